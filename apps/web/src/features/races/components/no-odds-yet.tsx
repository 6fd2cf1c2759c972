import { useLightTranslation } from '@/lib/translation/use-light-translation';

/** In place of a price a source has not published yet: the runner cannot be bet on until it has one. */
export function NoOddsYet() {
  const { t } = useLightTranslation();
  return <span className="text-xs font-semibold text-muted-foreground">{t('race.noOddsYet')}</span>;
}
