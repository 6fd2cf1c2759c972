/**
 * Search as a player types it: 10,000 horses in the catalogue, short and long prefixes asked one after
 * another (GET /api/search is called at each pause in typing), each query's p99 beside the 50 ms a
 * keystroke's answer may take. One client: the figure is a keystroke's latency, not a queue's (the
 * embedded database answers one statement at a time, so players typing together wait for each other;
 * the board and bet figures measure throughput).
 */
import { createSearchCatalogue } from '../apps/server/src/test/search-fixtures';
import type { BenchOptions } from './bench-setup';
import { runLoad } from './load';

const HORSES = 10_000;
const CONCURRENCY = 1;
export const SEARCH_P99_LIMIT_MS = 50;
/** A common two-letter prefix (thousands of names), two words, three words with a number. */
const QUERIES = ['ra', 'rayo s', 'estrella oro 1'];

export async function benchSearch(options: BenchOptions) {
  const { label, app, host, seconds, line } = options;
  await createSearchCatalogue(app.database.db, { horses: HORSES, tag: 'bench' });
  for (const q of QUERIES) {
    const result = await runLoad({
      url: `http://${host}/api/search?q=${encodeURIComponent(q)}`,
      concurrency: CONCURRENCY,
      seconds,
    });
    line(
      `[${label}] GET /api/search?q=${q} (${HORSES.toLocaleString('en')} horses), ${CONCURRENCY} clients`,
      `${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms ` +
        `(limit ${SEARCH_P99_LIMIT_MS} ms: ${result.p99 <= SEARCH_P99_LIMIT_MS ? 'met' : 'NOT MET'}), errors ${result.errors}`,
    );
  }
}
