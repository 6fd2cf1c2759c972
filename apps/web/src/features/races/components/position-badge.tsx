import { cn } from '@/lib/format/cn';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

/** Spec §9: gold, silver and bronze for the first three home, grey for the rest. */
const FINISH_COLOURS: Record<number, string> = {
  1: 'bg-amber-400 text-amber-950 ring-amber-500/50',
  2: 'bg-slate-300 text-slate-900 ring-slate-400/50 dark:bg-slate-400',
  3: 'bg-orange-600 text-white ring-orange-700/50',
};

/** The finish position once a runner has one, else its post position (draw). */
export function PositionBadge({
  finishPosition,
  postPosition,
  className,
}: {
  finishPosition: number | null;
  postPosition: number | null;
  className?: string;
}) {
  const { t } = useLightTranslation();
  const finished = finishPosition !== null && finishPosition > 0;
  const label = finished
    ? t('racePage.finishPosition', { position: finishPosition })
    : postPosition !== null
      ? String(postPosition)
      : '–';
  return (
    <span
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-extrabold tabular-nums ring-1',
        finished
          ? (FINISH_COLOURS[finishPosition] ?? 'bg-muted text-muted-foreground ring-border')
          : 'bg-card text-foreground ring-border',
        className,
      )}
      data-position={finished ? finishPosition : (postPosition ?? undefined)}
      title={finished || postPosition === null ? undefined : t('racePage.postPosition', { position: postPosition })}
    >
      {label}
    </span>
  );
}
