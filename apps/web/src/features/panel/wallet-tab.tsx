import type { TUserResponse } from '@galope/contracts';
import { ArrowDownToLine, type LucideIcon, TrendingUp, Trophy, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format-money';
import { useBalanceHistory, WALLET_HISTORY_LIMIT } from '@/lib/get-balance-history';
import { useBalanceTotals } from '@/lib/get-balance-totals';
import { RestrictionBanner } from '@/lib/restriction-banner';

import { BalanceChart } from './balance-chart';
import { BalanceHistoryList } from './balance-history-list';
import { balancePoints } from './balance-points';
import { ListSkeleton } from './list-skeleton';
import { PanelLoadError } from './panel-load-error';
import { StatementDownload } from './statement-download';

/**
 * Saldo: the balance summary (totals over the whole history, from the server), the balance over the
 * last 20 movements, and those movements.
 */
export function WalletTab({ user, cashierRequests }: { user: TUserResponse; cashierRequests?: ReactNode }) {
  const { t } = useTranslation();
  const history = useBalanceHistory(WALLET_HISTORY_LIMIT);
  const totals = useBalanceTotals();

  const count = history.data?.length ?? 0;
  const summary: { key: string; icon: LucideIcon; value: string | null; hint: string | null; testId: string }[] = [
    {
      key: 'currentBalance',
      icon: Wallet,
      value: formatMoney(user.balance),
      hint: null,
      testId: 'wallet-balance',
    },
    {
      key: 'totalDeposited',
      icon: ArrowDownToLine,
      value: totals.data ? formatMoney(totals.data.totalDeposited) : totals.isPending ? null : '—',
      hint: totals.data ? t('panel.wallet.allTime') : null,
      testId: 'wallet-total-deposited',
    },
    {
      key: 'totalWon',
      icon: Trophy,
      value: totals.data ? formatMoney(totals.data.totalWon) : totals.isPending ? null : '—',
      hint: totals.data ? t('panel.wallet.allTime') : null,
      testId: 'wallet-total-won',
    },
    {
      key: 'totalStaked',
      icon: TrendingUp,
      value: totals.data ? formatMoney(totals.data.totalStaked) : totals.isPending ? null : '—',
      hint: totals.data ? t('panel.wallet.allTime') : null,
      testId: 'wallet-total-staked',
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-labelledby="wallet-summary-title" className="grid gap-3">
        <h2 id="wallet-summary-title" className="text-lg font-bold">
          {t('panel.wallet.summaryTitle')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {summary.map(({ key, icon: Icon, value, hint, testId }) => (
            <li key={key}>
              <Card className="flex h-full flex-col gap-1 p-4">
                <div className="flex items-center justify-between gap-2">
                  <p className="text-xs font-semibold text-muted-foreground sm:text-sm">{t(`panel.wallet.${key}`)}</p>
                  <span className="rounded-lg bg-primary-soft p-1.5 text-brand">
                    <Icon className="size-4" aria-hidden />
                  </span>
                </div>
                {value === null ? (
                  <Skeleton className="mt-2 h-7 w-24" />
                ) : (
                  <p className="mt-1 text-xl font-black tabular-nums sm:text-2xl" data-testid={testId}>
                    {value}
                  </p>
                )}
                {hint ? <p className="text-[11px] leading-snug text-muted-foreground">{hint}</p> : null}
              </Card>
            </li>
          ))}
        </ul>
        {totals.isError ? <PanelLoadError onRetry={() => void totals.refetch()} retrying={totals.isFetching} /> : null}
      </section>
      <RestrictionBanner />
      {cashierRequests ? (
        <Card data-testid="wallet-cashier">
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle className="text-base">{t('panel.wallet.cashierTitle')}</CardTitle>
            <div className="flex gap-2">
              <Button asChild size="sm" variant="outline">
                <Link to="/deposit?tab=withdraw">{t('userMenu.withdraw')}</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/deposit">{t('userMenu.deposit')}</Link>
              </Button>
            </div>
          </CardHeader>
          <CardContent>{cashierRequests}</CardContent>
        </Card>
      ) : null}
      <StatementDownload />
      <div className="grid gap-4 lg:grid-cols-5">
        <Card className="lg:sticky lg:top-20 lg:col-span-3 lg:self-start">
          <CardHeader>
            <CardTitle className="text-base">{t('panel.wallet.chartTitle')}</CardTitle>
            {history.data && count > 0 ? (
              <CardDescription>{t('panel.wallet.chartDescription', { count })}</CardDescription>
            ) : null}
          </CardHeader>
          <CardContent>
            {history.isPending ? (
              <Skeleton className="h-56 w-full" />
            ) : history.isError ? (
              <PanelLoadError onRetry={() => void history.refetch()} retrying={history.isFetching} />
            ) : (
              <BalanceChart points={balancePoints(history.data)} />
            )}
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-base">{t('panel.wallet.historyTitle')}</CardTitle>
            <CardDescription>{t('panel.wallet.historyDescription', { count: WALLET_HISTORY_LIMIT })}</CardDescription>
          </CardHeader>
          <CardContent>
            {history.isPending ? (
              <ListSkeleton rows={5} />
            ) : history.isError ? (
              <PanelLoadError onRetry={() => void history.refetch()} retrying={history.isFetching} />
            ) : (
              <BalanceHistoryList history={history.data} label={t('panel.wallet.historyTitle')} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
