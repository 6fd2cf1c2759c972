import { type Column, type SQL, sql } from 'drizzle-orm';

/** Rows per INSERT: far under PostgreSQL's 65,535 parameters whatever the column count. */
const CHUNK = 400;

export function chunked<T>(rows: readonly T[], size = CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}

/** One row per key, the last one winning: an upsert may not touch the same row twice. */
export function uniqueBy<T>(rows: readonly T[], key: (row: T) => string): T[] {
  return [...new Map(rows.map((row) => [key(row), row])).values()];
}

/** The named columns of a table, keyed by their property names, for `incomingWins` and `existingWins`. */
export function columnsOf<const K extends string>(
  table: Record<NoInfer<K>, Column>,
  keys: readonly K[],
): Record<K, Column> {
  return Object.fromEntries(keys.map((key) => [key, table[key]])) as Record<K, Column>;
}

const excluded = (column: Column) => sql`excluded.${sql.identifier(column.name)}`;

/** ON CONFLICT … SET: the incoming value where it has one, else what the row holds. */
export function incomingWins<K extends string>(columns: Record<K, Column>): Record<K, SQL> {
  return mapColumns(columns, (column) => sql`coalesce(${excluded(column)}, ${column})`);
}

/** ON CONFLICT … SET: what the row holds where it has a value; the incoming one only fills gaps. */
export function existingWins<K extends string>(columns: Record<K, Column>): Record<K, SQL> {
  return mapColumns(columns, (column) => sql`coalesce(${column}, ${excluded(column)})`);
}

function mapColumns<K extends string>(columns: Record<K, Column>, expression: (column: Column) => SQL) {
  return Object.fromEntries(
    Object.entries<Column>(columns).map(([key, column]) => [key, expression(column)]),
  ) as Record<K, SQL>;
}
