import type { TBetResponse } from '@galope/contracts';
import { describe, expect, it } from 'vitest';

import { describeBet } from './describe-bet';

const base: TBetResponse = {
  id: 'b1',
  status: 'pending',
  betType: 'win',
  amount: '10.00',
  odds: '3.50',
  potentialWinnings: '35.00',
  actualWinnings: null,
  placedAt: '2025-05-01T18:00:00.000Z',
  createdAt: '2025-05-01T18:00:00.000Z',
  settledAt: null,
  raceId: null,
  raceEntryId: null,
  race: null,
  raceEntry: null,
  sportEventId: null,
  eventTitle: null,
  sport: null,
  tournament: null,
  selection: null,
  sportBetType: null,
  homeTeam: null,
  awayTeam: null,
};

describe('describeBet', () => {
  it('names the race and the horse of a race bet', () => {
    const bet: TBetResponse = {
      ...base,
      betType: 'place',
      raceId: 4,
      raceEntryId: 9,
      race: { id: 4, name: 'Gran Premio', status: 'scheduled', scheduledTime: '2025-05-01T19:00:00.000Z' },
      raceEntry: { id: 9, horse: { name: 'Relámpago' }, race: { name: 'Gran Premio' }, finishPosition: null },
      selection: 'Relámpago',
    };
    expect(describeBet(bet)).toEqual({
      kind: 'race',
      event: 'Gran Premio',
      detail: 'Relámpago',
      selection: null,
      betType: { known: 'place' },
    });
  });

  it('falls back to the race, then to nothing, when the entry is gone', () => {
    const race = { id: 4, name: 'Clásico', status: 'finished', scheduledTime: '2025-05-01T19:00:00.000Z' };
    expect(describeBet({ ...base, race }).event).toBe('Clásico');
    expect(describeBet(base)).toMatchObject({ kind: 'race', event: null, detail: null });
  });

  it('names the match, the tournament and the team of a sport bet, without the side’s word beside it', () => {
    const bet: TBetResponse = {
      ...base,
      betType: 'home',
      sportEventId: 7,
      eventTitle: 'América vs Chivas',
      sport: 'football',
      tournament: 'Liga MX',
      selection: 'América',
      sportBetType: 'home',
      homeTeam: 'América',
      awayTeam: 'Chivas',
    };
    expect(describeBet(bet)).toEqual({
      kind: 'sport',
      event: 'América vs Chivas',
      detail: 'Liga MX',
      selection: 'América',
      betType: null,
    });
    // A source that gave no name: the side's word says which it was.
    expect(describeBet({ ...bet, selection: null })).toMatchObject({ selection: null, betType: { known: 'home' } });
  });

  it('leaves the team out of a draw and builds the title from the teams', () => {
    const bet: TBetResponse = {
      ...base,
      betType: 'draw',
      sportEventId: 7,
      sport: 'football',
      selection: 'Empate',
      sportBetType: 'draw',
      homeTeam: 'A',
      awayTeam: 'B',
    };
    expect(describeBet(bet)).toMatchObject({ event: 'A vs B', detail: 'football', selection: null });
    expect(describeBet(bet).betType).toEqual({ known: 'draw' });
  });

  it('keeps a bet type it does not know as the server sent it', () => {
    expect(describeBet({ ...base, betType: 'exacta' }).betType).toEqual({ raw: 'EXACTA' });
    expect(describeBet({ ...base, betType: ' ' }).betType).toBeNull();
  });
});
