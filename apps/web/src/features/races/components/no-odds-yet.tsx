import { cn } from '@/lib/cn';
import { useLightTranslation } from '@/lib/use-light-translation';

/** In place of a price a source has not published yet: the runner cannot be bet on until it has one. */
export function NoOddsYet({ className }: { className?: string }) {
  const { t } = useLightTranslation();
  return <span className={cn('text-xs font-semibold text-muted-foreground', className)}>{t('race.noOddsYet')}</span>;
}
