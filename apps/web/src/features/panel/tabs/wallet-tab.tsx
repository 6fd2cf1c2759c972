import type { TUserResponse } from '@galope/contracts';
import { ArrowDownToLine, TrendingUp, Trophy, Wallet } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { RestrictionBanner } from '@/components/restriction-banner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBalanceHistory, WALLET_HISTORY_LIMIT } from '@/lib/api/get-balance-history';
import { useBalanceTotals } from '@/lib/api/get-balance-totals';
import { formatMoney } from '@/lib/format/format-money';

import { BalanceChart } from '../components/balance-chart';
import { BalanceHistoryCard } from '../components/balance-history-card';
import { balancePoints } from '../balance-points';
import { PanelLoadError } from '../components/panel-load-error';
import { type StatCard, StatCards } from '../components/stat-cards';
import { StatementDownload } from '../components/statement-download';

/**
 * Saldo: the balance summary (totals over the whole history, from the server), the balance over the
 * last 20 movements, and those movements.
 */
export function WalletTab({ user, cashierRequests }: { user: TUserResponse; cashierRequests?: ReactNode }) {
  const { t } = useTranslation();
  const cashierTitleId = useId();
  const history = useBalanceHistory(WALLET_HISTORY_LIMIT);
  const totals = useBalanceTotals();

  const count = history.data?.length ?? 0;
  const summary: Omit<StatCard, 'label'>[] = [
    {
      key: 'currentBalance',
      icon: Wallet,
      value: formatMoney(user.balance),
      hint: null,
    },
    {
      key: 'totalDeposited',
      icon: ArrowDownToLine,
      value: totals.data ? formatMoney(totals.data.totalDeposited) : totals.isPending ? null : '—',
      hint: totals.data ? t('panel.wallet.allTime') : null,
    },
    {
      key: 'totalWon',
      icon: Trophy,
      value: totals.data ? formatMoney(totals.data.totalWon) : totals.isPending ? null : '—',
      hint: totals.data ? t('panel.wallet.allTime') : null,
    },
    {
      key: 'totalStaked',
      icon: TrendingUp,
      value: totals.data ? formatMoney(totals.data.totalStaked) : totals.isPending ? null : '—',
      hint: totals.data ? t('panel.wallet.allTime') : null,
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-labelledby="wallet-summary-title" className="grid gap-3">
        <h2 id="wallet-summary-title" className="text-lg font-bold">
          {t('panel.wallet.summaryTitle')}
        </h2>
        <StatCards cards={summary.map((card) => ({ ...card, label: t(`panel.wallet.${card.key}`) }))} />
        {totals.isError ? <PanelLoadError query={totals} /> : null}
      </section>
      <RestrictionBanner />
      {cashierRequests ? (
        <Card role="region" aria-labelledby={cashierTitleId}>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle id={cashierTitleId} className="text-base">
              {t('panel.wallet.cashierTitle')}
            </CardTitle>
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
              <PanelLoadError query={history} />
            ) : (
              <BalanceChart points={balancePoints(history.data)} />
            )}
          </CardContent>
        </Card>
        <BalanceHistoryCard
          className="lg:col-span-2"
          title={t('panel.wallet.historyTitle')}
          limit={WALLET_HISTORY_LIMIT}
        />
      </div>
    </div>
  );
}
