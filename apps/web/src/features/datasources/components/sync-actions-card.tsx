import { CloudDownload, Coins, Flag, Radio, RefreshCw, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { CardContent, TitledCard } from '@/components/ui/card';

import { useSyncCompleteRaces } from '../api/sync-complete-races';
import { useSyncLiveRaces } from '../api/sync-live-races';
import { useSyncRaces } from '../api/sync-races';
import { useSyncUsRaces } from '../api/sync-us-races';
import { useUpdateRaceVideos } from '../api/update-race-videos';
import { useUpdateRealOdds } from '../api/update-real-odds';
import { useDatasourceMessage } from '../hooks/use-datasource-message';
import { syncReason, syncToneOf } from '../model/sync-report';
import { SyncActionTile } from './sync-action-tile';

/** Spec §4: after a video update the page reloads; long enough to read the toast first. */
const RELOAD_AFTER_VIDEOS_MS = 1500;

/** /api-management: the racing syncs, the odds and the videos, each with its own button and last answer. */
export function SyncActionsCard() {
  const { t } = useTranslation();
  const translate = useDatasourceMessage();

  const sync = useSyncRaces();
  const liveSync = useSyncLiveRaces();
  const complete = useSyncCompleteRaces();
  const usSync = useSyncUsRaces();
  const odds = useUpdateRealOdds();
  const videos = useUpdateRaceVideos();

  return (
    <TitledCard
      icon={RefreshCw}
      iconClassName="size-5"
      title={t('datasources.management.actions.title')}
      description={t('datasources.management.actions.description')}
    >
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <SyncActionTile
            name="sync"
            failureName="sync"
            icon={<RefreshCw aria-hidden />}
            action={sync}
            answer={(message) => ({ text: translate(message) })}
          />
          <SyncActionTile
            name="liveSync"
            failureName="liveSync"
            icon={<Radio aria-hidden />}
            action={liveSync}
            answer={(message) => ({ text: translate(message) })}
          />
          <SyncActionTile
            name="complete"
            failureName="completeSync"
            icon={<CloudDownload aria-hidden />}
            action={complete}
            answer={(result) =>
              syncToneOf(result) === 'failed'
                ? { failure: syncReason(result) }
                : {
                    text: t('datasources.management.complete.totals', {
                      upcoming: result.data.theRacingApi.totalUpcoming,
                      rapid: result.data.rapidApi.totalRaces,
                      tracks: result.data.tracks,
                    }),
                    toast: translate(result.message),
                    ...(syncToneOf(result) === 'partial' ? { partial: syncReason(result) } : {}),
                  }
            }
          />
          <SyncActionTile
            name="usSync"
            failureName="usSync"
            icon={<Flag aria-hidden />}
            action={usSync}
            answer={(result) =>
              syncToneOf(result) === 'failed'
                ? { failure: syncReason(result) }
                : {
                    text: t('datasources.management.usSync.synced', { count: result.synced }),
                    ...(syncToneOf(result) === 'partial' ? { partial: syncReason(result) } : {}),
                  }
            }
          />
          <SyncActionTile
            name="odds"
            failureName="odds"
            icon={<Coins aria-hidden />}
            action={odds}
            answer={(result) =>
              result.success
                ? { text: translate(result.message) }
                : result.updated > 0
                  ? { text: translate(result.message), partial: result.error ?? result.message }
                  : { failure: result.error ?? result.message }
            }
          />
          <SyncActionTile
            name="videos"
            failureName="videos"
            icon={<Video aria-hidden />}
            action={videos}
            answer={(result) => ({ text: t('datasources.management.videos.counts', result) })}
            onDone={() => setTimeout(() => window.location.reload(), RELOAD_AFTER_VIDEOS_MS)}
          />
        </ul>
      </CardContent>
    </TitledCard>
  );
}
