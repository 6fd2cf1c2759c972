import { describe, expect, it } from 'vitest';

import { buildPairMatrix, type MatrixRunnerInput } from './build-pair-matrix';

/** Runners given out of program order, as a field may come. */
const field: MatrixRunnerInput[] = [
  { id: 13, number: 3, horse: { name: 'Tres' }, scratched: false },
  { id: 11, number: 1, horse: { name: 'Uno' }, scratched: false },
  { id: 12, number: 2, horse: { name: 'Dos' }, scratched: true },
];
const nextField: MatrixRunnerInput[] = [
  { id: 22, number: 2, horse: { name: 'Otro dos' }, scratched: false },
  { id: 21, number: 1, horse: { name: 'Otro uno' }, scratched: false },
];

const probable = (selection: [number, number], value: string | null) => ({
  selection,
  amount: value === null ? '0.00' : '2.00',
  probable: value,
});

/** The grid as the player reads it: each row's cells, "—" for a pair with no will-pay, "x" on the diagonal. */
const read = (matrix: ReturnType<typeof buildPairMatrix>) =>
  matrix.cells.map((cells) => cells.map((cell) => (cell.same ? 'x' : (cell.probable ?? '—'))));

describe('buildPairMatrix', () => {
  it('orders rows and columns by program number and reads an exacta as row first, column second', () => {
    const matrix = buildPairMatrix({
      pool: 'exacta',
      probables: [probable([11, 13], '12.40'), probable([13, 11], '4.20')],
      field,
    });
    expect(matrix.rows.map((row) => row.number)).toEqual([1, 2, 3]);
    expect(matrix.columns.map((column) => column.name)).toEqual(['Uno', 'Dos', 'Tres']);
    expect(read(matrix)).toEqual([
      ['x', '—', '12.40'],
      ['—', 'x', '—'],
      ['4.20', '—', 'x'],
    ]);
  });

  it('shows a quinella pair in both halves', () => {
    const matrix = buildPairMatrix({ pool: 'quinella', probables: [probable([11, 13], '6.80')], field });
    expect(read(matrix)).toEqual([
      ['x', '—', '6.80'],
      ['—', 'x', '—'],
      ['6.80', '—', 'x'],
    ]);
  });

  it('leaves a pair nobody staked on empty, even when the pool lists it', () => {
    const matrix = buildPairMatrix({ pool: 'exacta', probables: [probable([11, 13], null)], field });
    expect(matrix.cells[0]![2]!.probable).toBeNull();
    expect(matrix.cells.flat().some((cell) => cell.favourite)).toBe(false);
  });

  it('flags every pair with a scratched runner and never makes one the favourite', () => {
    const matrix = buildPairMatrix({
      pool: 'exacta',
      probables: [probable([12, 11], '3.10'), probable([11, 13], '9.00'), probable([13, 11], '5.50')],
      field,
    });
    expect(matrix.rows.map((row) => row.scratched)).toEqual([false, true, false]);
    expect(matrix.cells.map((cells) => cells.map((cell) => cell.scratched))).toEqual([
      [false, true, false],
      [true, true, true],
      [false, true, false],
    ]);
    // 3.10 is the lowest, but its runner 2 is out: the favourite is 3 → 1 at 5.50.
    expect(matrix.cells[1]![0]!.probable).toBe('3.10');
    expect(matrix.cells[1]![0]!.favourite).toBe(false);
    expect(matrix.cells[2]![0]!.favourite).toBe(true);
    expect(matrix.cells.flat().filter((cell) => cell.favourite)).toHaveLength(1);
  });

  it('compares will-pays as numbers and marks both halves of a favourite quinella', () => {
    const matrix = buildPairMatrix({
      pool: 'quinella',
      probables: [probable([11, 13], '10.00'), probable([11, 12], '9.00')],
      field: field.map((entry) => ({ ...entry, scratched: false })),
    });
    expect(matrix.cells.map((cells) => cells.map((cell) => cell.favourite))).toEqual([
      [false, true, false],
      [true, false, false],
      [false, false, false],
    ]);
  });

  it("puts the daily double's second leg in the columns, with no diagonal", () => {
    const matrix = buildPairMatrix({
      pool: 'daily_double',
      probables: [probable([11, 21], '15.20'), probable([13, 22], '7.70')],
      field,
      nextField,
    });
    expect(matrix.columns.map((column) => column.number)).toEqual([1, 2]);
    expect(read(matrix)).toEqual([
      ['15.20', '—'],
      ['—', '—'],
      ['—', '7.70'],
    ]);
    expect(matrix.cells[2]![1]!.favourite).toBe(true);
  });

  it('has no columns for a daily double until the next race is known', () => {
    const matrix = buildPairMatrix({ pool: 'daily_double', probables: [], field });
    expect(matrix.rows).toHaveLength(3);
    expect(matrix.columns).toEqual([]);
  });
});
