import { LoaderCircle, RefreshCw, Video } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { isUnauthorized } from '@/lib/api/api-client';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { cn } from '@/lib/format/cn';
import { formatTime } from '@/lib/format/format-date';
import { useLiveConnectionState } from '@/lib/live/live-socket-provider';
import { useAuthPrompt } from '@/lib/navigation/auth-prompt';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { useUpdateVideos } from '../api/update-videos';
import { rememberVideosFound, takeVideosFound } from '../videos-found';

const LIVE_DOT = {
  open: 'bg-success',
  connecting: 'animate-pulse bg-warning',
  closed: 'bg-muted-foreground',
} as const;

/** Spec §2: live-connected indicator, updating indicator, activate-videos button, last-updated time. */
export function BoardBanner({ lastUpdated, isFetching }: { lastUpdated: number | undefined; isFetching: boolean }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const connection = useLiveConnectionState();
  const { data: user } = useCurrentUser();
  const prompt = useAuthPrompt();
  const updateVideos = useUpdateVideos();

  // The page reloads after "Activar videos" (spec): once it is back, it says what was found.
  useEffect(() => {
    const found = takeVideosFound();
    if (!found) return;
    const { liveStreams, replays } = found;
    toast({
      title: t('board.banner.videosUpdated'),
      description:
        liveStreams + replays === 0
          ? t('board.banner.videosNone')
          : t('board.banner.videosFound', {
              live: t('board.banner.liveStreams', { count: liveStreams }),
              replays: t('board.banner.replays', { count: replays }),
            }),
      variant: 'success',
    });
  }, [t]);

  const activateVideos = () => {
    if (!user) {
      prompt.open({ mode: 'login' });
      return;
    }
    updateVideos.mutate(undefined, {
      onSuccess: (found) => {
        rememberVideosFound(found);
        window.location.reload();
      },
      onError: (error) => {
        if (!isUnauthorized(error)) toast({ description: t('board.banner.videosFailed'), variant: 'destructive' });
      },
    });
  };

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {/* The board's heading: the race cards' own headings (h3) come under it. */}
          <h2 className="font-extrabold">{t('board.banner.title')}</h2>
          <span
            className="inline-flex items-center gap-1.5 text-xs font-semibold text-muted-foreground"
            data-state={connection}
            role="status"
          >
            <span className={cn('size-2 rounded-full', LIVE_DOT[connection])} aria-hidden />
            {t(`board.banner.live.${connection}`)}
          </span>
          {isFetching ? (
            <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand">
              <LoaderCircle className="size-3.5 animate-spin" aria-hidden />
              {t('board.banner.updating')}
            </span>
          ) : null}
        </div>
        <p className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground">
          <RefreshCw className="size-3.5" aria-hidden />
          {lastUpdated
            ? t('board.banner.lastUpdated', {
                time: formatTime(lastUpdated, i18n.language, timeZone, { seconds: true }),
              })
            : t('board.banner.neverUpdated')}
        </p>
      </div>
      <Button variant="outline" className="w-full sm:w-auto" onClick={activateVideos} disabled={updateVideos.isPending}>
        {updateVideos.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Video aria-hidden />}
        {updateVideos.isPending ? t('board.banner.activating') : t('board.banner.activateVideos')}
      </Button>
    </div>
  );
}
