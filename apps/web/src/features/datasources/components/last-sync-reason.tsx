import type { TApiConfigurationResponse } from '@galope/contracts';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/format/cn';

import { useDatasourceMessage } from '../hooks/use-datasource-message';
import { SYNC_OUTCOME_BOX } from '../model/sync-report';

/** What the source's last sync failed at, as the server kept it: still there once the toast is gone. */
export function LastSyncReason({
  configuration,
  className,
}: {
  configuration: TApiConfigurationResponse;
  className?: string;
}) {
  const { t } = useTranslation();
  const translate = useDatasourceMessage();
  const { lastSyncOutcome: outcome, lastSyncError: reason } = configuration;
  if ((outcome !== 'partial' && outcome !== 'failed') || !reason) return null;
  return (
    <p
      className={cn('rounded-lg px-3 py-2 text-sm [overflow-wrap:anywhere]', SYNC_OUTCOME_BOX[outcome], className)}
      data-outcome={outcome}
    >
      <span className="font-semibold">{t('datasources.lastSync.reason')}: </span>
      {translate(reason)}
    </p>
  );
}
