import { formatUsd } from '@galope/contracts';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  BottomSheet,
  BottomSheetContent,
  BottomSheetDescription,
  BottomSheetTitle,
} from '@/components/ui/bottom-sheet';
import { useCurrentUser } from '@/lib/get-current-user';
import { useMediaQuery } from '@/lib/use-media-query';

import { betAmounts } from '../bet-amounts';
import { useBetSlip } from '../bet-slip';
import { BetSlipPanel } from './bet-slip-panel';

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
  const [open, setOpen] = useState(false);

  if (wide) {
    return (
      // Sticky as the grid's item (its own box is only as tall as the slip, so the slip inside it
      // could not move): it stays in view while the page scrolls.
      <aside aria-label={t('betSlip.title')} className="sticky top-20 self-start">
        <BetSlipPanel />
      </aside>
    );
  }
  const count = slip.items.length;
  // Guests cannot pick selections; an emptied slip stays open until the player closes it.
  if (!user || (count === 0 && !open)) return null;
  const stake = slip.items.reduce((sum, item) => sum + (betAmounts(item.stake, item.odds)?.stakeCents ?? 0), 0);

  return (
    <BottomSheet open={open} onOpenChange={setOpen}>
      {count > 0 ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="fixed right-4 bottom-20 z-30 flex items-center gap-2.5 rounded-full bg-primary py-2.5 pr-4 pl-3 text-primary-foreground shadow-xl ring-4 ring-primary/20 transition-transform hover:bg-primary-hover active:scale-95 md:bottom-6"
          aria-label={t('betSlip.open', { count })}
        >
          <span className="relative">
            <Ticket className="size-5" aria-hidden />
            <span className="absolute -top-2 -right-2.5 flex size-5 items-center justify-center rounded-full bg-white text-[11px] font-black text-primary tabular-nums">
              {count}
            </span>
          </span>
          <span className="text-sm font-extrabold">{t('betSlip.title')}</span>
          {stake > 0 ? <span className="text-xs font-semibold tabular-nums opacity-90">{formatUsd(stake)}</span> : null}
        </button>
      ) : null}
      <BottomSheetContent closeLabel={t('common.close')}>
        <BottomSheetTitle className="sr-only">{t('betSlip.title')}</BottomSheetTitle>
        <BottomSheetDescription className="sr-only">{t('betSlip.sheetDescription')}</BottomSheetDescription>
        <BetSlipPanel variant="sheet" />
      </BottomSheetContent>
    </BottomSheet>
  );
}
