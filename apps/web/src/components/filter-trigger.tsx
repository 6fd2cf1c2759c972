import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/format/cn';

export interface FilterOption {
  value: string;
  label: string;
  count: number;
  icon?: ReactNode;
}

export interface FilterMenuProps {
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
}

/** The "all" choice's value inside the menu. */
export const ALL = '__all__';

export function filterTriggerClassName(className?: string) {
  return cn(
    'flex h-10 w-full min-w-0 items-center gap-2 rounded-lg border border-border bg-input px-3 text-left text-sm text-foreground shadow-xs transition-colors sm:w-72',
    'hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 data-[state=open]:border-ring',
    className,
  );
}

/** What the menu's button shows: the choice (or "all") and its count. */
export function FilterTriggerFace({
  label,
  allLabel,
  allIcon,
  total,
  options,
  value,
}: Pick<FilterMenuProps, 'label' | 'allLabel' | 'allIcon' | 'total' | 'options' | 'value'>) {
  const current = options.find((option) => option.value === value);
  return (
    <>
      <span className="sr-only">{label}: </span>
      {current ? current.icon : allIcon}
      <span className="min-w-0 flex-1 truncate font-medium">{current ? current.label : allLabel}</span>
      <span className="text-xs text-muted-foreground tabular-nums">({current ? current.count : total})</span>
      <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
    </>
  );
}
