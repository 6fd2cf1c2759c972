import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';

export interface FilterOption {
  value: string;
  label: string;
  count: number;
  icon?: ReactNode;
}

const ALL = '__all__';

/**
 * A one-of-many filter with an "all" choice and a count per choice. A Radix dropdown menu: the
 * header's menus already load it, so the board's first download carries no extra select widget.
 */
export function FilterMenu({
  label,
  allLabel,
  allIcon,
  total,
  options,
  value,
  onChange,
  className,
}: {
  /** What is being filtered ("País"), read before the choice by screen readers. */
  label: string;
  allLabel: string;
  allIcon?: ReactNode;
  total: number;
  options: FilterOption[];
  /** null: all. */
  value: string | null;
  onChange: (value: string | null) => void;
  className?: string;
}) {
  const current = options.find((option) => option.value === value);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'flex h-10 w-full min-w-0 items-center gap-2 rounded-lg border border-border bg-input px-3 text-left text-sm text-foreground shadow-xs transition-colors sm:w-72',
          'hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 data-[state=open]:border-ring',
          className,
        )}
      >
        <span className="sr-only">{label}: </span>
        {current ? current.icon : allIcon}
        <span className="min-w-0 flex-1 truncate font-medium">{current ? current.label : allLabel}</span>
        <span className="text-xs text-muted-foreground tabular-nums">({current ? current.count : total})</span>
        <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-[var(--radix-dropdown-menu-trigger-width)] min-w-64">
        <DropdownMenuRadioGroup value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? null : next)}>
          <DropdownMenuRadioItem value={ALL}>
            {allIcon}
            <span className="min-w-0 flex-1 truncate">{allLabel}</span>
            <span className="text-xs text-muted-foreground tabular-nums">({total})</span>
          </DropdownMenuRadioItem>
          {options.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value}>
              {option.icon}
              <span className="min-w-0 flex-1 truncate">{option.label}</span>
              <span className="text-xs text-muted-foreground tabular-nums">({option.count})</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
