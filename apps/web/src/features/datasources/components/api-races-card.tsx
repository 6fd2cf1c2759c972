import { ListOrdered, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Badge } from '@/components/ui/badge';
import { CardContent, TitledCard } from '@/components/ui/card';
import { formatDayTime } from '@/lib/format/format-date';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { useRacesFromApi } from '../api/get-races-from-api';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';
import { ActionButton } from './action-button';

/** How many of the loaded races are listed; the count covers them all. */
const SHOWN_RACES = 8;

/** /api-management: the races the external sources wrote, loaded when asked. */
export function ApiRacesCard() {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const races = useRacesFromApi();
  useLoadErrorToast(races.error, t('datasources.errors.loadRaces'));

  return (
    <TitledCard
      busy={races.isFetching}
      icon={ListOrdered}
      iconClassName="size-5"
      title={t('datasources.management.races.title')}
      description={t('datasources.management.races.description')}
      actions={
        <ActionButton
          variant="outline"
          size="sm"
          pending={races.isFetching}
          icon={<ListOrdered aria-hidden />}
          onClick={() => void races.refetch()}
        >
          {races.data ? t('datasources.management.races.reload') : t('datasources.management.races.load')}
        </ActionButton>
      }
    >
      <CardContent>
        {races.isError && !races.data ? (
          <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
            {t('datasources.errors.loadRaces')}
          </p>
        ) : races.data ? (
          races.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('datasources.management.races.empty')}</p>
          ) : (
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">
                {t('datasources.management.races.count', { count: races.data.length })}
              </p>
              <ul className="divide-y divide-border rounded-xl border border-border">
                {races.data.slice(0, SHOWN_RACES).map((race) => (
                  <li key={race.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                    <span className="grid min-w-0 gap-0.5">
                      <span className="truncate font-semibold">{race.name}</span>
                      <span className="flex items-center gap-1 text-xs text-muted-foreground">
                        <MapPin className="size-3" aria-hidden />
                        {race.racetrack.name}
                      </span>
                    </span>
                    <span className="flex items-center gap-2">
                      <span className="text-xs text-muted-foreground tabular-nums">
                        {formatDayTime(race.scheduledTime, i18n.language, timeZone)}
                      </span>
                      <Badge variant="muted">{t(`datasources.raceStatus.${race.status}`)}</Badge>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )
        ) : (
          <p className="text-sm text-muted-foreground">{t('datasources.management.races.hint')}</p>
        )}
      </CardContent>
    </TitledCard>
  );
}
