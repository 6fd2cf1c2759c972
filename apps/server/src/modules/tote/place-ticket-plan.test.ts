import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { createRace } from '../../test/race-fixtures';
import { app, useTestApp } from '../../test/use-test-app';

/**
 * A ticket's first read in `place_tote_ticket` (the race, its pool, the ticket's runners) must keep one
 * plan for every call. Written as `race_entries.id = ANY (p_runners)` alone, its generic plan scanned
 * the whole table (the planner cannot tell how long an array not yet given is), so PostgreSQL planned it
 * again for each call's values, and a ticket cost the database 1.3× a bet (0.82× the bets' rate in the
 * bench). The statement is read from the function's file, so what is tested is what runs.
 */
useTestApp();

const FUNCTION_FILE = path.join(import.meta.dirname, 'sql', 'place_tote_ticket.sql');

/** The function's `SELECT … INTO v_race … WHERE r.id = p_race_id;` as a statement taking $1-$3. */
function raceRead(): string {
  const text = readFileSync(FUNCTION_FILE, 'utf8');
  const found = /SELECT r\.id,[\s\S]*?WHERE r\.id = p_race_id;/.exec(text);
  if (!found) throw new Error(`no race read in ${FUNCTION_FILE}`);
  return found[0]
    .replace(/\s+INTO v_race\s+/, ' ')
    .replace(/;$/, '')
    .replaceAll('p_race_id', '$1')
    .replaceAll('p_pool', '$2')
    .replaceAll('p_runners', '$3');
}

beforeAll(async () => {
  // A site with some history: 150 races of ten runners, as the tables are after a few days of cards, and
  // as the app wrote them (no ANALYZE yet). On a near-empty table either form reads cheaply enough.
  for (let index = 0; index < 150; index++) await createRace(app.database.db, { runners: 10 });
}, 120_000);

describe('a ticket’s read of its race and runners', () => {
  it('is planned once and then reused, not planned again at every ticket', async () => {
    const race = await createRace(app.database.db, { runners: 10 });
    const runners = `{${race.entries[2]!.id}}`;
    const plans = await app.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare ticket_race_read(int, text, int[]) as ${raceRead()}`));
      try {
        // PostgreSQL tries its own plan for each call five times, then keeps the generic one if it is
        // no dearer: from the sixth call on, a reused plan is counted as generic.
        for (let call = 0; call < 10; call++) {
          const [row] = await queryRows<{ found: string | number }>(
            tx,
            sql.raw(`execute ticket_race_read(${race.race.id}, 'win', '${runners}')`),
          );
          expect(Number(row!.found)).toBe(1);
        }
        const [counts] = await queryRows<{ generic_plans: string | number; custom_plans: string | number }>(
          tx,
          sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'ticket_race_read'`,
        );
        return { generic: Number(counts!.generic_plans), custom: Number(counts!.custom_plans) };
      } finally {
        await tx.execute(sql`deallocate ticket_race_read`);
      }
    });
    expect(plans).toEqual({ generic: 5, custom: 5 });
  });
});
