import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';

import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export type StatCard = {
  key: string;
  label: string;
  icon: LucideIcon;
  /** null while it loads (a placeholder). */
  value: string | null;
  hint: string | null;
};

/**
 * The row of figures at the top of the dashboard and of the wallet: two a row on a phone, four on a
 * desktop. Each item is named by its label ("Total depositado"), as a screen reader announces it.
 */
export function StatCards({ cards }: { cards: readonly StatCard[] }) {
  const id = useId();
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ key, label, icon: Icon, value, hint }) => (
        <li key={key} aria-labelledby={`${id}-${key}`}>
          <Card className="flex h-full flex-col gap-1 p-4">
            <div className="flex items-center justify-between gap-2">
              <p id={`${id}-${key}`} className="text-xs font-semibold text-muted-foreground sm:text-sm">
                {label}
              </p>
              <span className="rounded-lg bg-primary-soft p-1.5 text-brand">
                <Icon className="size-4" aria-hidden />
              </span>
            </div>
            {value === null ? (
              <Skeleton className="mt-2 h-7 w-24" />
            ) : (
              <p className="mt-1 text-xl font-black tabular-nums sm:text-2xl">{value}</p>
            )}
            {hint ? <p className="text-[11px] leading-snug text-muted-foreground">{hint}</p> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
