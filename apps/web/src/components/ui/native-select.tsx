import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/format/cn';

/**
 * The platform's own select, styled like an input: native pickers on phones, full keyboard support.
 * Its `options` follow its children (a first "all" or "none" option).
 */
export function NativeSelect({
  className,
  children,
  options,
  ...props
}: ComponentProps<'select'> & { options?: readonly { value: string; label: string }[] }) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'flex h-10 w-full appearance-none rounded-lg border border-border bg-input py-2 pr-9 pl-3 text-sm text-foreground shadow-xs transition-colors',
          'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        )}
        {...props}
      >
        {children}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
    </div>
  );
}
