import type { TApiConfigurationResponse, TSyncOutcome } from '@galope/contracts';
import { Clock, PlugZap, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api/api-client';
import { cn } from '@/lib/format/cn';
import { formatDateTime } from '@/lib/format/format-date';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { useSyncDataSource } from '../api/sync-data-source';
import { useConnectionTest } from '../hooks/use-connection-test';
import { useDatasourceMessage } from '../hooks/use-datasource-message';
import { useFailureToast } from '../hooks/use-failure-toast';
import { useSaveConfiguration } from '../hooks/use-save-configuration';
import { SYNC_OUTCOME_BOX, syncReason, syncToneOf } from '../model/sync-report';
import { ActionButton } from './action-button';
import { LastSyncReason } from './last-sync-reason';
import { SettingInput } from './setting-input';
import { SettingSwitch } from './setting-switch';
import { SourceBadges } from './source-badges';
import { TestResultView } from './test-result-view';

/** A sync's outcome: green complete, amber partial, red failed. */
const SYNC_BADGE: Record<TSyncOutcome, BadgeVariant> = {
  complete: 'success',
  partial: 'warning',
  failed: 'destructive',
};

/** The card's switches, each saving its field when flipped: the field, its element id, its texts' key. */
const SWITCHES = [
  { key: 'isEnabled', id: 'enabled', text: 'enabled' },
  { key: 'autoSync', id: 'auto-sync', text: 'autoSync' },
  { key: 'useSyntheticOnly', id: 'synthetic', text: 'syntheticOnly' },
] as const;

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
  const { apiId } = configuration;
  const { test, run: runTest } = useConnectionTest(apiId, configuration.apiName);
  const sync = useSyncDataSource();
  const field = (name: string) => `source-card-${apiId}-${name}`;

  const runSync = () =>
    sync.mutate(apiId, {
      onSuccess: (result) => {
        const tone = syncToneOf(result);
        if (tone === 'complete') {
          toast({
            title: t('datasources.toast.syncStarted'),
            description: translate(result.message),
            variant: 'success',
          });
        } else if (tone === 'partial') {
          toast({
            title: t('datasources.syncReport.partialTitle'),
            description: `${translate(result.message)} — ${translate(syncReason(result))}`,
            variant: 'warning',
          });
        } else {
          showFailure(t('datasources.syncReport.failedTitle'), syncReason(result), t('datasources.errors.syncStart'));
        }
      },
      onError: (error) => showFailure(t('datasources.toast.syncError'), error, t('datasources.errors.syncStart')),
    });

  const syncOutcome: { tone: TSyncOutcome; text: string } | null = sync.data
    ? {
        tone: syncToneOf(sync.data),
        text:
          syncToneOf(sync.data) === 'complete'
            ? translate(sync.data.message)
            : syncToneOf(sync.data) === 'partial'
              ? `${translate(sync.data.message)} — ${translate(syncReason(sync.data))}`
              : translate(syncReason(sync.data)),
      }
    : sync.error
      ? { tone: 'failed', text: translate(errorMessage(sync.error, t('datasources.errors.syncStart'))) }
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
          {SWITCHES.map(({ key, id, text }) => (
            <SettingSwitch
              key={key}
              id={field(id)}
              label={t(`datasources.settings.${text}`)}
              hint={t(`datasources.settings.${text}Hint`)}
              checked={pending[key] ?? configuration[key]}
              pending={pending[key] !== undefined}
              onChange={(checked) => void save({ [key]: checked })}
            />
          ))}
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
            <ResultHeading id={field('test-result')}>{t('datasources.source.testResult')}</ResultHeading>
            <TestResultView result={test.data} error={test.error} labelledBy={field('test-result')} />
          </div>
        ) : null}
        {syncOutcome ? null : <LastSyncReason configuration={configuration} />}
        {syncOutcome ? (
          <div className="grid gap-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <ResultHeading id={field('sync-result')}>{t('datasources.source.syncResult')}</ResultHeading>
              <Badge variant={SYNC_BADGE[syncOutcome.tone]} data-outcome={syncOutcome.tone}>
                {t(`datasources.syncReport.${syncOutcome.tone}`)}
              </Badge>
            </div>
            <p
              role="status"
              aria-labelledby={field('sync-result')}
              className={cn(
                'rounded-lg px-3 py-2 text-sm [overflow-wrap:anywhere]',
                SYNC_OUTCOME_BOX[syncOutcome.tone],
              )}
              data-tone={
                syncOutcome.tone === 'complete' ? 'success' : syncOutcome.tone === 'partial' ? 'partial' : 'failure'
              }
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

/** The small heading over the last test's or sync's answer; the answer names it as its label. */
function ResultHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h4 id={id} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
      {children}
    </h4>
  );
}
