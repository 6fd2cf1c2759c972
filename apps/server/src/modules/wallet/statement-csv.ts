import { ledgerTextEs, STATEMENT_CSV_HEADER, type TStatementQuery } from '@galope/contracts';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { balanceTransactions } from './schema';
import { csvCell } from '../../lib/csv-cell';
import { siteMidnight, siteTimestamp } from '../../lib/site-calendar';

/**
 * The player's statement (docs/rules/player-protection.md): every ledger row between the first day's midnight and the
 * day after the last, in the site's calendar, oldest first, as comma-separated UTF-8 with a header
 * row, after a byte-order mark (without it Excel reads the accents as Latin-1). Each row's time is the
 * site's wall time with its offset ("2026-11-27T18:04:05-06:00"), the days the period was asked in.
 * Amounts are the JSON's decimal strings. The description is the Spanish text of the row's code,
 * in today's words (a row written when a place bet was "a colocado" reads "a segundo"), else the stored text.
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
        siteTimestamp(row.createdAt),
        row.type,
        csvCell(
          row.descriptionCode
            ? ledgerTextEs({ code: row.descriptionCode, params: row.descriptionParams ?? {} })
            : (row.description ?? ''),
        ),
        row.amount,
        row.previousBalance,
        row.newBalance,
        row.relatedBetId ?? '',
      ].join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
