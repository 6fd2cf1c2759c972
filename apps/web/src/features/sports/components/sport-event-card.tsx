import type { TSportEventResponse } from '@galope/contracts';
import { ArrowRight, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';

import { BoardCard } from '@/components/board-card';
import { CountryFlag } from '@/components/country-flag';
import { SportIcon } from '@/components/sport-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDayTime } from '@/lib/format/format-date';
import { useCountryName } from '@/lib/format/use-country-name';
import { useTimeZone } from '@/lib/preferences/use-time-zone';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

import { useSportName } from '../use-sport-name';
import { isSampleEvent } from '../use-sport-selection';
import { SportOddsButtons } from './sport-odds-buttons';
import { SportStatusBadge } from './sport-status-badge';

/** A fixture on the board (spec §2 "Sport event card"). */
export function SportEventCard({ event }: { event: TSportEventResponse }) {
  const { t, i18n } = useLightTranslation();
  const timeZone = useTimeZone();
  const sportName = useSportName();
  const countryName = useCountryName();
  const sample = isSampleEvent(event);
  const showScore = event.status === 'live' || event.status === 'finished';
  const headingId = `event-${event.id}-teams`;
  const country = countryName(event.country);

  return (
    <BoardCard
      live={event.status === 'live'}
      aria-labelledby={headingId}
      className="gap-3"
      data-event-id={event.id}
      data-status={event.status}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-brand">
            <SportIcon sport={event.sport} />
          </span>
          <div className="min-w-0">
            <p className="truncate text-xs font-semibold text-muted-foreground">{sportName(event.sport)}</p>
            <p className="flex items-center gap-1.5 truncate text-sm font-semibold">
              {event.country ? <CountryFlag country={event.country} /> : null}
              <span className="truncate">{event.tournament ?? country ?? ''}</span>
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <SportStatusBadge status={event.status} />
          {sample ? (
            <Badge variant="warning" title={t('eventPage.sampleHint')}>
              {t('eventPage.sample')}
            </Badge>
          ) : null}
        </div>
      </header>

      <h3 id={headingId} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1">
        <span className="truncate font-extrabold">{event.homeTeam}</span>
        {showScore ? <span className="text-lg font-black tabular-nums">{event.homeScore ?? 0}</span> : <span />}
        <span className="truncate font-extrabold">{event.awayTeam}</span>
        {showScore ? <span className="text-lg font-black tabular-nums">{event.awayScore ?? 0}</span> : <span />}
      </h3>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          <time dateTime={event.scheduledTime}>{formatDayTime(event.scheduledTime, i18n.language, timeZone)}</time>
        </span>
        {event.venue ? (
          <span className="inline-flex min-w-0 items-center gap-1">
            <MapPin className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{event.venue}</span>
          </span>
        ) : null}
      </div>

      <SportOddsButtons event={event} />

      {sample ? (
        <p className="mt-auto text-center text-xs text-muted-foreground">{t('eventPage.sampleHint')}</p>
      ) : (
        <Button asChild variant="outline" size="sm" className="mt-auto w-full">
          <Link to={`/event/${event.id}`}>
            {t('eventPage.view')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      )}
    </BoardCard>
  );
}
