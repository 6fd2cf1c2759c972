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

import { useBetSlip } from '../bet-slip';
import { slipItemDebitCents } from '../bet-slip-items';
import { BetSlipPanel } from './bet-slip-panel';

/** The slip on phones and tablets: a floating button with the selections' count, the slip in a bottom sheet. */
export function BetSlipSheet() {
  const { t } = useTranslation();
  const slip = useBetSlip();
  const [open, setOpen] = useState(false);
  const count = slip.items.length;
  if (count === 0 && !open) return null;
  const stake = slip.items.reduce((sum, item) => sum + (slipItemDebitCents(item) ?? 0), 0);

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
