import { oddsLabel, type TOddsLabel } from '@galope/contracts';

import { cn } from '@/lib/format/cn';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

const COLOURS: Record<TOddsLabel, string> = {
  favorite: 'bg-success/15 text-success',
  secondFavorite: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  outsider: 'bg-warning/15 text-warning',
  surprise: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
};

/** Spec §9: favorito up to 2.5, segundo favorito up to 4, outsider up to 6, sorpresa above. */
export function OddsLabelBadge({ odds }: { odds: string | null }) {
  const { t } = useLightTranslation();
  if (odds === null) return null;
  const label = oddsLabel(Number(odds));
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap',
        COLOURS[label],
      )}
      data-label={label}
    >
      {t(`race.oddsLabel.${label}`)}
    </span>
  );
}
