import type { TApiStatsEntry } from '@galope/contracts';
import { BarChart3, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/format/cn';
import { formatDateTime } from '@/lib/format/format-date';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { useApiStats } from '../api/get-api-stats';
import { formatCount, formatRate, orderStats, usagePercent, effectiveLimit } from '../model/stats-figures';
import { DatasourceLoadError } from './datasource-load-error';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';

const KNOWN_ERROR_TYPES = ['timeout', 'network', 'quota', 'api_error', 'bad_response'];

/** /api-testing: each source's calls today against its limit, success rate, last call and failures by cause. */
export function ApiStatsSection() {
  const { t } = useTranslation();
  const stats = useApiStats();
  useLoadErrorToast(stats.error, t('datasources.errors.loadStats'));

  return (
    <section className="grid gap-3" aria-labelledby="api-stats-title">
      <div className="grid gap-1">
        <h2 id="api-stats-title" className="flex items-center gap-2 text-lg font-bold">
          <BarChart3 className="size-5 text-brand" aria-hidden />
          {t('datasources.testing.stats.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('datasources.testing.stats.description')}</p>
      </div>
      {stats.data ? (
        Object.keys(stats.data).length === 0 ? (
          <EmptyState icon={<BarChart3 />} title={t('datasources.testing.stats.empty')} className="bg-card" />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {orderStats(stats.data).map(([apiId, entry]) => (
              <li key={apiId} aria-labelledby={statsTitleId(apiId)}>
                <StatsCard apiId={apiId} entry={entry} />
              </li>
            ))}
          </ul>
        )
      ) : stats.isError ? (
        <DatasourceLoadError query={stats} message={t('datasources.errors.loadStats')} />
      ) : (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-64" />
          ))}
        </div>
      )}
    </section>
  );
}

const statsTitleId = (apiId: string) => `api-stats-${apiId}-title`;

function StatsCard({ apiId, entry }: { apiId: string; entry: TApiStatsEntry }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const count = (value: number) => formatCount(value, i18n.language);
  const limit = effectiveLimit(entry);
  const usage = usagePercent(entry.callsToday, limit);
  const rate = formatRate(entry.successRate, i18n.language);
  const errors = Object.entries(entry.errorTypes).filter(([, value]) => value > 0);
  const active = entry.status === 'Activa';

  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <CardTitle id={statsTitleId(apiId)} className="text-base">
            {entry.apiName}
          </CardTitle>
          <CardDescription className="font-mono text-xs">{apiId}</CardDescription>
          {apiId === 'rapidapi-horse-racing' ? (
            <CardDescription className="text-xs">{t('datasources.testing.stats.secondary')}</CardDescription>
          ) : null}
        </div>
        <Badge variant={active ? 'success' : 'muted'}>
          {active ? t('datasources.testing.stats.active') : t('datasources.testing.stats.inactive')}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <ul className="grid grid-cols-2 gap-2">
          <Figure
            label={t('datasources.testing.stats.callsToday')}
            value={count(entry.callsToday)}
            id={`api-stats-${apiId}-calls-today`}
          />
          <Figure
            label={t('datasources.testing.stats.successRate')}
            value={rate ?? '—'}
            id={`api-stats-${apiId}-success-rate`}
            tone={entry.successRate === null ? undefined : entry.successRate >= 90 ? 'good' : 'bad'}
          />
          <Figure
            label={t('datasources.testing.stats.dailyLimit')}
            value={limit === null ? t('datasources.unlimited') : count(limit)}
            id={`api-stats-${apiId}-daily-limit`}
          />
          <Figure
            label={t('datasources.testing.stats.remaining')}
            value={entry.remainingCalls === null ? '—' : count(entry.remainingCalls)}
            id={`api-stats-${apiId}-remaining`}
          />
        </ul>
        {usage !== null ? (
          <div className="grid gap-1">
            <div
              className="h-2 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label={t('datasources.testing.stats.usage')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(usage)}
            >
              <div
                className={cn(
                  'h-full rounded-full',
                  usage >= 90 ? 'bg-destructive' : usage >= 70 ? 'bg-warning' : 'bg-success',
                )}
                style={{ width: `${usage}%` }}
              />
            </div>
            <p className="text-xs text-muted-foreground">
              {t('datasources.testing.stats.usageText', { percent: Math.round(usage) })}
            </p>
          </div>
        ) : null}
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Clock className="size-3.5" aria-hidden />
          {entry.lastCall
            ? t('datasources.testing.stats.lastCall', { time: formatDateTime(entry.lastCall, i18n.language, timeZone) })
            : t('datasources.testing.stats.noCalls')}
        </p>
        <dl className="grid grid-cols-3 gap-2 text-center text-xs">
          <Total label={t('datasources.testing.stats.total')} value={count(entry.totalCalls)} />
          <Total
            label={t('datasources.testing.stats.successful')}
            value={count(entry.successfulCalls)}
            className="text-success"
          />
          <Total
            label={t('datasources.testing.stats.failed')}
            value={count(entry.failedCalls)}
            className={entry.failedCalls > 0 ? 'text-destructive' : undefined}
          />
        </dl>
        <div className="mt-auto grid gap-1.5">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('datasources.testing.stats.errorTypes')}
          </h3>
          {errors.length === 0 ? (
            <p className="text-xs text-muted-foreground">{t('datasources.testing.stats.noErrors')}</p>
          ) : (
            <ul className="flex flex-wrap gap-1.5">
              {errors.map(([type, value]) => (
                <li key={type}>
                  <Badge variant="destructive">
                    <ErrorTypeLabel type={type} />
                    <span className="tabular-nums">· {count(value)}</span>
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** timeout, network, http_429… in words; a cause the page does not know shows as sent. */
function ErrorTypeLabel({ type }: { type: string }) {
  const { t } = useTranslation();
  if (KNOWN_ERROR_TYPES.includes(type)) return t(`datasources.testing.stats.errors.${type}`);
  const http = /^http_(\d{3})$/.exec(type);
  if (http) return t('datasources.testing.stats.errors.http', { status: http[1] });
  return type;
}

/** A figure of the card: a list item named by its label ("Llamadas hoy"), as a screen reader announces it. */
function Figure({ id, label, value, tone }: { id: string; label: string; value: ReactNode; tone?: 'good' | 'bad' }) {
  return (
    <li className="grid gap-0.5 rounded-xl bg-muted/60 p-3" aria-labelledby={id}>
      <p id={id} className="text-xs text-muted-foreground">
        {label}
      </p>
      <p
        className={cn(
          'text-xl font-black tabular-nums',
          tone === 'good' && 'text-success',
          tone === 'bad' && 'text-destructive',
        )}
      >
        {value}
      </p>
    </li>
  );
}

function Total({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg border border-border px-2 py-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('font-bold tabular-nums', className)}>{value}</dd>
    </div>
  );
}
