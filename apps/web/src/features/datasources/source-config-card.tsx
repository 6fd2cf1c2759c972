import type { TApiConfigurationResponse } from '@galope/contracts';
import { Clock, PlugZap, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useTimeZone } from '@/lib/use-time-zone';

import { ActionButton } from './action-button';
import { useSyncDataSource } from './api/sync-data-source';
import { useTestApi } from './api/test-api';
import { SettingInput } from './setting-input';
import { SettingSwitch } from './setting-switch';
import { SourceBadges } from './source-badges';
import { TestResultView } from './test-result-view';
import { useDatasourceMessage } from './use-datasource-message';
import { useFailureToast } from './use-failure-toast';
import { useSaveConfiguration } from './use-save-configuration';

/**
 * The panel's card for one data source: its saved settings, switches that save when flipped,
 * limits saved on leaving the box, and a test and a sync button.
 */
export function SourceConfigCard({ configuration }: { configuration: TApiConfigurationResponse }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const translate = useDatasourceMessage();
  const showFailure = useFailureToast();
  const { save, pending } = useSaveConfiguration(configuration, 'panel');
  const test = useTestApi();
  const sync = useSyncDataSource();
  const { apiId } = configuration;
  const field = (name: string) => `source-card-${apiId}-${name}`;

  const runTest = () =>
    test.mutate(apiId, {
      onSuccess: (result) =>
        toast({
          title: result.connected
            ? t('datasources.test.connectedTitle', { name: configuration.apiName })
            : t('datasources.test.disconnectedTitle', { name: configuration.apiName }),
          description: translate(result.details),
          variant: result.connected ? 'success' : 'default',
        }),
      onError: (error) => showFailure(t('datasources.errors.testConnection'), error),
    });

  const runSync = () =>
    sync.mutate(apiId, {
      onSuccess: (result) => {
        if (result.success) {
          toast({
            title: t('datasources.toast.syncStarted'),
            description: translate(result.message),
            variant: 'success',
          });
        } else {
          showFailure(
            t('datasources.toast.syncError'),
            result.error ?? result.message,
            t('datasources.errors.syncStart'),
          );
        }
      },
      onError: (error) => showFailure(t('datasources.toast.syncError'), error, t('datasources.errors.syncStart')),
    });

  const syncOutcome = sync.data
    ? {
        ok: sync.data.success,
        text: translate(sync.data.success ? sync.data.message : (sync.data.error ?? sync.data.message)),
      }
    : sync.error
      ? { ok: false, text: translate(errorMessage(sync.error, t('datasources.errors.syncStart'))) }
      : null;

  return (
    <Card
      className="flex h-full flex-col"
      role="region"
      aria-labelledby={field('title')}
      data-enabled={String(configuration.isEnabled)}
    >
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <CardTitle id={field('title')} className="text-base">
              {configuration.apiName}
            </CardTitle>
            <p className="font-mono text-xs text-muted-foreground">{apiId}</p>
          </div>
          <SourceBadges configuration={configuration} />
        </div>
        {configuration.description ? <CardDescription>{configuration.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div className="divide-y divide-border rounded-xl border border-border px-4">
          <SettingSwitch
            id={field('enabled')}
            label={t('datasources.settings.enabled')}
            hint={t('datasources.settings.enabledHint')}
            checked={pending.isEnabled ?? configuration.isEnabled}
            pending={pending.isEnabled !== undefined}
            onChange={(checked) => void save({ isEnabled: checked })}
          />
          <SettingSwitch
            id={field('auto-sync')}
            label={t('datasources.settings.autoSync')}
            hint={t('datasources.settings.autoSyncHint')}
            checked={pending.autoSync ?? configuration.autoSync}
            pending={pending.autoSync !== undefined}
            onChange={(checked) => void save({ autoSync: checked })}
          />
          <SettingSwitch
            id={field('synthetic')}
            label={t('datasources.settings.syntheticOnly')}
            hint={t('datasources.settings.syntheticOnlyHint')}
            checked={pending.useSyntheticOnly ?? configuration.useSyntheticOnly}
            pending={pending.useSyntheticOnly !== undefined}
            onChange={(checked) => void save({ useSyntheticOnly: checked })}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SettingInput
            id={field('daily-limit')}
            field="dailyLimit"
            label={t('datasources.settings.dailyLimit')}
            hint={t('datasources.settings.dailyLimitHint')}
            placeholder={t('datasources.unlimited')}
            saved={configuration.dailyLimit}
            onSave={(value) => save({ dailyLimit: value })}
            pending={pending.dailyLimit !== undefined}
            min={1}
            max={10_000}
          />
          <SettingInput
            id={field('sync-interval')}
            field="syncInterval"
            label={t('datasources.settings.syncInterval')}
            hint={t('datasources.settings.syncIntervalHint')}
            saved={configuration.syncInterval}
            onSave={(value) => (value === null ? Promise.resolve(false) : save({ syncInterval: value }))}
            pending={pending.syncInterval !== undefined}
            min={1}
            max={1440}
            suffix={t('datasources.settings.minutes')}
          />
        </div>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Clock className="size-3.5" aria-hidden />
          {configuration.lastSyncAt
            ? t('datasources.source.lastSync', {
                time: formatDateTime(configuration.lastSyncAt, i18n.language, timeZone),
              })
            : t('datasources.source.neverSynced')}
        </p>
        {test.data || test.error ? (
          <div className="grid gap-1.5">
            <h4
              id={field('test-result')}
              className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {t('datasources.source.testResult')}
            </h4>
            <TestResultView result={test.data} error={test.error} labelledBy={field('test-result')} />
          </div>
        ) : null}
        {syncOutcome ? (
          <div className="grid gap-1.5">
            <h4
              id={field('sync-result')}
              className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {t('datasources.source.syncResult')}
            </h4>
            <p
              role="status"
              aria-labelledby={field('sync-result')}
              className={
                syncOutcome.ok
                  ? 'rounded-lg bg-success/10 px-3 py-2 text-sm [overflow-wrap:anywhere]'
                  : 'rounded-lg bg-destructive/10 px-3 py-2 text-sm [overflow-wrap:anywhere]'
              }
              data-tone={syncOutcome.ok ? 'success' : 'failure'}
            >
              {syncOutcome.text}
            </p>
          </div>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2">
          <ActionButton variant="outline" pending={test.isPending} icon={<PlugZap aria-hidden />} onClick={runTest}>
            {t('datasources.test.run')}
          </ActionButton>
          <ActionButton pending={sync.isPending} icon={<RefreshCw aria-hidden />} onClick={runSync}>
            {t('datasources.source.sync')}
          </ActionButton>
        </div>
      </CardContent>
    </Card>
  );
}
