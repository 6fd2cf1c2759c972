import type { TUserResponse } from '@galope/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/format/cn';
import { formatMoney } from '@/lib/format/format-money';

const FLASH_MS = 1_500;

/**
 * The player's balance in the header. It changes the moment a bet is placed or settled (the live
 * socket's balance_update writes the cached user), and flashes green when it grows, red when it drops.
 */
export function HeaderBalance({ balance }: { balance: TUserResponse['balance'] }) {
  const { t } = useTranslation();
  const [previous, setPrevious] = useState(balance);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  if (balance !== previous) {
    setPrevious(balance);
    if (Number(balance) !== Number(previous)) setFlash(Number(balance) > Number(previous) ? 'up' : 'down');
  }
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash, previous]);

  return (
    <span
      className={cn(
        'rounded-lg border px-2.5 py-1.5 text-sm font-bold tabular-nums transition-colors duration-500',
        flash === 'up'
          ? 'border-emerald-400/60 bg-emerald-500/20 text-emerald-300'
          : flash === 'down'
            ? 'border-rose-400/60 bg-rose-500/20 text-rose-200'
            : 'border-white/10 bg-white/5 text-header-foreground',
      )}
      title={t('header.balance')}
      role="status"
      // Explicit, though a status is polite already: a dialog's aria-hidden keeps the path to a live
      // region readable, and the toasts raised while the phone's slip is open depend on it.
      aria-live="polite"
      aria-label={t('header.balance')}
      data-flash={flash ?? undefined}
    >
      {formatMoney(balance)}
    </span>
  );
}
