import { createRng } from './create-rng';

/**
 * When a race's market moves before the off: which runners are withdrawn and when, and the moments the
 * odds drift. Both depend only on the race's stream key (raceStreamKey) and its field, so they are the
 * same whether the simulator is ticking, restarted, or writing a card after the fact.
 */

/** Drift runs over the last 30 minutes before the off. */
export const DRIFT_WINDOW_MS = 30 * 60_000;
/** Withdrawals come in the last 55 minutes, never later than one minute before the off. */
export const SCRATCH_WINDOW_MS = 55 * 60_000;
const SCRATCH_RATE = 1 / 30;
/** A race always keeps at least this many runners. */
export const MIN_RUNNERS = 2;

export type PlannedScratch = { postPosition: number; at: Date };

export function planScratches(options: { key: string; fieldSize: number; scheduledTime: Date }): PlannedScratch[] {
  const { key, fieldSize, scheduledTime } = options;
  const rng = createRng(key, 'scratches');
  const scratches: PlannedScratch[] = [];
  for (let postPosition = 1; postPosition <= fieldSize; postPosition += 1) {
    const scratched = rng.chance(SCRATCH_RATE);
    const secondsBefore = rng.int(60, SCRATCH_WINDOW_MS / 1000);
    if (scratched && fieldSize - scratches.length > MIN_RUNNERS) {
      scratches.push({ postPosition, at: new Date(scheduledTime.getTime() - secondsBefore * 1000) });
    }
  }
  return scratches.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The moments the odds move: every 10–30 simulated seconds through the drift window. */
export function planDriftTimes(options: { key: string; scheduledTime: Date }): Date[] {
  const { key, scheduledTime } = options;
  const rng = createRng(key, 'drift-times');
  const off = scheduledTime.getTime();
  const times: Date[] = [];
  for (let at = off - DRIFT_WINDOW_MS + rng.int(10, 30) * 1000; at < off; at += rng.int(10, 30) * 1000) {
    times.push(new Date(at));
  }
  return times;
}

/**
 * Names a race's live random streams (withdrawals, drift, running time, result). It is made of the
 * card's own seeded content rather than the seed itself: a fixed seed still reproduces every draw
 * (the card is a function of the seed), and a restart under another seed (SIM_SEED is random by
 * default) carries on a race exactly as it began instead of re-drawing it halfway.
 */
export function raceStreamKey(race: { externalId: string | null; name: string; scheduledTime: Date }): string {
  return `${race.externalId ?? ''}|${race.name}|${race.scheduledTime.toISOString()}`;
}
