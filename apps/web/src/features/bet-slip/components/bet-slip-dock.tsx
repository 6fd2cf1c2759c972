import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCurrentUser } from '@/lib/api/get-current-user';
import { useMediaQuery } from '@/lib/hooks/use-media-query';

import { useBetSlip } from '../bet-slip';
import { BetSlipPanel } from './bet-slip-panel';

const BetSlipSheet = lazy(() => import('./bet-slip-sheet').then((m) => ({ default: m.BetSlipSheet })));

/** Where the page has room for a second column (the board's and race page's layout). */
const SIDEBAR_QUERY = '(min-width: 1024px)';

/**
 * The bet slip as the screen allows: beside the page on wide screens (a sticky sidebar); on phones
 * and tablets a floating button with the number of selections that opens the slip in a bottom
 * sheet (shown once there is something in the slip).
 */
export function BetSlipDock() {
  const { t } = useTranslation();
  const wide = useMediaQuery(SIDEBAR_QUERY);
  const slip = useBetSlip();
  const { data: user } = useCurrentUser();
  // The sheet's code (Radix's dialog) comes with the first selection, and stays: an emptied slip
  // stays open until the player closes it.
  const [sheetWanted, setSheetWanted] = useState(false);
  if (!sheetWanted && slip.items.length > 0) setSheetWanted(true);

  if (wide) {
    return (
      // Sticky as the grid's item (its own box is only as tall as the slip, so the slip inside it
      // could not move): it stays in view while the page scrolls.
      <aside aria-label={t('betSlip.title')} className="sticky top-20 self-start">
        <BetSlipPanel />
      </aside>
    );
  }
  // Guests cannot pick selections.
  if (!user || !sheetWanted) return null;
  return (
    <Suspense fallback={null}>
      <BetSlipSheet />
    </Suspense>
  );
}
