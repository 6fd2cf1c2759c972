import type { TUserResponse } from '@galope/contracts';
import { DollarSign, Hash, Percent, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';

/** Balance is real; bet statistics show zero until the betting release brings dashboard-stats. */
export function DashboardTab({ user }: { user: TUserResponse }) {
  const { t, i18n } = useTranslation();
  const cards = [
    { key: 'balance', icon: DollarSign, value: formatMoney(user.balance), testId: 'dashboard-balance' },
    { key: 'totalWagered', icon: TrendingUp, value: formatMoney('0.00'), testId: 'dashboard-total-wagered' },
    { key: 'totalBets', icon: Hash, value: '0', testId: 'dashboard-total-bets' },
    { key: 'winRate', icon: Percent, value: '0.0%', testId: 'dashboard-win-rate' },
  ] as const;

  return (
    <div className="grid grid-cols-1 gap-6" data-testid="panel-dashboard">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ key, icon: Icon, value, testId }) => (
          <li key={key}>
            <Card className="h-full p-4">
              <div className="flex items-center justify-between gap-2">
                <p className="text-xs font-semibold text-muted-foreground sm:text-sm">{t(`panel.dashboard.${key}`)}</p>
                <span className="rounded-lg bg-primary-soft p-1.5 text-brand">
                  <Icon className="size-4" aria-hidden />
                </span>
              </div>
              <p className="mt-2 text-xl font-black tabular-nums sm:text-2xl" data-testid={testId}>
                {value}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('panel.dashboard.accountInfo')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-2 text-sm">
              <Row label={t('panel.profile.username')} value={user.username} />
              <Row label={t('panel.profile.email')} value={user.email} />
              <Row label={t('panel.dashboard.memberSince')} value={formatDate(user.createdAt, i18n.language)} />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('panel.dashboard.financialSummary')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-2 text-sm">
              <Row label={t('panel.dashboard.totalWon')} value={formatMoney('0.00')} />
              <Row label={t('panel.dashboard.totalWagered')} value={formatMoney('0.00')} />
              <Row label={t('panel.dashboard.netProfit')} value={formatMoney('0.00')} valueClassName="text-success" />
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function Row({ label, value, valueClassName }: { label: string; value: string; valueClassName?: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-border pb-2 last:border-0 last:pb-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={`text-right font-semibold [overflow-wrap:anywhere] ${valueClassName ?? ''}`}>{value}</dd>
    </div>
  );
}
