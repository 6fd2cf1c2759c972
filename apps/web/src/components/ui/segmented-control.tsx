import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';

import { cn } from '@/lib/format/cn';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

/** A one-of-few choice shown as side-by-side buttons (a radio group: arrow keys move the choice). */
export function SegmentedControl<T extends string>({
  value,
  onValueChange,
  options,
  ariaLabel,
  id,
  stackOnPhones,
  className,
}: {
  value: T;
  onValueChange: (value: T) => void;
  options: SegmentedOption<T>[];
  ariaLabel?: string;
  id?: string;
  /** One option per row below 640 px, for labels too long to share a phone's width. */
  stackOnPhones?: boolean;
  className?: string;
}) {
  return (
    <RadioGroup.Root
      id={id}
      value={value}
      onValueChange={(next) => onValueChange(next as T)}
      aria-label={ariaLabel}
      orientation="horizontal"
      // Inside a form Radix adds a hidden native input per option, moved off to the option's left: the
      // group keeps them within its own box so none sticks out past a phone's edge.
      className={cn(
        'relative grid auto-cols-fr gap-1 overflow-hidden rounded-xl bg-muted p-1',
        stackOnPhones ? 'grid-flow-row sm:grid-flow-col' : 'grid-flow-col',
        className,
      )}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          className={cn(
            'inline-flex min-w-0 items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold text-muted-foreground transition-colors',
            'hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0',
            'data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm',
          )}
        >
          {/* Phones keep the room for the label. */}
          {option.icon ? <span className="hidden sm:contents">{option.icon}</span> : null}
          <span className="truncate">{option.label}</span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
