import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/format/cn';

/**
 * A figure in a tile of a summary row: its label beside its icon, the value under them (a placeholder
 * `placeholderWidth` wide while it is null), and a hint under the value when given.
 */
export function StatTile({
  label,
  labelId,
  icon: Icon,
  value,
  valueClassName,
  hint,
  placeholderWidth = 'w-24',
}: {
  label: string;
  /** The label's id, for a list item named by it. */
  labelId?: string;
  icon: LucideIcon;
  value: ReactNode | null;
  valueClassName?: string;
  hint?: string | null;
  placeholderWidth?: string;
}) {
  return (
    <Card className="flex h-full flex-col gap-1 p-4">
      <div className="flex items-center justify-between gap-2">
        <p id={labelId} className="text-xs font-semibold text-muted-foreground sm:text-sm">
          {label}
        </p>
        <span className="rounded-lg bg-primary-soft p-1.5 text-brand">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      {value === null ? (
        <Skeleton className={cn('mt-2 h-7', placeholderWidth)} />
      ) : (
        <p className={cn('mt-1 text-xl font-black tabular-nums sm:text-2xl', valueClassName)}>{value}</p>
      )}
      {hint ? <p className="text-[11px] leading-snug text-muted-foreground">{hint}</p> : null}
    </Card>
  );
}
