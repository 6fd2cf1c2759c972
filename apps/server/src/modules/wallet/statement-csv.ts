import { STATEMENT_CSV_HEADER, type TStatementQuery } from '@galope/contracts';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { balanceTransactions } from '../../db/schema';
import { csvCell } from '../../lib/csv-cell';
import { siteMidnight } from '../../lib/site-calendar';

/**
 * The player's statement (DESIGN §10): every ledger row between the first day's midnight and the
 * day after the last, in the site's calendar, oldest first, as comma-separated UTF-8 with a header
 * row. Amounts are the JSON's decimal strings; the description is the stored Spanish text.
 */
export async function statementCsv(db: Db, userId: number, { from, to }: TStatementQuery): Promise<string> {
  const rows = await db
    .select()
    .from(balanceTransactions)
    .where(
      and(
        eq(balanceTransactions.userId, userId),
        gte(balanceTransactions.createdAt, siteMidnight(from)),
        lt(balanceTransactions.createdAt, siteMidnight(to, 1)),
      ),
    )
    .orderBy(asc(balanceTransactions.id));
  const lines = [STATEMENT_CSV_HEADER.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.createdAt.toISOString(),
        row.type,
        csvCell(row.description ?? ''),
        row.amount,
        row.previousBalance,
        row.newBalance,
        row.relatedBetId ?? '',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
