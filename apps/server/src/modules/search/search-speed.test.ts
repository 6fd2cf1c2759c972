import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { createSearchCatalogue, TYPED_QUERIES } from '../../test/search-fixtures';
import { app, useTestApp } from '../../test/use-test-app';
import { eventsQuery, racesQuery, racetracksQuery, runnersQuery } from './search-repository';

/**
 * Search is asked for at each pause in typing, so it must stay an index lookup as the catalogue
 * grows: 10,000 horses here, on whichever database the run uses (the embedded one, or PostgreSQL
 * with TEST_DATABASE_URL). The database's statistics are left as a fresh catalogue has them.
 */
useTestApp();

const HORSES = 10_000;
/** The 50 ms, for the median here (about 7 ms on a quiet host, either database). */
const P50_LIMIT_MS = 50;

beforeAll(async () => {
  await createSearchCatalogue(app.database.db, { horses: HORSES, tag: 'speed' });
}, 120_000);

const plan = async (query: SQL) => {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(app.database.db, sql`EXPLAIN ${query}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
};

describe(`search over ${HORSES.toLocaleString('en')} horses`, () => {
  it('answers what a player types in milliseconds, however busy the host', { timeout: 60_000 }, async () => {
    const count = await queryRows<{ count: number }>(app.database.db, sql`SELECT count(*)::int AS count FROM horses`);
    expect(count[0]!.count).toBeGreaterThanOrEqual(HORSES);
    // Twenty rounds of what a player types, after one that warms the statements up.
    const timings: number[] = [];
    for (let round = 0; round < 21; round++) {
      for (const q of TYPED_QUERIES) {
        const begin = performance.now();
        const response = await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
        if (round > 0) timings.push(performance.now() - begin);
        expect(response.statusCode).toBe(200);
      }
    }
    const sorted = timings.sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.ceil(sorted.length * share) - 1]!;
    // The p99 ≤ 50 ms is the bench's (`BENCH_ONLY=search npm run bench`, docs/perf/search.md), on
    // a quiet host: here the other test worker shares the two cores and stalls a few requests of any
    // run by tens of milliseconds (CI saw p99 53–75 ms). The median says the request stays small however
    // busy the host; that it stays an index lookup, not a scan, is the plans' test below.
    expect(at(0.5), `p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`).toBeLessThanOrEqual(P50_LIMIT_MS);
    // Every group is full where the words are common.
    const answer = (await app.inject({ method: 'GET', url: '/api/search?q=rayo' })).json() as {
      horses: Array<{ nextRace?: unknown }>;
    };
    expect(answer.horses).toHaveLength(10);
  });

  it.each([
    ['a long word', ['relampago']],
    ['a short word', ['ra']],
    ['two words', ['estrella', 'o']],
  ])('reads names through the words index, never a whole table, for %s', async (_, words) => {
    const now = new Date();
    // Horses, jockeys and racetracks: a prefix range of the words index, read in order until ten; the
    // next race from the runner's entries.
    for (const query of [runnersQuery('horse', words), runnersQuery('jockey', words), racetracksQuery(words)]) {
      const text = await plan(query);
      expect(text).toMatch(/Index Scan using search_words_prefix_idx/);
      expect(text).not.toMatch(/Seq Scan on (search_words|horses|jockeys|race_entries|races)\b/);
    }
    // Races and events: those of their window of days, each one's words probed by the primary key.
    for (const query of [racesQuery(words, now), eventsQuery(words, now)]) {
      const text = await plan(query);
      expect(text).toMatch(/search_words_kind_ref_id_word_pk/);
      expect(text).not.toMatch(/Seq Scan on search_words\b/);
    }
  });
});
