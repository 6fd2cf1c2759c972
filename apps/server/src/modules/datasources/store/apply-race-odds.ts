import { and, eq, gte, inArray, isNotNull, lte, notLike } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { horses, raceEntries, races, racetracks } from '../../../db/schema';
import type { LiveBus } from '../../live';
import { selectRaceEntries } from '../../racing';
import { SAME_RACE_WINDOW_MS } from './find-race-matches';
import type { RaceOddsCard } from '../adapters/source-cards';
import { normalizeName } from '../adapters/source-values';
import type { PriorityOf } from './write-race-cards';

/**
 * Prices from an odds-only source onto races another source wrote: the race open at that time (and
 * course, when the source names it) whose runners are at least half of the priced names. By the
 * priority rule, a stronger source's price replaces the current one, a weaker one only fills a runner
 * that has none. Returns how many races got a new price.
 */
export async function applyRaceOdds(
  db: Db,
  bus: LiveBus,
  options: { cards: RaceOddsCard[]; sourcePriority: number; priorityOf: PriorityOf },
): Promise<{ races: number }> {
  if (options.cards.length === 0) return { races: 0 };
  const times = options.cards.map((card) => card.scheduledTime.getTime());
  const open = await db
    .select({ id: races.id, externalId: races.externalId, scheduledTime: races.scheduledTime, course: racetracks.name })
    .from(races)
    .innerJoin(racetracks, eq(racetracks.id, races.racetrackId))
    .where(
      and(
        eq(races.status, 'scheduled'),
        gte(races.scheduledTime, new Date(Math.min(...times) - SAME_RACE_WINDOW_MS)),
        lte(races.scheduledTime, new Date(Math.max(...times) + SAME_RACE_WINDOW_MS)),
        isNotNull(races.externalId),
        notLike(races.externalId, 'sim-%'),
      ),
    );
  if (open.length === 0) return { races: 0 };
  const entries = await selectRaceEntries(db, {
    id: raceEntries.id,
    raceId: raceEntries.raceId,
    name: horses.name,
    currentOdds: raceEntries.currentOdds,
  }).where(
    and(
      inArray(
        raceEntries.raceId,
        open.map((race) => race.id),
      ),
      eq(raceEntries.scratched, false),
    ),
  );

  let updated = 0;
  for (const card of options.cards) {
    const prices = new Map(card.prices.map((price) => [normalizeName(price.horseName), price.odds]));
    const race = open.find((candidate) => {
      if (Math.abs(candidate.scheduledTime.getTime() - card.scheduledTime.getTime()) > SAME_RACE_WINDOW_MS)
        return false;
      if (card.courseName && normalizeName(candidate.course) !== normalizeName(card.courseName)) return false;
      const runners = entries.filter((entry) => entry.raceId === candidate.id);
      const named = runners.filter((entry) => prices.has(normalizeName(entry.name))).length;
      return named > 0 && named * 2 >= runners.length;
    });
    if (!race) continue;
    const stronger = options.sourcePriority < options.priorityOf(race.externalId);
    const changes: { entryId: number; currentOdds: string }[] = [];
    for (const entry of entries.filter((candidate) => candidate.raceId === race.id)) {
      const price = prices.get(normalizeName(entry.name));
      if (!price || price === entry.currentOdds || (!stronger && entry.currentOdds !== null)) continue;
      await db
        .update(raceEntries)
        .set({ currentOdds: price, updatedAt: new Date() })
        .where(eq(raceEntries.id, entry.id));
      changes.push({ entryId: entry.id, currentOdds: price });
    }
    if (changes.length === 0) continue;
    updated += 1;
    await bus.publish({ type: 'odds_update', raceId: race.id, data: changes });
  }
  return { races: updated };
}
