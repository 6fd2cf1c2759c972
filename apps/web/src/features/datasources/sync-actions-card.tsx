import { CloudDownload, Coins, Flag, Radio, RefreshCw, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';

import { useSyncCompleteRaces } from './api/sync-complete-races';
import { useSyncLiveRaces } from './api/sync-live-races';
import { useSyncRaces } from './api/sync-races';
import { useSyncUsRaces } from './api/sync-us-races';
import { useUpdateRaceVideos } from './api/update-race-videos';
import { useUpdateRealOdds } from './api/update-real-odds';
import { SyncActionTile, type TileOutcome } from './sync-action-tile';
import { useDatasourceMessage } from './use-datasource-message';
import { useFailureToast } from './use-failure-toast';

/** Spec §4: after a video update the page reloads; long enough to read the toast first. */
const RELOAD_AFTER_VIDEOS_MS = 1500;

/** /api-management: the racing syncs, the odds and the videos, each with its own button and last answer. */
export function SyncActionsCard() {
  const { t } = useTranslation();
  const translate = useDatasourceMessage();
  const showFailure = useFailureToast();

  const sync = useSyncRaces();
  const liveSync = useSyncLiveRaces();
  const complete = useSyncCompleteRaces();
  const usSync = useSyncUsRaces();
  const odds = useUpdateRealOdds();
  const videos = useUpdateRaceVideos();

  const failureOutcome = (error: unknown, fallback: string): TileOutcome => ({
    tone: 'failure',
    text: translate(errorMessage(error, fallback)),
  });
  const success = (title: string, description: string) => toast({ title, description, variant: 'success' });

  const runSync = () =>
    sync.mutate(undefined, {
      onSuccess: (message) => success(t('datasources.management.sync.success'), translate(message)),
      onError: (error) => showFailure(t('datasources.errors.sync'), error),
    });
  const runLiveSync = () =>
    liveSync.mutate(undefined, {
      onSuccess: (message) => success(t('datasources.management.liveSync.success'), translate(message)),
      onError: (error) => showFailure(t('datasources.errors.liveSync'), error),
    });
  const runComplete = () =>
    complete.mutate(undefined, {
      onSuccess: (result) => {
        if (!result.success) showFailure(t('datasources.errors.completeSync'), result.error ?? result.message);
        else success(t('datasources.management.complete.success'), translate(result.message));
      },
      onError: (error) => showFailure(t('datasources.errors.completeSync'), error),
    });
  const runUsSync = () =>
    usSync.mutate(undefined, {
      onSuccess: (result) => {
        if (!result.success) showFailure(t('datasources.errors.usSync'), result.message);
        else
          success(
            t('datasources.management.usSync.success'),
            t('datasources.management.usSync.synced', { count: result.synced }),
          );
      },
      onError: (error) => showFailure(t('datasources.errors.usSync'), error),
    });
  const runOdds = () =>
    odds.mutate(undefined, {
      onSuccess: (result) => {
        if (!result.success) showFailure(t('datasources.errors.odds'), result.error ?? result.message);
        else success(t('datasources.management.odds.success'), translate(result.message));
      },
      onError: (error) => showFailure(t('datasources.errors.odds'), error),
    });
  const runVideos = () =>
    videos.mutate(undefined, {
      onSuccess: (result) => {
        success(t('datasources.management.videos.success'), t('datasources.management.videos.counts', result));
        setTimeout(() => window.location.reload(), RELOAD_AFTER_VIDEOS_MS);
      },
      onError: (error) => showFailure(t('datasources.errors.videos'), error),
    });

  const completeOutcome: TileOutcome | null = complete.data
    ? {
        tone: complete.data.success ? 'success' : 'failure',
        text: complete.data.success
          ? t('datasources.management.complete.totals', {
              upcoming: complete.data.data.theRacingApi.totalUpcoming,
              rapid: complete.data.data.rapidApi.totalRaces,
              tracks: complete.data.data.tracks,
            })
          : translate(complete.data.error ?? complete.data.message),
      }
    : complete.error
      ? failureOutcome(complete.error, t('datasources.errors.completeSync'))
      : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <RefreshCw className="size-5 text-brand" aria-hidden />
          {t('datasources.management.actions.title')}
        </CardTitle>
        <CardDescription>{t('datasources.management.actions.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <SyncActionTile
            icon={<RefreshCw aria-hidden />}
            title={t('datasources.management.sync.title')}
            description={t('datasources.management.sync.description')}
            buttonLabel={t('datasources.management.sync.button')}
            pending={sync.isPending}
            onRun={runSync}
            outcome={
              sync.data !== undefined
                ? { tone: 'success', text: translate(sync.data) }
                : sync.error
                  ? failureOutcome(sync.error, t('datasources.errors.sync'))
                  : null
            }
          />
          <SyncActionTile
            icon={<Radio aria-hidden />}
            title={t('datasources.management.liveSync.title')}
            description={t('datasources.management.liveSync.description')}
            buttonLabel={t('datasources.management.liveSync.button')}
            pending={liveSync.isPending}
            onRun={runLiveSync}
            outcome={
              liveSync.data !== undefined
                ? { tone: 'success', text: translate(liveSync.data) }
                : liveSync.error
                  ? failureOutcome(liveSync.error, t('datasources.errors.liveSync'))
                  : null
            }
          />
          <SyncActionTile
            icon={<CloudDownload aria-hidden />}
            title={t('datasources.management.complete.title')}
            description={t('datasources.management.complete.description')}
            buttonLabel={t('datasources.management.complete.button')}
            pending={complete.isPending}
            onRun={runComplete}
            outcome={completeOutcome}
          />
          <SyncActionTile
            icon={<Flag aria-hidden />}
            title={t('datasources.management.usSync.title')}
            description={t('datasources.management.usSync.description')}
            buttonLabel={t('datasources.management.usSync.button')}
            pending={usSync.isPending}
            onRun={runUsSync}
            outcome={
              usSync.data
                ? {
                    tone: usSync.data.success ? 'success' : 'failure',
                    text: usSync.data.success
                      ? t('datasources.management.usSync.synced', { count: usSync.data.synced })
                      : translate(usSync.data.message),
                  }
                : usSync.error
                  ? failureOutcome(usSync.error, t('datasources.errors.usSync'))
                  : null
            }
          />
          <SyncActionTile
            icon={<Coins aria-hidden />}
            title={t('datasources.management.odds.title')}
            description={t('datasources.management.odds.description')}
            buttonLabel={t('datasources.management.odds.button')}
            pending={odds.isPending}
            onRun={runOdds}
            outcome={
              odds.data
                ? {
                    tone: odds.data.success ? 'success' : 'failure',
                    text: translate(odds.data.success ? odds.data.message : (odds.data.error ?? odds.data.message)),
                  }
                : odds.error
                  ? failureOutcome(odds.error, t('datasources.errors.odds'))
                  : null
            }
          />
          <SyncActionTile
            icon={<Video aria-hidden />}
            title={t('datasources.management.videos.title')}
            description={t('datasources.management.videos.description')}
            buttonLabel={t('datasources.management.videos.button')}
            pending={videos.isPending}
            onRun={runVideos}
            outcome={
              videos.data
                ? { tone: 'success', text: t('datasources.management.videos.counts', videos.data) }
                : videos.error
                  ? failureOutcome(videos.error, t('datasources.errors.videos'))
                  : null
            }
          />
        </ul>
      </CardContent>
    </Card>
  );
}
