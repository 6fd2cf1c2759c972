import type { TApiConfigurationResponse } from '@galope/contracts';
import { PlugZap } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '@/lib/api/api-client';

import { useConnectionTest } from '../hooks/use-connection-test';
import { useDatasourceMessage } from '../hooks/use-datasource-message';
import { useSaveConfiguration } from '../hooks/use-save-configuration';
import { ActionButton } from './action-button';
import { LastSyncReason } from './last-sync-reason';
import { SettingInput } from './setting-input';
import { SettingSwitch } from './setting-switch';
import { SourceBadges } from './source-badges';

/** /api-configuration: one source with its active switch, priority and test button. */
export function SourceListRow({ configuration }: { configuration: TApiConfigurationResponse }) {
  const { t } = useTranslation();
  const translate = useDatasourceMessage();
  const { save, pending } = useSaveConfiguration(configuration, 'list');
  const { apiId } = configuration;
  const { test, run: runTest } = useConnectionTest(apiId, configuration.name);
  const id = `source-row-${apiId}`;
  const active = pending.active ?? configuration.active;

  const testText = test.data
    ? translate(test.data.details)
    : test.error
      ? translate(errorMessage(test.error, t('datasources.errors.testConnection')))
      : null;

  return (
    <li
      className="grid gap-4 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-6"
      aria-labelledby={`${id}-name`}
      data-active={String(configuration.active)}
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h3 id={`${id}-name`} className="font-semibold">
            {configuration.name}
          </h3>
          <SourceBadges configuration={configuration} />
        </div>
        <p className="font-mono text-xs text-muted-foreground">{apiId}</p>
        {configuration.description ? (
          <p className="text-sm text-muted-foreground">{configuration.description}</p>
        ) : null}
        {apiId === 'horse-racing-api' ? (
          <p className="text-xs text-muted-foreground">{t('datasources.configuration.secondaryNote')}</p>
        ) : null}
        <LastSyncReason configuration={configuration} />
        {testText ? (
          <p
            role="status"
            aria-label={t('datasources.source.testResult')}
            className={
              test.data?.connected
                ? 'rounded-lg bg-success/10 px-3 py-2 text-sm [overflow-wrap:anywhere]'
                : 'rounded-lg bg-muted px-3 py-2 text-sm [overflow-wrap:anywhere]'
            }
            data-connected={String(Boolean(test.data?.connected))}
          >
            {testText}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-[auto_6.5rem] items-end gap-x-4 gap-y-3 sm:grid-cols-[auto_6.5rem_auto]">
        <div className="min-w-36">
          <SettingSwitch
            id={`${id}-active`}
            label={active ? t('datasources.configuration.active') : t('datasources.configuration.inactive')}
            checked={active}
            pending={pending.active !== undefined}
            onChange={(checked) => void save({ active: checked })}
          />
        </div>
        <SettingInput
          id={`${id}-priority`}
          field="priority"
          label={t('datasources.configuration.priority')}
          saved={configuration.priority}
          onSave={(value) =>
            value === null ? Promise.resolve(false) : save({ active: configuration.active, priority: value })
          }
          pending={pending.priority !== undefined}
          min={1}
          max={99}
        />
        <ActionButton
          className="col-span-2 sm:col-span-1"
          variant="outline"
          pending={test.isPending}
          icon={<PlugZap aria-hidden />}
          onClick={runTest}
        >
          {t('datasources.test.run')}
        </ActionButton>
      </div>
    </li>
  );
}
