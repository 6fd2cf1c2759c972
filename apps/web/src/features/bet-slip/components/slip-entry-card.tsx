import { X } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/format/cn';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

import { useBetSlip } from '../bet-slip';
import type { BetSlipItem } from '../bet-slip-items';

/**
 * The card of one slip item: its icon, name and race or event, the remove button, then `children`
 * (what is staked). Edged in amber while a changed price waits, in red once it failed or closed.
 */
export function SlipEntryCard({
  id,
  item,
  state,
  icon,
  name,
  title,
  subtitle,
  children,
}: {
  id: string;
  item: Pick<BetSlipItem, 'placing' | 'closed' | 'error' | 'priceChange'>;
  state: string;
  icon: ReactNode;
  /** The item's name for the remove button's label. */
  name: string;
  /** The heading line (the name, drawn). */
  title: ReactNode;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useLightTranslation();
  const slip = useBetSlip();
  return (
    <li
      className={cn(
        'grid grid-cols-1 gap-2.5 rounded-xl border bg-muted/40 p-3',
        item.priceChange ? 'border-warning/60' : item.error || item.closed ? 'border-destructive/50' : 'border-border',
        item.placing && 'opacity-70',
      )}
      data-item-id={id}
      data-state={state}
      aria-busy={item.placing || undefined}
    >
      <div className="flex items-start gap-2.5">
        <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-brand">
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          {title}
          <p className="truncate text-xs text-muted-foreground">{subtitle}</p>
        </div>
        <button
          type="button"
          onClick={() => slip.remove(id)}
          disabled={item.placing}
          aria-label={t('betSlip.remove', { name })}
          className="rounded-md p-1 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:opacity-50"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {children}
    </li>
  );
}
