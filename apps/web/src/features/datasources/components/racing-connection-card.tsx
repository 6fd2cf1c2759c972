import { PlugZap, RefreshCw } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Badge } from '@/components/ui/badge';
import { CardContent, TitledCard } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

import { ActionButton } from './action-button';
import { useRacingConnection } from '../api/get-racing-connection';
import { ConnectionBadge } from './connection-badge';
import { useDatasourceMessage } from '../hooks/use-datasource-message';
import { DatasourceLoadError } from './datasource-load-error';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';

/** /api-management: whether TheRacingAPI and the secondary RapidAPI feed answer, tested on opening. */
export function RacingConnectionCard() {
  const { t } = useTranslation();
  const translate = useDatasourceMessage();
  const connection = useRacingConnection();
  useLoadErrorToast(connection.error, t('datasources.errors.testConnection'));
  const data = connection.data;
  const titleId = useId();

  return (
    <TitledCard
      region
      busy={connection.isFetching}
      titleId={titleId}
      icon={PlugZap}
      iconClassName="size-5"
      title={t('datasources.management.connection.title')}
      description={t('datasources.management.connection.description')}
      actions={
        <ActionButton
          variant="outline"
          size="sm"
          pending={connection.isFetching}
          icon={<RefreshCw aria-hidden />}
          onClick={() => void connection.refetch()}
        >
          {t('datasources.management.connection.check')}
        </ActionButton>
      }
    >
      <CardContent>
        {data ? (
          <div className="grid gap-4 md:grid-cols-2">
            <FeedSection
              id={`${titleId}-primary`}
              title={t('datasources.management.connection.primary')}
              connected={data.connected}
            >
              <p className="text-sm [overflow-wrap:anywhere]">{translate(data.message)}</p>
              {data.details && data.details !== data.message ? (
                <p className="rounded-lg bg-muted/60 px-3 py-2 text-xs whitespace-pre-wrap text-muted-foreground [overflow-wrap:anywhere]">
                  {translate(data.details)}
                </p>
              ) : null}
              <p className="flex items-baseline justify-between gap-3 rounded-lg bg-primary-soft/60 px-3 py-2 text-sm">
                <span className="text-muted-foreground">{t('datasources.management.connection.tracks')}</span>
                <span className="text-lg font-black tabular-nums">{data.tracksAvailable}</span>
              </p>
            </FeedSection>
            <FeedSection
              id={`${titleId}-secondary`}
              title={t('datasources.management.connection.secondary')}
              connected={data.rapidApi.connected}
            >
              <p className="text-sm [overflow-wrap:anywhere]">{translate(data.rapidApi.details)}</p>
              <div className="grid gap-2">
                <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {t('datasources.management.connection.endpoints')}
                </h4>
                {data.availableEndpoints.length > 0 ? (
                  <ul className="flex flex-wrap gap-1.5">
                    {data.availableEndpoints.map((endpoint) => (
                      <li key={endpoint}>
                        <Badge variant="outline" className="font-mono font-medium">
                          {endpoint}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">{t('datasources.management.connection.noEndpoints')}</p>
                )}
              </div>
            </FeedSection>
          </div>
        ) : connection.isError ? (
          <DatasourceLoadError query={connection} message={t('datasources.errors.testConnection')} />
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        )}
      </CardContent>
    </TitledCard>
  );
}

/** One feed's box: its name and whether it answered, then what it said (`children`). */
function FeedSection({
  id,
  title,
  connected,
  children,
}: {
  id: string;
  title: string;
  connected: boolean;
  children: ReactNode;
}) {
  return (
    <section className="grid content-start gap-3 rounded-xl border border-border p-4" aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        <ConnectionBadge state={connected ? 'connected' : 'disconnected'} />
      </div>
      {children}
    </section>
  );
}
