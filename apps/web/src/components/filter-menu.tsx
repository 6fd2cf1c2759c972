import { lazy, Suspense, useState } from 'react';

import { useAfterFirstScreen } from '@/lib/after-load-and-idle';

import { type FilterMenuProps, FilterTriggerFace, filterTriggerClassName } from './filter-trigger';

const FilterDropdown = lazy(() => import('./filter-dropdown').then((m) => ({ default: m.FilterDropdown })));

/**
 * A one-of-many filter with an "all" choice and a count per choice: a Radix dropdown menu. The menu's
 * code (Radix's menu, popper and focus handling) comes once the first screen is drawn, or at the
 * first press; until then the same button stands in its place (issue 11: a phone downloaded and ran
 * it before the board's first race card).
 */
export function FilterMenu(props: FilterMenuProps) {
  const firstScreenShown = useAfterFirstScreen();
  const [pressed, setPressed] = useState(false);
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={filterTriggerClassName(props.className)}
      onClick={() => setPressed(true)}
    >
      <FilterTriggerFace {...props} />
    </button>
  );
  if (!firstScreenShown && !pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <FilterDropdown {...props} defaultOpen={pressed} />
    </Suspense>
  );
}
