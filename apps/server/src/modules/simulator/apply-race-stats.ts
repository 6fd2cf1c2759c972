import { formatCents } from '@galope/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { dams, horses, jockeys, owners, sires, trainers } from '../../db/schema';

/**
 * One runner's part in a finished race, as the career figures count it. Conventions (US terms):
 * a run is a start by a runner that was not withdrawn; `wins` are 1st places, `places` 2nd and
 * `shows` 3rd (each run counts in at most one of the three); earnings are the prize money won,
 * converted to US dollars at fixed rates. Trainers, owners and jockeys count every runner they had.
 */
export type RunnerOutcome = {
  horseId: number;
  jockeyId: number | null;
  trainerId: number | null;
  ownerId: number | null;
  sireId: number | null;
  damId: number | null;
  position: number;
  earningsUsdCents: number;
};

type Tally = { runs: number; wins: number; places: number; shows: number; cents: number; form: string };

/**
 * Adds finished runs to every career record they touch: one UPDATE … FROM (VALUES …) per table,
 * inside the caller's transaction. Outcomes must be in the order the races were run, so the form
 * string reads oldest to newest.
 */
export async function applyRaceStats(tx: Tx, outcomes: readonly RunnerOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const tally = (pick: (outcome: RunnerOutcome) => number | null) => {
    const byId = new Map<number, Tally>();
    for (const outcome of outcomes) {
      const id = pick(outcome);
      if (id === null) continue;
      const row = byId.get(id) ?? { runs: 0, wins: 0, places: 0, shows: 0, cents: 0, form: '' };
      row.runs += 1;
      if (outcome.position === 1) row.wins += 1;
      if (outcome.position === 2) row.places += 1;
      if (outcome.position === 3) row.shows += 1;
      row.cents += outcome.earningsUsdCents;
      row.form += String(outcome.position % 10);
      byId.set(id, row);
    }
    return byId;
  };

  const horseTally = tally((outcome) => outcome.horseId);
  await tx.execute(sql`
    update ${horses} as t set
      total_races = t.total_races + v.runs,
      wins = t.wins + v.wins,
      places = t.places + v.places,
      shows = t.shows + v.shows,
      earnings = t.earnings + v.earnings,
      form = ltrim(right(coalesce(t.form, '') || v.form, 6), '-'),
      last_run = 0
    from (values ${valuesList(horseTally, true)}) as v(id, runs, wins, places, shows, earnings, form)
    where t.id = v.id`);

  const personStats = sql`
        total_races = t.total_races + v.runs,
        wins = t.wins + v.wins,
        places = t.places + v.places,
        shows = t.shows + v.shows,
        earnings = t.earnings + v.earnings,
        win_percentage = round(100.0 * (t.wins + v.wins) / (t.total_races + v.runs), 2)`;
  const progenyStats = sql`
        progeny_wins = t.progeny_wins + v.wins,
        progeny_earnings = t.progeny_earnings + v.earnings`;
  for (const [table, pick, set] of [
    [jockeys, (outcome: RunnerOutcome) => outcome.jockeyId, personStats],
    [trainers, (outcome: RunnerOutcome) => outcome.trainerId, personStats],
    [owners, (outcome: RunnerOutcome) => outcome.ownerId, personStats],
    [sires, (outcome: RunnerOutcome) => outcome.sireId, progenyStats],
    [dams, (outcome: RunnerOutcome) => outcome.damId, progenyStats],
  ] as const) {
    const byId = tally(pick);
    if (byId.size === 0) continue;
    await tx.execute(sql`
      update ${table} as t set ${set}
      from (values ${valuesList(byId, false)}) as v(id, runs, wins, places, shows, earnings)
      where t.id = v.id`);
  }
}

function valuesList(byId: ReadonlyMap<number, Tally>, withForm: boolean): SQL {
  const rows = [...byId].map(([id, row]) => {
    const numbers = sql`${id}::int, ${row.runs}::int, ${row.wins}::int, ${row.places}::int, ${row.shows}::int, ${formatCents(row.cents)}::numeric`;
    return withForm ? sql`(${numbers}, ${row.form}::text)` : sql`(${numbers})`;
  });
  return sql.join(rows, sql`, `);
}
