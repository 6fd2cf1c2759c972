import type { TSportEventResponse } from '@galope/contracts';
import { describe, expect, it } from 'vitest';
import { createSportEvent } from '../../test/race-fixtures';
import { app, useTestApp } from '../../test/use-test-app';

useTestApp();

describe('sport events', () => {
  it('lists live, upcoming and finished events in the sport_events shape, in one query', async () => {
    const { db } = app.database;
    const scheduled = await createSportEvent(db);
    const live = await createSportEvent(db, { status: 'live', sport: 'basketball', draw: false });
    const finished = await createSportEvent(db, {
      status: 'finished',
      scheduledTime: new Date(Date.now() - 7_200_000),
    });

    const before = app.database.stats.queries;
    const response = await app.inject({ url: '/api/sports/events' });
    expect(app.database.stats.queries - before).toBe(1);
    const events: TSportEventResponse[] = response.json();
    const byId = new Map(events.map((event) => [event.id, event]));
    expect(byId.get(scheduled.id)).toMatchObject({
      sport: 'football',
      status: 'scheduled',
      homeScore: null,
      odds: { home: '2.10', away: '3.40', draw: '3.20' },
      details: { referee: 'Árbitro', attendance: 40000 },
      recentForm: { home: ['W', 'D', 'L'], away: ['L', 'L', 'W'] },
      headToHead: { total: 10, homeWins: 5, awayWins: 3, lastMeeting: { result: '2-1' } },
    });
    expect(byId.get(live.id)).toMatchObject({
      status: 'live',
      homeScore: 1,
      awayScore: 0,
      odds: { home: '1.80', away: '2.05' },
    });
    expect(byId.get(live.id)!.odds).not.toHaveProperty('draw');
    expect(byId.get(finished.id)!.status).toBe('finished');
  });

  it('shows one event, 404 when missing', async () => {
    const event = await createSportEvent(app.database.db, { status: 'live' });
    const shown = await app.inject({ url: `/api/sports/event/${event.id}` });
    expect(shown.json()).toMatchObject({ id: event.id, homeTeam: event.homeTeam, venue: 'Estadio', city: 'Madrid' });
    const missing = await app.inject({ url: '/api/sports/event/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Evento no encontrado');
  });
});
