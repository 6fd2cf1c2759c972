import { SPORT_BET_TYPES, type TSportEventResponse } from '@galope/contracts';
import { Check } from 'lucide-react';

import { OddsValue } from '@/components/odds-value';
import { cn } from '@/lib/format/cn';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

import { selectionName } from '../selection-name';
import { isBettable, useSportSelection } from '../use-sport-selection';

/**
 * Home / draw / away prices (draw only when the sport has one), each named by its team or player;
 * each toggles into the slip.
 */
export function SportOddsButtons({ event, size = 'md' }: { event: TSportEventResponse; size?: 'md' | 'lg' }) {
  const { t } = useLightTranslation();
  const selection = useSportSelection(t('eventPage.draw'));
  const odds = event.odds;
  if (!odds) {
    return <p className="text-center text-sm text-muted-foreground">{t('eventPage.noOdds')}</p>;
  }
  const types = SPORT_BET_TYPES.filter((type) => odds[type] !== undefined);
  return (
    <div className={cn('grid gap-2', types.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
      {types.map((type) => {
        const bettable = isBettable(event, type);
        const selected = bettable && selection.isSelected(event, type);
        const team = selectionName(event, type, t);
        return (
          <button
            key={type}
            type="button"
            disabled={!bettable}
            aria-pressed={bettable ? selected : undefined}
            title={bettable ? team : undefined}
            onClick={() => selection.toggle(event, type)}
            className={cn(
              'flex min-w-0 flex-col items-center gap-0.5 rounded-xl border px-2 text-center transition-colors',
              size === 'lg' ? 'py-3' : 'py-2',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              'disabled:cursor-not-allowed disabled:opacity-60',
              selected
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-muted/50 enabled:hover:border-primary/60 enabled:hover:bg-primary-soft',
            )}
          >
            <span
              className={cn(
                'flex max-w-full items-center gap-1 font-semibold',
                size === 'lg' ? 'text-xs' : 'text-[11px]',
                selected ? 'opacity-90' : 'text-muted-foreground',
              )}
            >
              {selected ? <Check className="size-3 shrink-0" aria-hidden /> : null}
              <span className="truncate">{team}</span>
            </span>
            <OddsValue odds={odds[type] ?? null} secondary={size === 'lg'} className={selected ? 'text-inherit' : ''} />
          </button>
        );
      })}
    </div>
  );
}
