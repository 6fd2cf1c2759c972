import { lazy, Suspense } from 'react';

import { useLoadOnIntent } from '@/lib/startup/load-on-intent';

import { type FilterMenuProps, FilterTriggerFace, filterTriggerClassName } from './filter-trigger';

const loadFilterDropdown = () => import('./filter-dropdown').then((m) => ({ default: m.FilterDropdown }));
const FilterDropdown = lazy(loadFilterDropdown);

/**
 * A one-of-many filter with an "all" choice and a count per choice: a Radix dropdown menu. The menu's
 * code comes at the first intent (lib/startup/load-on-intent.ts); until the first press the same button
 * stands in its place (decision 021: a phone downloaded and ran it before the board's first race card).
 */
export function FilterMenu(props: FilterMenuProps) {
  const { pressed, standInProps } = useLoadOnIntent(loadFilterDropdown);
  const standIn = (
    <button type="button" className={filterTriggerClassName(props.className)} {...standInProps}>
      <FilterTriggerFace {...props} />
    </button>
  );
  if (!pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <FilterDropdown {...props} defaultOpen={pressed} />
    </Suspense>
  );
}
