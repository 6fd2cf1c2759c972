import { DATA_SOURCE_IDS, type TApiConfigurationResponse } from '@galope/contracts';
import {
  Activity,
  BarChart3,
  CircleCheck,
  CircleX,
  Database,
  LoaderCircle,
  type LucideIcon,
  PlugZap,
  Power,
  RefreshCcw,
  Settings2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/button-link';
import { StatTile } from '@/components/stat-tile';
import { CardContent, TitledCard } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

import { ActionButton } from './components/action-button';
import { useApiConfigurations } from './api/get-api-configurations';
import { useApiStats } from './api/get-api-stats';
import { connectionState } from './model/connection-state';
import { SourceConfigCard } from './components/source-config-card';
import { formatCount } from './model/stats-figures';
import { DatasourceLoadError } from './components/datasource-load-error';
import { useLoadErrorToast } from './hooks/use-load-error-toast';
import { type SourceSyncState, useSyncAll } from './hooks/use-sync-all';

/** The spec's card order: sport-api, horse-racing-api, uk-betting-odds-api, us-horse-racing-api. */
function inSpecOrder(configurations: TApiConfigurationResponse[]) {
  return DATA_SOURCE_IDS.flatMap((apiId) => configurations.filter((item) => item.apiId === apiId));
}

/**
 * The control panel's API tab (super admins): summary cards, 'Sincronizar Todas' and 'Ver
 * Estadísticas Completas', and one card per data source with its settings.
 */
export function ApiManagementTab() {
  const { t } = useTranslation();
  const configurations = useApiConfigurations();
  useLoadErrorToast(configurations.error, t('datasources.errors.loadConfigurations'));
  const syncAll = useSyncAll();
  const sources = configurations.data ? inSpecOrder(configurations.data) : null;

  return (
    <div className="grid gap-6">
      <Summary sources={sources} />
      <TitledCard
        title={t('datasources.panel.controls.title')}
        description={t('datasources.panel.controls.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <ActionButton
              pending={syncAll.running}
              disabled={!sources}
              icon={<RefreshCcw aria-hidden />}
              onClick={() => sources && void syncAll.run(sources)}
            >
              {t('datasources.panel.controls.syncAll')}
            </ActionButton>
            <ButtonLink to="/api-testing" icon={BarChart3} variant="outline">
              {t('datasources.panel.controls.viewStats')}
            </ButtonLink>
          </div>
        }
      >
        <CardContent className="grid gap-3">
          {syncAll.progress ? (
            <ul className="grid gap-2 sm:grid-cols-2" aria-live="polite">
              {syncAll.progress.map((item) => (
                <li
                  key={item.apiId}
                  className="flex items-start gap-2 rounded-lg border border-border px-3 py-2 text-sm"
                  data-state={item.state}
                >
                  <SyncStateIcon state={item.state} />
                  <span className="grid min-w-0 gap-0.5">
                    <span className="font-semibold">
                      {item.name}
                      <span className="sr-only"> · {t(`datasources.panel.syncAll.states.${item.state}`)}</span>
                    </span>
                    <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                      {item.message ?? t(`datasources.panel.syncAll.states.${item.state}`)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {[
              { to: '/api-management', icon: Database, label: t('datasources.nav.management') },
              { to: '/api-configuration', icon: Settings2, label: t('datasources.nav.configuration') },
            ].map(({ to, icon: Icon, label }) => (
              <Link
                key={to}
                to={to}
                className="inline-flex items-center gap-1.5 font-semibold text-brand hover:underline"
              >
                <Icon className="size-4" aria-hidden />
                {label}
              </Link>
            ))}
          </div>
        </CardContent>
      </TitledCard>
      {sources ? (
        <ul className="grid gap-4 lg:grid-cols-2">
          {sources.map((configuration) => (
            <li key={configuration.apiId}>
              <SourceConfigCard configuration={configuration} />
            </li>
          ))}
        </ul>
      ) : configurations.isError ? (
        <DatasourceLoadError query={configurations} message={t('datasources.errors.loadConfigurations')} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {DATA_SOURCE_IDS.map((apiId) => (
            <Skeleton key={apiId} className="h-96" />
          ))}
        </div>
      )}
    </div>
  );
}

function SyncStateIcon({ state }: { state: SourceSyncState }) {
  if (state === 'running')
    return <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin text-brand" aria-hidden />;
  if (state === 'done') return <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />;
  if (state === 'failed') return <CircleX className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />;
  return <span className="mt-1.5 size-2 shrink-0 rounded-full bg-border" aria-hidden />;
}

/** Sources configured, switched on, connected, and calls made today across them. */
function Summary({ sources }: { sources: TApiConfigurationResponse[] | null }) {
  const { t, i18n } = useTranslation();
  const stats = useApiStats();
  const connected = sources?.filter((source) => connectionState(source.status) === 'connected').length ?? 0;
  const callsToday = stats.data ? Object.values(stats.data).reduce((sum, entry) => sum + entry.callsToday, 0) : null;
  const cards: { key: string; icon: LucideIcon; value: string | null; tone?: string }[] = [
    { key: 'total', icon: Database, value: sources ? String(sources.length) : null },
    {
      key: 'enabled',
      icon: Power,
      value: sources ? String(sources.filter((source) => source.isEnabled).length) : null,
    },
    {
      key: 'connected',
      icon: PlugZap,
      value: sources ? String(connected) : null,
      tone: connected > 0 ? 'text-success' : undefined,
    },
    {
      key: 'callsToday',
      icon: Activity,
      value: callsToday === null ? (stats.isError ? '—' : null) : formatCount(callsToday, i18n.language),
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ key, icon, value, tone }) => (
        <li key={key}>
          <StatTile
            label={t(`datasources.panel.summary.${key}`)}
            icon={icon}
            value={value}
            valueClassName={tone}
            placeholderWidth="w-16"
          />
        </li>
      ))}
    </ul>
  );
}
