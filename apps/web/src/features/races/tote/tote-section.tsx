import type { TRacePoolsResponse, TRaceResponse, TToteTicketPool } from '@galope/contracts';
import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingRegion } from '@/components/loading-region';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { LoadError, QueryLoadError } from '@/components/ui/load-error';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format/format-money';

import { getRaceQueryOptions } from '../api/get-race';
import { ProgramNumber } from '../components/program-number';
import { useRacePools } from './api/get-race-pools';
import type { PairPool } from './build-pair-matrix';
import { PairMatrix } from './pair-matrix';
import { TicketBuilder } from './ticket-builder';
import { ToteDividends } from './tote-dividends';

type Pool = TRacePoolsResponse['pools'][number];

const STATUS_VARIANT: Record<Pool['status'], BadgeVariant> = {
  open: 'success',
  closed: 'muted',
  final: 'soft',
  refunded: 'warning',
};

const PAIR_POOLS: TToteTicketPool[] = ['exacta', 'quinella', 'daily_double'] satisfies PairPool[];

/** The race page's tote (docs/rules/tote.md): pools with totals and will-pays, the ticket builder, the dividends. */
export function ToteSection({ race }: { race: TRaceResponse }) {
  const { t } = useTranslation();
  const query = useRacePools(race.id);

  return (
    <section aria-labelledby="tote-heading" className="grid grid-cols-1 gap-3">
      <h2 id="tote-heading" className="flex items-center gap-2 text-lg font-extrabold">
        <Coins className="size-5 text-brand" aria-hidden />
        {t('tote.title')}
      </h2>
      {query.isPending ? (
        <LoadingRegion className="grid grid-cols-1 gap-3">
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-48 w-full rounded-2xl" />
        </LoadingRegion>
      ) : query.isError ? (
        <QueryLoadError query={query} message={t('tote.loadError')} retryLabel={t('board.loadError.retry')} />
      ) : query.data.pools.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
          {t('tote.noPools')}
        </p>
      ) : (
        <ToteView race={race} answer={query.data} />
      )}
    </section>
  );
}

function ToteView({ race, answer }: { race: TRaceResponse; answer: TRacePoolsResponse }) {
  const { t } = useTranslation();
  const next = useQuery({ ...getRaceQueryOptions(answer.nextRaceId ?? 0), enabled: answer.nextRaceId !== null });
  const nextField = answer.nextRaceId === null ? [] : next.data?.entries;
  const finished = race.status === 'finished' || answer.status === 'final' || answer.status === 'refunded';
  const names = new Map(race.entries.map((entry) => [entry.id, entry]));
  for (const entry of next.data?.entries ?? []) names.set(entry.id, entry);

  return (
    <div className="grid grid-cols-1 gap-4">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('tote.poolsLabel')}>
        {answer.pools.map((pool) => (
          <li key={pool.pool} className="grid gap-1 rounded-xl border border-border bg-card px-3 py-2.5 shadow-xs">
            <span className="flex flex-wrap items-center justify-between gap-1">
              <span className="text-sm font-extrabold">{t(`tote.pools.${pool.pool}`)}</span>
              <Badge variant={STATUS_VARIANT[pool.status]} className="px-2 text-[10px]">
                {t(`tote.status.${pool.status}`)}
              </Badge>
            </span>
            <span className="text-xs text-muted-foreground">{t('tote.total')}</span>
            <span className="font-mono text-base font-black tabular-nums" data-pool-total={pool.pool}>
              {formatMoney(pool.total)}
            </span>
          </li>
        ))}
      </ul>
      {finished ? <ToteDividends raceId={race.id} names={names} /> : null}
      {finished ? null : (
        <>
          <WillPays race={race} pools={answer.pools} />
          <PairWillPays
            pools={answer.pools}
            field={race.entries}
            next={{
              field: nextField,
              failed: next.isError,
              retrying: next.isFetching,
              retry: () => void next.refetch(),
            }}
          />
        </>
      )}
      {finished ? null : (
        <TicketBuilder
          raceId={race.id}
          raceName={`${race.racetrack.name} · ${race.name}`}
          pools={answer.pools}
          field={race.entries}
          nextField={nextField}
        />
      )}
    </div>
  );
}

/** Win, place and show: what each runner would pay per 1.00 now. */
function WillPays({ race, pools }: { race: TRaceResponse; pools: Pool[] }) {
  const { t } = useTranslation();
  const single = (['win', 'place', 'show'] as const).flatMap((name) => pools.filter((pool) => pool.pool === name));
  if (single.length === 0) return null;
  const probable = (pool: Pool, entryId: number) =>
    pool.probables.find((item) => item.selection[0] === entryId)?.probable ?? null;
  const entries = [...race.entries].sort((a, b) => (a.number ?? 999) - (b.number ?? 999));
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-card shadow-sm">
      <table className="w-full table-fixed text-sm">
        <caption className="px-3 pt-3 text-left text-sm font-extrabold">{t('tote.willPays')}</caption>
        <thead>
          <tr className="text-[11px] font-bold tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="px-3 py-2 text-left">
              {t('racePage.columns.horse')}
            </th>
            {single.map((pool) => (
              <th key={pool.pool} scope="col" className="w-20 px-2 py-2 text-right sm:w-28 sm:px-3">
                {t(`tote.pools.${pool.pool}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {entries.map((entry) => (
            <tr key={entry.id} className={entry.scratched ? 'text-muted-foreground line-through' : undefined}>
              <th scope="row" className="px-3 py-2 text-left font-semibold">
                <span className="flex min-w-0 items-center gap-1.5">
                  <ProgramNumber number={entry.number} />
                  <span className="truncate">{entry.horse.name}</span>
                </span>
              </th>
              {single.map((pool) => {
                const value = probable(pool, entry.id);
                return (
                  <td key={pool.pool} className="px-2 py-2 text-right font-mono tabular-nums sm:px-3">
                    {value ?? '—'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Exacta, quinella and daily double: one pool's will-pay matrix at a time, the pool chosen above it. */
function PairWillPays({
  pools,
  field,
  next,
}: {
  pools: Pool[];
  field: TRaceResponse['entries'];
  /** The next race's field for the daily double: undefined while it loads. */
  next: { field: TRaceResponse['entries'] | undefined; failed: boolean; retrying: boolean; retry: () => void };
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<PairPool>('exacta');
  const pairPools = pools.filter((pool): pool is Pool & { pool: PairPool } => PAIR_POOLS.includes(pool.pool));
  const shown = pairPools.find((pool) => pool.pool === chosen) ?? pairPools[0];
  if (!shown) return null;
  const backed = shown.probables.some((item) => item.probable !== null);
  const waitingForNext = shown.pool === 'daily_double' && next.field === undefined;

  return (
    <div className="grid min-w-0 grid-cols-1 content-start gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm">
      {pairPools.length > 1 ? (
        <SegmentedControl
          value={shown.pool}
          onValueChange={setChosen}
          ariaLabel={t('tote.matrix.switcher')}
          options={pairPools.map((pool) => ({ value: pool.pool, label: t(`tote.pools.${pool.pool}`) }))}
          className="sm:max-w-md"
        />
      ) : null}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-sm font-extrabold">{t('tote.matrix.caption', { pool: t(`tote.pools.${shown.pool}`) })}</h3>
        <p className="text-xs text-muted-foreground">
          {t('tote.matrix.total')}{' '}
          <span className="font-mono text-sm font-black text-foreground tabular-nums">{formatMoney(shown.total)}</span>
        </p>
      </div>
      {!backed ? (
        <p className="rounded-xl border border-dashed border-border px-3 py-4 text-center text-xs text-muted-foreground">
          {t('tote.noStakes')}
        </p>
      ) : waitingForNext && next.failed ? (
        <LoadError
          message={t('tote.matrix.nextError')}
          retryLabel={t('board.loadError.retry')}
          onRetry={next.retry}
          retrying={next.retrying}
        />
      ) : waitingForNext ? (
        <LoadingRegion>
          <Skeleton className="h-40 w-full rounded-xl" />
        </LoadingRegion>
      ) : (
        <PairMatrix
          pool={shown.pool}
          probables={shown.probables}
          field={field}
          {...(shown.pool === 'daily_double' && next.field ? { nextField: next.field } : {})}
        />
      )}
    </div>
  );
}
