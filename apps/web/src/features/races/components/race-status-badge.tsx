import type { TRaceStatus } from '@galope/contracts';
import { PlayCircle } from 'lucide-react';

import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

/** The badge colour of each status but live, which pulses and is drawn apart. */
const STATUS_VARIANT: Record<Exclude<TRaceStatus, 'live'>, BadgeVariant> = {
  scheduled: 'soft',
  result_pending: 'warning',
  finished: 'muted',
  cancelled: 'destructive',
};

/** Spec §4: PRÓXIMA, EN VIVO (pulsing), FINALIZADA with a replay badge when there is one; RESULTADO PENDIENTE while staff settle it. */
export function RaceStatusBadge({ status, hasReplay = false }: { status: TRaceStatus; hasReplay?: boolean }) {
  const { t } = useLightTranslation();
  // A status this build does not know shows as upcoming.
  const shown = status !== 'live' && Object.hasOwn(STATUS_VARIANT, status) ? status : 'scheduled';
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {status === 'live' ? (
        <Badge variant="plain" className="bg-red-600 text-white" data-status="live">
          <span className="relative flex size-2" aria-hidden>
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-white opacity-75" />
            <span className="relative inline-flex size-2 rounded-full bg-white" />
          </span>
          {t('race.status.live')}
        </Badge>
      ) : (
        <Badge variant={STATUS_VARIANT[shown]} data-status={shown}>
          {t(`race.status.${shown}`)}
        </Badge>
      )}
      {status === 'finished' && hasReplay ? (
        <Badge variant="outline" className="gap-1">
          <PlayCircle className="size-3" aria-hidden />
          {t('race.replay')}
        </Badge>
      ) : null}
    </span>
  );
}
