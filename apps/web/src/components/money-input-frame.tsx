import { CURRENCY_SYMBOL } from '@galope/contracts';
import type { ReactNode } from 'react';

/** An amount's input: the decimal keypad on phones, steps of a cent, "0.00" until something is typed. */
export const MONEY_INPUT_PROPS = {
  type: 'number',
  inputMode: 'decimal',
  min: 0,
  step: 0.01,
  placeholder: '0.00',
} as const;

/** Left padding an input inside MoneyInputFrame needs to clear the currency symbol. */
export const MONEY_INPUT_PADDING = 'pl-11';

/**
 * An amount's input with the currency written in it ("US$"): the player types dollars, and a bare
 * "$" would read as pesos. The symbol is decoration; the field's label and hint name the amount.
 */
export function MoneyInputFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm font-semibold text-muted-foreground"
        aria-hidden
      >
        {CURRENCY_SYMBOL}
      </span>
      {children}
    </div>
  );
}
