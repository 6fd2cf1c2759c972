import type { TApiConfigurationResponse } from '@galope/contracts';
import { CircleCheck, CircleDashed, CircleX, Power } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Badge } from '@/components/ui/badge';
import { CardContent, TitledCard } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/format/cn';

import { useApiConfigurations } from './api/get-api-configurations';
import { connectionState } from './model/connection-state';
import { DatasourcesPage } from './components/datasources-header';
import { SourceListRow } from './components/source-list-row';
import { DatasourceLoadError } from './components/datasource-load-error';
import { useLoadErrorToast } from './hooks/use-load-error-toast';

/** /api-configuration (super admins): the data sources by priority, each switched on or off and tested here. */
export function ApiConfigurationPage() {
  const { t } = useTranslation();
  const configurations = useApiConfigurations();
  useLoadErrorToast(configurations.error, t('datasources.errors.loadConfigurations'));
  // 1 is the highest priority; equal priorities keep the server's order.
  const sources = configurations.data ? [...configurations.data].sort((a, b) => a.priority - b.priority) : null;
  const listTitleId = useId();

  return (
    <DatasourcesPage path="/api-configuration">
      {sources ? <SystemStatus sources={sources} /> : null}
      <TitledCard
        titleId={listTitleId}
        title={t('datasources.configuration.listTitle')}
        description={t('datasources.configuration.listDescription')}
      >
        <CardContent>
          {sources ? (
            <ul className="divide-y divide-border rounded-xl border border-border" aria-labelledby={listTitleId}>
              {sources.map((configuration) => (
                <SourceListRow key={configuration.apiId} configuration={configuration} />
              ))}
            </ul>
          ) : configurations.isError ? (
            <DatasourceLoadError query={configurations} message={t('datasources.errors.loadConfigurations')} />
          ) : (
            <div className="grid gap-3">
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} className="h-24" />
              ))}
            </div>
          )}
        </CardContent>
      </TitledCard>
    </DatasourcesPage>
  );
}

/** How many sources are on, connected, failing or not connected, and what that means overall. */
function SystemStatus({ sources }: { sources: TApiConfigurationResponse[] }) {
  const { t } = useTranslation();
  const count = (state: string) => sources.filter((source) => connectionState(source.status) === state).length;
  const active = sources.filter((source) => source.active).length;
  const stateOfActive = (state: string) =>
    sources.filter((source) => source.active && connectionState(source.status) === state).length;
  const errors = count('error');
  // A switched-on source in error is an incident whether or not another one is connected.
  const overall =
    stateOfActive('error') > 0 ? 'degraded' : stateOfActive('connected') > 0 ? 'operational' : 'synthetic';
  const overallVariant = overall === 'operational' ? 'success' : overall === 'degraded' ? 'warning' : 'muted';

  return (
    <TitledCard
      region
      title={t('datasources.configuration.system.title')}
      description={t(`datasources.configuration.system.${overall}Text`)}
      actions={
        <Badge variant={overallVariant} data-state={overall}>
          {t(`datasources.configuration.system.${overall}`)}
        </Badge>
      }
    >
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure
            icon={<Power />}
            label={t('datasources.configuration.system.active')}
            value={`${active}/${sources.length}`}
          />
          <Figure
            icon={<CircleCheck />}
            label={t('datasources.status.connected')}
            value={count('connected')}
            className="text-success"
          />
          <Figure
            icon={<CircleX />}
            label={t('datasources.status.error')}
            value={errors}
            className={errors > 0 ? 'text-destructive' : undefined}
          />
          <Figure
            icon={<CircleDashed />}
            label={t('datasources.status.disconnected')}
            value={count('disconnected')}
            className="text-muted-foreground"
          />
        </dl>
      </CardContent>
    </TitledCard>
  );
}

function Figure({
  icon,
  label,
  value,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  className?: string;
}) {
  return (
    <div className="grid gap-1 rounded-xl bg-muted/60 p-3">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground [&_svg]:size-4">
        {icon}
        {label}
      </dt>
      <dd className={cn('text-2xl font-black tabular-nums', className)}>{value}</dd>
    </div>
  );
}
