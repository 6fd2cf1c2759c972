import type { TRaceCard, TRaceCardEntry } from '@galope/contracts';
import type { ReactNode } from 'react';

import { cn } from '@/lib/format/cn';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

import { isSelectable, useRaceSelection } from '../use-race-selection';

/**
 * A runner's row in a list (the race card's, the race page's): a button that puts the runner in the
 * slip or takes it out when it can be bet on, a plain item when not. `children` draws the row, told
 * whether the runner is in the slip.
 */
export function SelectableRunner({
  race,
  entry,
  className,
  idleClassName,
  pressableClassName,
  selectedClassName,
  children,
}: {
  race: TRaceCard;
  entry: TRaceCardEntry;
  className: string;
  /** Added when the runner is not in the slip (selectable or not). */
  idleClassName?: string;
  pressableClassName: string;
  selectedClassName: string;
  children: (selected: boolean) => ReactNode;
}) {
  const { t } = useLightTranslation();
  const selection = useRaceSelection();
  const selectable = isSelectable(race, entry);
  const selected = selectable && selection.isSelected(race, entry);

  if (!selectable) {
    return <li className={cn(className, idleClassName)}>{children(false)}</li>;
  }
  return (
    <li>
      <button
        type="button"
        onClick={() => selection.toggle(race, entry)}
        aria-pressed={selected}
        className={cn(className, pressableClassName, selected ? selectedClassName : idleClassName)}
      >
        {/* The name is what the row shows, then what pressing it does (WCAG 2.5.3: label in name). */}
        {children(selected)}
        <span className="sr-only">{t(selected ? 'race.deselect' : 'race.select')}</span>
      </button>
    </li>
  );
}
