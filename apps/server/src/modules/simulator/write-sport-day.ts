import { like } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sportEvents } from '../../db/schema';
import type { GeneratedSportDay } from './generate-sport-day';
import { planSportEvent } from './plan-sport-event';
import { dayCode } from './sim-calendar';

/**
 * Writes a day's fixtures in one insert, unless that day already has simulator fixtures (written by
 * an earlier run, perhaps under another seed). Those over at `now` go in finished with their final
 * score and the pre-match prices, unpublished.
 */
export async function writeSportDay(
  db: Db,
  options: { card: GeneratedSportDay; now: Date },
): Promise<{ created: number; finished: number }> {
  const { card, now } = options;
  if (card.events.length === 0) return { created: 0, finished: 0 };
  const [written] = await db
    .select({ id: sportEvents.id })
    .from(sportEvents)
    .where(like(sportEvents.externalId, `sim-%-${dayCode(card.day)}-%`))
    .limit(1);
  if (written) return { created: 0, finished: 0 };
  const rows = card.events.map((event) => {
    const plan = planSportEvent(event);
    const end = new Date(event.scheduledTime.getTime() + plan.durationSeconds * 1000);
    const over = end <= now;
    const final = over ? plan.stateAt(plan.durationSeconds) : null;
    return {
      externalId: event.externalId,
      sport: event.sport,
      tournament: event.tournament,
      homeTeam: event.homeTeam,
      awayTeam: event.awayTeam,
      scheduledTime: event.scheduledTime,
      status: over ? ('finished' as const) : ('scheduled' as const),
      homeScore: final?.homeScore ?? null,
      awayScore: final?.awayScore ?? null,
      odds: final?.odds ?? event.odds,
      country: event.country,
      venue: event.venue,
      city: event.city,
      actualStartTime: over ? event.scheduledTime : null,
      actualEndTime: over ? end : null,
      details: event.details,
      recentForm: event.recentForm,
      headToHead: event.headToHead,
    };
  });
  const inserted = await db
    .insert(sportEvents)
    .values(rows)
    .onConflictDoNothing({ target: sportEvents.externalId })
    .returning({ status: sportEvents.status });
  return { created: inserted.length, finished: inserted.filter((row) => row.status === 'finished').length };
}
