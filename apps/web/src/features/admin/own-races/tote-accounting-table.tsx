import type { TToteRaceAccountingResponse } from '@galope/contracts';
import { Check, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/admin-ui/query-content';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney } from '@/lib/format/format-money';

import { useToteRaceAccounting } from '../api/get-tote-race-accounting';
import { accountingSides } from './tote-accounting';

const MONEY_COLUMNS = ['total', 'refunds', 'takeout', 'breakage', 'paid', 'minusPoolCost'] as const;

/** A race's tote per pool, and the identity it holds: pool − refunds = takeout + breakage + paid − minus pool. */
export function ToteAccountingTable({ raceId, raceName }: { raceId: number; raceName: string }) {
  const { t } = useTranslation();
  const accounting = useToteRaceAccounting(raceId);
  return (
    <QueryContent
      query={accounting}
      loading={<Skeleton className="h-40 w-full rounded-xl" />}
      loadError={t('admin.tote.accounting.loadError')}
      retryLabel={t('admin.retry')}
      isEmpty={(data) => data.pools.length === 0}
      empty={
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          {t('admin.tote.accounting.empty')}
        </p>
      }
    >
      {(data) => <PoolsTable pools={data.pools} raceName={raceName} />}
    </QueryContent>
  );
}

function PoolsTable({ pools, raceName }: { pools: TToteRaceAccountingResponse['pools']; raceName: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 rounded-xl border border-border p-2">
      <p className="px-1 text-xs text-muted-foreground">{t('admin.tote.accounting.identity')}</p>
      <Table aria-label={t('admin.tote.accounting.title', { name: raceName })}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('admin.tote.accounting.pool')}</TableHead>
            <TableHead>{t('admin.tote.accounting.status')}</TableHead>
            {MONEY_COLUMNS.map((column) => (
              <TableHead key={column} className="text-right">
                {t(`admin.tote.accounting.${column}`)}
              </TableHead>
            ))}
            <TableHead>{t('admin.tote.accounting.check')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {pools.map((pool) => {
            const sides = accountingSides(pool);
            return (
              <TableRow key={pool.pool}>
                <TableCell className="font-semibold">{t(`admin.tote.pools.${pool.pool}`)}</TableCell>
                <TableCell>{t(`admin.tote.poolStatus.${pool.status}`)}</TableCell>
                {MONEY_COLUMNS.map((column) => (
                  <TableCell key={column} className="text-right whitespace-nowrap tabular-nums">
                    {formatMoney(pool[column])}
                  </TableCell>
                ))}
                <TableCell className="whitespace-nowrap">
                  {sides.balanced ? (
                    <span className="inline-flex items-center gap-1 text-success">
                      <Check className="size-4" aria-hidden />
                      {t('admin.tote.accounting.balanced')}
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-destructive">
                      <TriangleAlert className="size-4" aria-hidden />
                      {t('admin.tote.accounting.unbalanced', {
                        left: formatMoney(sides.left / 100),
                        right: formatMoney(sides.right / 100),
                      })}
                    </span>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
