import type { TApiConfigurationResponse, TDataSourceId } from '@galope/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/use-toast';
import { errorMessage, isUnauthorized } from '@/lib/api/api-client';

import { useSyncDataSource } from '../api/sync-data-source';
import { useDatasourceMessage } from './use-datasource-message';

export type SourceSyncState = 'waiting' | 'running' | 'done' | 'failed';
export type SourceSyncProgress = { apiId: TDataSourceId; name: string; state: SourceSyncState; message?: string };

/**
 * 'Sincronizar Todas': every enabled source, one after the other (their services limit bursts), with
 * each one's state as it goes and one toast at the end.
 */
export function useSyncAll() {
  const { t } = useTranslation();
  const translate = useDatasourceMessage();
  const { mutateAsync } = useSyncDataSource();
  const [progress, setProgress] = useState<SourceSyncProgress[] | null>(null);
  const [running, setRunning] = useState(false);

  const run = useCallback(
    async (configurations: TApiConfigurationResponse[]) => {
      const enabled = configurations.filter((configuration) => configuration.isEnabled);
      if (enabled.length === 0) {
        setProgress(null);
        toast({ title: t('datasources.panel.syncAll.noneTitle'), description: t('datasources.panel.syncAll.none') });
        return;
      }
      const update = (apiId: TDataSourceId, change: Partial<SourceSyncProgress>) =>
        setProgress(
          (current) => current?.map((item) => (item.apiId === apiId ? { ...item, ...change } : item)) ?? null,
        );

      setRunning(true);
      setProgress(enabled.map(({ apiId, apiName }) => ({ apiId, name: apiName, state: 'waiting' })));
      let failed = 0;
      for (const { apiId } of enabled) {
        update(apiId, { state: 'running' });
        try {
          const result = await mutateAsync(apiId);
          if (!result.success) failed += 1;
          update(apiId, {
            state: result.success ? 'done' : 'failed',
            message: translate(result.success ? result.message : (result.error ?? result.message)),
          });
        } catch (error) {
          failed += 1;
          update(apiId, {
            state: 'failed',
            message: translate(errorMessage(error, t('datasources.errors.syncStart'))),
          });
          // A lost session ends the run: the query client is already taking the player to the login.
          if (isUnauthorized(error)) break;
        }
      }
      setRunning(false);
      if (failed === 0) {
        toast({
          title: t('datasources.toast.syncStarted'),
          description: t('datasources.panel.syncAll.allDone', { count: enabled.length }),
          variant: 'success',
        });
      } else {
        toast({
          title: t('datasources.toast.syncError'),
          description: t('datasources.panel.syncAll.someFailed', { failed, total: enabled.length }),
          variant: 'destructive',
        });
      }
    },
    [mutateAsync, t, translate],
  );

  return { run, running, progress };
}
