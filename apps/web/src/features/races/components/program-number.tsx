import { cn } from '@/lib/format/cn';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

/** The program number players bet the tote by, as a small badge before the horse's name. */
export function ProgramNumber({ number, className }: { number: number | null; className?: string }) {
  const { t } = useLightTranslation();
  if (number === null) return null;
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-md bg-foreground px-1 text-[11px] font-black text-background tabular-nums',
        className,
      )}
      title={t('tote.programNumber', { number })}
    >
      {number}
    </span>
  );
}
