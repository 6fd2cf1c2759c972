import type { TBetResponse } from '@galope/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useCashOutValue } from '@/lib/api/get-cash-out-values';
import { queryKeys } from '@/lib/api/query-keys';
import { cn } from '@/lib/format/cn';
import { formatMoney } from '@/lib/format/format-money';

import { useCashOutReason } from './use-cash-out-reason';

// The dialog's code (Radix's dialog: the `overlays` chunk) comes when the player reaches for it, not
// with every list of bets.
const loadDialog = () => import('./cash-out-dialog');
const CashOutDialog = lazy(() => loadDialog().then((module) => ({ default: module.CashOutDialog })));

/**
 * A pending bet's live cash-out value and its "Cerrar apuesta" action; where there is no value, the
 * reason. The value comes from the player's list of values (one request for every bet on screen) and
 * follows the odds over the socket (`cash_out_update`). Renders nothing for a bet that is no longer pending.
 */
export function CashOutAction({ bet, className }: { bet: TBetResponse; className?: string }) {
  const { t } = useTranslation();
  const pending = bet.status === 'pending';
  const quote = useCashOutValue(bet.id, { enabled: pending });
  const reason = useCashOutReason();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  if (!pending) return null;

  // A bet placed after the list was read is in it once it is read again (a bet invalidates `bets`).
  if (quote.isPending || (quote.isSuccess && quote.data === undefined)) {
    return (
      <p className={cn('text-xs text-muted-foreground', className)} aria-live="polite">
        {t('cashOut.loading')}
      </p>
    );
  }
  if (quote.isError || !quote.data || 'reason' in quote.data) {
    return (
      <p className={cn('text-xs text-muted-foreground', className)} data-cash-out="none">
        {reason(quote.data && 'reason' in quote.data ? quote.data.reason : 'unknown')}
      </p>
    );
  }
  const value = quote.data.value;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)} data-cash-out="available">
      <span className="text-sm">
        <span className="text-muted-foreground">{t('cashOut.valueLabel')}: </span>
        <strong className="text-success tabular-nums" aria-live="polite">
          {formatMoney(value)}
        </strong>
      </span>
      <Button
        size="sm"
        variant="outline"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          // The dialog starts from the value the player is looking at: accepting it when it has moved is
          // answered with the value now (CASH_OUT_CHANGED), as a price that moved is.
          queryClient.setQueryData(queryKeys.cashOut(bet.id), quote.data);
          setOpen(true);
        }}
      >
        <HandCoins aria-hidden />
        {t('cashOut.action')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CashOutDialog bet={bet} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
