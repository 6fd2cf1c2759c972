import type { TDashboardStatsResponse, TUserResponse } from '@galope/contracts';
import { DollarSign, Hash, Percent, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Badge } from '@/components/ui/badge';
import { CardContent, TitledCard } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDashboardStats } from '@/lib/api/get-dashboard-stats';
import { cn } from '@/lib/format/cn';
import { formatDate } from '@/lib/format/format-date';
import { formatMoney } from '@/lib/format/format-money';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { signedCents } from '../balance-points';
import { BetHistory } from '../components/bet-history';
import { PanelLoadError } from '../components/panel-load-error';
import { StatCards } from '../components/stat-cards';

/** Spec §9: win rate = won / total × 100, shown with one decimal. */
function formatWinRate(winRate: number): string {
  return `${(Number.isFinite(winRate) ? winRate : 0).toFixed(1)}%`;
}

/** The balance (from the session), the totals of dashboard-stats, the account and the bet history. */
export function DashboardTab({ user }: { user: TUserResponse }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const stats = useDashboardStats();

  const statValue = (read: (data: TDashboardStatsResponse) => string) =>
    stats.data ? read(stats.data) : stats.isPending ? null : '—';
  const cards = [
    { key: 'balance', icon: DollarSign, value: formatMoney(user.balance), hint: null },
    {
      key: 'totalWagered',
      icon: TrendingUp,
      value: statValue((data) => formatMoney(data.totalWagered)),
      hint: null,
    },
    {
      key: 'totalBets',
      icon: Hash,
      value: statValue((data) => String(data.totalBets)),
      hint: stats.data
        ? t('panel.dashboard.totalBetsHint', {
            won: stats.data.wonBets,
            lost: stats.data.lostBets,
            pending: stats.data.pendingBets,
          })
        : null,
    },
    {
      key: 'winRate',
      icon: Percent,
      value: statValue((data) => formatWinRate(data.winRate)),
      hint: stats.data ? t('panel.dashboard.winRateHint') : null,
    },
  ] as const;
  const netCents = stats.data ? signedCents(stats.data.netProfit) : 0;

  return (
    <div className="grid grid-cols-1 gap-6">
      <StatCards cards={cards.map((card) => ({ ...card, label: t(`panel.dashboard.${card.key}`) }))} />
      {stats.isError ? <PanelLoadError query={stats} /> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <TitledCard title={t('panel.dashboard.accountInfo')}>
          <CardContent>
            <dl className="grid gap-2 text-sm">
              <Row label={t('panel.profile.username')} value={user.username} />
              <Row label={t('panel.profile.email')} value={user.email} />
              <Row
                label={t('panel.dashboard.status')}
                value={
                  <Badge
                    variant={
                      user.status === 'approved' ? 'success' : user.status === 'pending' ? 'warning' : 'destructive'
                    }
                  >
                    {t(`status.${user.status}`)}
                  </Badge>
                }
              />
              <Row
                label={t('panel.dashboard.memberSince')}
                value={formatDate(user.createdAt, i18n.language, timeZone)}
              />
            </dl>
          </CardContent>
        </TitledCard>
        <TitledCard title={t('panel.dashboard.financialSummary')}>
          <CardContent>
            <dl className="grid gap-2 text-sm">
              <Row label={t('panel.dashboard.totalWon')} value={statValue((data) => formatMoney(data.totalWon))} />
              <Row
                label={t('panel.dashboard.totalWagered')}
                value={statValue((data) => formatMoney(data.totalWagered))}
              />
              <Row
                label={t('panel.dashboard.netProfit')}
                value={statValue((data) => formatMoney(data.netProfit))}
                valueClassName={stats.data ? (netCents >= 0 ? 'text-success' : 'text-destructive') : undefined}
              />
            </dl>
          </CardContent>
        </TitledCard>
      </div>
      <BetHistory />
    </div>
  );
}

function Row({
  label,
  value,
  valueClassName,
}: {
  label: string;
  /** null while loading. */
  value: ReactNode;
  valueClassName?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-border pb-2 last:border-0 last:pb-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('text-right font-semibold tabular-nums [overflow-wrap:anywhere]', valueClassName)}>
        {value === null ? <Skeleton className="h-5 w-20" /> : value}
      </dd>
    </div>
  );
}
