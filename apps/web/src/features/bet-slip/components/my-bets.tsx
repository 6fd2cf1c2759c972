import type { TBetResponse } from '@galope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CashOutAction } from '@/components/cash-out/cash-out-action';
import { ListSkeleton } from '@/components/list-skeleton';
import { Button } from '@/components/ui/button';
import { QueryLoadError } from '@/components/ui/load-error';
import { useBets } from '@/lib/api/get-bets';
import { formatMoney } from '@/lib/format/format-money';
import { formatOdds } from '@/lib/format/format-odds';
import { useOddsFormat } from '@/lib/preferences/use-odds-format';

/**
 * The slip shows this many pending bets, each asking for its cash-out value; the rest are in the panel's
 * history.
 */
const SHOWN = 20;

/** "Mis apuestas": the player's pending bets, each with its live cash-out value and action. */
export function MyBets() {
  const { t } = useTranslation();
  const bets = useBets();
  if (bets.isPending) return <ListSkeleton />;
  if (bets.isError) {
    return <QueryLoadError query={bets} message={t('betSlip.myBetsError')} retryLabel={t('errors.session.retry')} />;
  }
  const pending = bets.data.filter((bet) => bet.status === 'pending');
  if (pending.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center font-semibold">
        {t('betSlip.myBetsEmpty')}
      </p>
    );
  }
  return (
    <>
      <ul className="grid grid-cols-1 gap-2.5" aria-label={t('betSlip.tabs.myBets')}>
        {pending.slice(0, SHOWN).map((bet) => (
          <PendingBet key={bet.id} bet={bet} />
        ))}
      </ul>
      {pending.length > SHOWN ? (
        <Button variant="outline" asChild>
          <Link to="/dashboard">{t('betSlip.dashboardLink')}</Link>
        </Button>
      ) : null}
    </>
  );
}

function PendingBet({ bet }: { bet: TBetResponse }) {
  const { t } = useTranslation();
  const oddsFormat = useOddsFormat();
  const event = bet.eventTitle ?? bet.raceEntry?.race.name ?? bet.race?.name ?? '';
  const betType = t(`panel.bets.types.${bet.betType}`, { defaultValue: bet.betType });
  const cashedOut = bet.cashedOutAmount && bet.cashedOutAmount !== '0.00' ? bet.cashedOutAmount : null;
  const figures = [
    [t('panel.bets.columns.stake'), formatMoney(bet.amount)],
    [t('panel.bets.columns.odds'), formatOdds(bet.odds, oddsFormat)],
    [t('panel.bets.potential'), formatMoney(bet.potentialWinnings)],
  ] as const;
  return (
    <li className="grid gap-2 rounded-xl border border-border bg-background p-3 text-sm" data-status={bet.status}>
      <div className="grid gap-0.5">
        <span className="font-semibold [overflow-wrap:anywhere]">{bet.selection ?? event}</span>
        <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
          {betType} · {event}
        </span>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {figures.map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {cashedOut ? (
        <p className="text-xs text-muted-foreground">
          {t('cashOut.cashedOutPart', { amount: formatMoney(cashedOut), value: formatMoney(bet.cashedOutValue) })}
        </p>
      ) : null}
      <CashOutAction bet={bet} />
    </li>
  );
}
