import { isAutoSynced, type TApiConfigurationResponse } from '@galope/contracts';
import { ArrowRight, Clock, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CardContent, TitledCard } from '@/components/ui/card';

import { useApiConfigurations } from '../api/get-api-configurations';
import { connectionState } from '../model/connection-state';

/** What the syncs do, how often the automatic one runs, and where the statistics and settings are. */
export function ManagementInfoCard() {
  const { t } = useTranslation();
  const configurations = useApiConfigurations();
  const autoSyncText = useAutoSyncText(configurations.data);
  return (
    <TitledCard icon={Info} iconClassName="size-5" title={t('datasources.management.info.title')}>
      <CardContent className="grid gap-3 text-sm">
        <p className="flex items-center gap-2 rounded-lg bg-primary-soft/70 px-3 py-2 font-semibold">
          <Clock className="size-4 shrink-0 text-brand" aria-hidden />
          {autoSyncText}
        </p>
        <ul className="grid list-disc gap-1.5 pl-5 text-muted-foreground">
          <li>{t('datasources.management.info.sync')}</li>
          <li>{t('datasources.management.info.live')}</li>
          <li>{t('datasources.management.info.complete')}</li>
          <li>{t('datasources.management.info.credentials')}</li>
          <li>{t('datasources.management.info.limits')}</li>
        </ul>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/api-testing" className="inline-flex items-center gap-1 font-semibold text-brand hover:underline">
            {t('datasources.management.info.toTesting')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
          <Link
            to="/api-configuration"
            className="inline-flex items-center gap-1 font-semibold text-brand hover:underline"
          >
            {t('datasources.management.info.toConfiguration')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </CardContent>
    </TitledCard>
  );
}

/**
 * What the automatic sync does now, by the server's own rule (isAutoSynced): which sources it syncs,
 * and whether any of them is connected; none when no source qualifies.
 */
function useAutoSyncText(sources: TApiConfigurationResponse[] | undefined): string {
  const { t } = useTranslation();
  if (!sources) return t('datasources.management.info.autoSyncEvery');
  const synced = sources.filter(isAutoSynced);
  if (synced.length === 0) return t('datasources.management.info.autoSyncIdle');
  const names = synced.map((source) => source.name).join(', ');
  return synced.some((source) => connectionState(source.status) === 'connected')
    ? t('datasources.management.info.autoSync', { sources: names })
    : t('datasources.management.info.autoSyncFailing', { sources: names });
}
