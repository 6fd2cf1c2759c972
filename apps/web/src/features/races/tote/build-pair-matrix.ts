import type { TToteProbable } from '@galope/contracts';

/** The pools whose will-pays are per pair of runners. */
export type PairPool = 'exacta' | 'quinella' | 'daily_double';

/** A runner as a matrix names it: by program number, the horse's name for screen readers. */
export type MatrixRunnerInput = { id: number; number: number | null; horse: { name: string }; scratched: boolean };

export type MatrixRunner = { id: number; number: number | null; name: string; scratched: boolean };

export type MatrixCell = {
  /** What the pair pays per 1.00 now; null when nobody backed it. */
  probable: string | null;
  /** The same runner twice (exacta, quinella): no such pair. */
  same: boolean;
  /** A scratched runner in the pair: its stakes are refunded, the pair cannot pay. */
  scratched: boolean;
  /** The pair that would pay least (the favourite), ties included. */
  favourite: boolean;
};

export type PairMatrix = { rows: MatrixRunner[]; columns: MatrixRunner[]; cells: MatrixCell[][] };

const byProgramNumber = (a: MatrixRunnerInput, b: MatrixRunnerInput) =>
  (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;

const runner = (entry: MatrixRunnerInput): MatrixRunner => ({
  id: entry.id,
  number: entry.number,
  name: entry.horse.name,
  scratched: entry.scratched,
});

/**
 * A pair pool's will-pays as a grid: rows the first runner, columns the second, both by program number.
 * Exacta and daily double read a cell as row then column (the double's columns are the next race's
 * field); a quinella's pair is unordered, so both halves show it. Pairs nobody backed are null.
 */
export function buildPairMatrix(options: {
  pool: PairPool;
  probables: readonly TToteProbable[];
  field: readonly MatrixRunnerInput[];
  /** The daily double's second leg: the next race's field. */
  nextField?: readonly MatrixRunnerInput[];
}): PairMatrix {
  const { pool, probables, field } = options;
  const rows = [...field].sort(byProgramNumber).map(runner);
  const columns = pool === 'daily_double' ? [...(options.nextField ?? [])].sort(byProgramNumber).map(runner) : rows;
  const pays = new Map<string, string | null>();
  for (const { selection, probable } of probables) {
    const [first, second] = selection;
    if (first === undefined || second === undefined) continue;
    pays.set(`${first}-${second}`, probable);
    if (pool === 'quinella') pays.set(`${second}-${first}`, probable);
  }
  const cells = rows.map((row) =>
    columns.map((column): MatrixCell => {
      const same = pool !== 'daily_double' && row.id === column.id;
      return {
        probable: same ? null : (pays.get(`${row.id}-${column.id}`) ?? null),
        same,
        scratched: row.scratched || column.scratched,
        favourite: false,
      };
    }),
  );
  const live = cells.flat().filter((cell) => cell.probable !== null && !cell.scratched);
  const lowest = Math.min(...live.map((cell) => Number(cell.probable)));
  for (const cell of live) cell.favourite = Number(cell.probable) === lowest;
  return { rows, columns, cells };
}
