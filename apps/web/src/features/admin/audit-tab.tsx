import { History, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { useTimeZone } from '@/lib/use-time-zone';

import { type AuditEntry, useAuditLog } from './api/get-audit-log';

const AUDIT_LIMIT = 100;

/** Super admins: the latest 100 back-office actions, who did them and on what. */
export function AuditTab() {
  const { t } = useTranslation();
  const audit = useAuditLog(AUDIT_LIMIT);
  return (
    <Card data-testid="admin-audit">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2">
            <History className="size-5 text-brand" aria-hidden />
            {t('admin.audit.title')}
          </CardTitle>
          <CardDescription>{t('admin.audit.description', { count: AUDIT_LIMIT })}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void audit.refetch()} disabled={audit.isFetching}>
          <RefreshCw className={audit.isFetching ? 'animate-spin' : undefined} aria-hidden />
          {t('admin.audit.refresh')}
        </Button>
      </CardHeader>
      <CardContent className="px-3 sm:px-5">
        {audit.isPending ? (
          <div className="grid gap-2" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-16 w-full" />
            ))}
          </div>
        ) : audit.isError ? (
          <LoadError
            message={t('admin.loadError')}
            retryLabel={t('admin.retry')}
            onRetry={() => void audit.refetch()}
            retrying={audit.isFetching}
          />
        ) : audit.data.length === 0 ? (
          <EmptyState icon={<History />} title={t('admin.audit.empty')} />
        ) : (
          <ol className="grid divide-y divide-border" aria-label={t('admin.audit.title')}>
            {audit.data.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const actionKey = `admin.audit.actions.${entry.action.replace('.', '_')}`;
  const details = Object.entries(entry.details).filter(([, value]) => value !== null && value !== '');
  return (
    <li className="grid gap-1.5 py-3" data-testid="audit-entry" data-action={entry.action}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="soft">{i18n.exists(actionKey) ? t(actionKey) : entry.action}</Badge>
        <span className="text-sm">
          {t('admin.audit.by')} <span className="font-semibold">{entry.adminUsername}</span>
        </span>
        <span className="text-xs text-muted-foreground">
          · {entry.targetType}
          {entry.targetId ? ` #${entry.targetId}` : ''}
        </span>
        <time className="ml-auto text-xs text-muted-foreground tabular-nums" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt, i18n.language, timeZone)}
        </time>
      </div>
      {details.length > 0 ? (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {details.map(([key, value]) => (
            <div key={key} className="flex min-w-0 gap-1">
              <dt className="font-medium">{key}:</dt>
              <dd className="truncate [overflow-wrap:anywhere]">
                {typeof value === 'object' ? JSON.stringify(value) : String(value)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
