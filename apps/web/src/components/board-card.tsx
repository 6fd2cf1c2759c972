import type { ComponentProps } from 'react';

import { cn } from '@/lib/format/cn';

/** The frame of a race's or a fixture's card on a board, edged in red while it is live. */
export function BoardCard({ live, className, ...props }: ComponentProps<'article'> & { live: boolean }) {
  return (
    <article
      className={cn(
        'flex min-w-0 flex-col rounded-2xl border bg-card p-4 shadow-sm',
        live ? 'border-red-500/40' : 'border-border',
        className,
      )}
      {...props}
    />
  );
}
