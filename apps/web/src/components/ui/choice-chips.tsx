import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/format/cn';

/**
 * A one-of-few choice as a row of large chips (`role="radio"` buttons), the chosen one outlined in the
 * accent colour; `renderChoice` draws a chip's content.
 */
export function ChoiceChips<T extends string>({
  choices,
  value,
  onChoose,
  ariaLabel,
  renderChoice,
  disabled,
  className,
}: {
  choices: readonly T[];
  value: T;
  onChoose: (choice: T) => void;
  ariaLabel: string;
  renderChoice: (choice: T, chosen: boolean) => ReactNode;
  disabled?: boolean;
  /** Extra classes for every chip. */
  className?: string;
}) {
  return (
    <div role="radiogroup" aria-label={ariaLabel} className="flex gap-2">
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          role="radio"
          aria-checked={value === choice}
          disabled={disabled}
          onClick={() => onChoose(choice)}
          className={cn(
            'flex flex-1 items-center gap-2 rounded-xl border px-3 py-2.5 text-sm font-semibold transition-colors',
            value === choice ? 'border-primary bg-primary-soft text-brand' : 'border-border hover:bg-muted',
            className,
          )}
        >
          {renderChoice(choice, value === choice)}
        </button>
      ))}
    </div>
  );
}

/** The tick at the end of the chosen chip. */
export function ChosenTick({ chosen }: { chosen: boolean }) {
  return chosen ? <Check className="ml-auto size-4" aria-hidden /> : null;
}
