import type { TRaceStatus } from '@galope/contracts';
import { PlayCircle } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { useLightTranslation } from '@/lib/use-light-translation';

/** Spec §4: PRÓXIMA, EN VIVO (pulsing), FINALIZADA with a replay badge when there is one; RESULTADO PENDIENTE while staff settle it. */
export function RaceStatusBadge({ status, hasReplay = false }: { status: TRaceStatus; hasReplay?: boolean }) {
  const { t } = useLightTranslation();
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
      ) : status === 'finished' ? (
        <Badge variant="muted" data-status="finished">
          {t('race.status.finished')}
        </Badge>
      ) : status === 'result_pending' ? (
        <Badge variant="warning" data-status="result_pending">
          {t('race.status.result_pending')}
        </Badge>
      ) : status === 'cancelled' ? (
        <Badge variant="destructive" data-status="cancelled">
          {t('race.status.cancelled')}
        </Badge>
      ) : (
        <Badge variant="soft" data-status="scheduled">
          {t('race.status.scheduled')}
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
