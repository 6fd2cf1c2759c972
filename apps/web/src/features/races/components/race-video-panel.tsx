import type { TRaceResponse } from '@galope/contracts';
import { ExternalLink, Tv, Video, VideoOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/format/cn';

import { embeddableVideoUrl, safeExternalUrl } from '../embeddable-video-url';

/** Spec §9: the video panel shows a spinner for 1.5 s before the player or its placeholder. */
const LOADING_MS = 1_500;

/** The live embed only while the race is live, the replay once it has finished. */
function videoSource(race: TRaceResponse): { url: string | null; kind: 'live' | 'replay' } | null {
  if (race.status === 'live') {
    return race.hasLiveStream || race.embedVideoUrl || race.liveStreamUrl
      ? { url: race.embedVideoUrl ?? race.liveStreamUrl, kind: 'live' }
      : null;
  }
  if (race.status === 'finished') {
    return race.hasReplay || race.replayVideoUrl
      ? { url: race.replayVideoUrl ?? race.embedVideoUrl, kind: 'replay' }
      : null;
  }
  return null;
}

export function RaceVideoPanel({ race }: { race: TRaceResponse }) {
  const source = videoSource(race);
  // Remount on a new source so each one gets its own loading moment.
  return <VideoFrame key={`${source?.kind ?? 'none'}:${source?.url ?? ''}`} race={race} source={source} />;
}

function VideoFrame({ race, source }: { race: TRaceResponse; source: ReturnType<typeof videoSource> }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(source !== null);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), LOADING_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  const embed = embeddableVideoUrl(source?.url);
  const external = safeExternalUrl(source?.url);
  const provider = race.videoProvider ?? (external ? new URL(external).hostname.replace(/^www\./, '') : null);

  return (
    <section
      aria-label={t('racePage.video.title')}
      className={cn(
        'relative w-full overflow-hidden rounded-2xl bg-slate-950 text-white shadow-sm',
        // Nothing to play yet: a short notice instead of an empty player.
        source ? 'aspect-video' : 'h-44',
      )}
      data-video={source?.kind ?? 'none'}
    >
      {source ? (
        <span className="absolute top-3 left-3 z-10 inline-flex items-center gap-1.5 rounded-full bg-black/60 px-2.5 py-1 text-xs font-bold">
          {source.kind === 'live' ? (
            <span className="size-2 animate-pulse rounded-full bg-red-500" aria-hidden />
          ) : (
            <Video className="size-3.5" aria-hidden />
          )}
          {source.kind === 'live' ? t('racePage.video.live') : t('racePage.video.replay')}
        </span>
      ) : null}

      {loading ? (
        <div className="flex size-full items-center justify-center">
          <Spinner className="size-10 text-white" label={t('racePage.video.loading')} />
        </div>
      ) : embed ? (
        <iframe
          src={embed}
          title={t('racePage.video.frameTitle', { race: race.name })}
          className="size-full border-0"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-slate-900 via-slate-950 to-black px-6 text-center">
          {source ? (
            <>
              <span className="rounded-full bg-white/10 p-3">
                <Tv className="size-7" aria-hidden />
              </span>
              <p className="text-base font-extrabold">{t('racePage.video.external', { provider: provider ?? '—' })}</p>
              <p className="max-w-sm text-sm text-white/70">{t('racePage.video.externalHint')}</p>
              {external ? (
                <a
                  href={external}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 rounded-lg bg-white/15 px-3 py-2 text-sm font-semibold ring-1 ring-white/25 transition-colors hover:bg-white/25"
                >
                  {t('racePage.video.open', { provider: provider ?? '' })}
                  <ExternalLink className="size-4" aria-hidden />
                </a>
              ) : null}
            </>
          ) : (
            <>
              <span className="rounded-full bg-white/10 p-3">
                {race.status === 'scheduled' ? (
                  <Video className="size-7" aria-hidden />
                ) : (
                  <VideoOff className="size-7" aria-hidden />
                )}
              </span>
              <p className="max-w-sm text-sm text-white/80">
                {race.status === 'scheduled' ? t('racePage.video.scheduled') : t('racePage.video.unavailable')}
              </p>
            </>
          )}
        </div>
      )}
    </section>
  );
}
