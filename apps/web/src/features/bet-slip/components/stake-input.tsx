import { CURRENCY_SYMBOL } from '@galope/contracts';

import { MONEY_INPUT_PADDING, MONEY_INPUT_PROPS, MoneyInputFrame } from '@/components/money-input-frame';
import { cn } from '@/lib/format/cn';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

/** Spec §9: the quick stake buttons. */
export const QUICK_STAKES = [5, 10, 25, 50] as const;

/**
 * A stake in US dollars (number input, min 0, step 0.01; spec §5) with the quick stakes under it, or
 * without them for a tote ticket's stake per combination (a dollar or less, where 5 to 50 make no sense).
 */
export function StakeInput({
  id,
  value,
  onChange,
  label,
  invalid = false,
  disabled = false,
  quickStakes = true,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The input's accessible name ("Importe para Relámpago"). */
  label: string;
  invalid?: boolean;
  disabled?: boolean;
  quickStakes?: boolean;
  /** The id of a hint under the input (the pool's minimum). */
  describedBy?: string;
}) {
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <MoneyInputFrame>
        <input
          id={id}
          {...MONEY_INPUT_PROPS}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-label={label}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(
            MONEY_INPUT_PADDING,
            'flex h-10 w-full rounded-lg border border-border bg-input py-2 pr-3 text-right text-sm font-semibold text-foreground tabular-nums shadow-xs transition-colors',
            'placeholder:font-normal placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
            'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
          )}
        />
      </MoneyInputFrame>
      {quickStakes ? <QuickStakes value={value} onChange={onChange} disabled={disabled} /> : null}
    </div>
  );
}

function QuickStakes({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const { t } = useLightTranslation();
  return (
    <div className="grid grid-cols-4 gap-1.5" role="group" aria-label={t('bets.quickStakes')}>
      {QUICK_STAKES.map((amount) => {
        const text = `${amount}.00`;
        const active = value !== '' && Number(value) === amount;
        return (
          <button
            key={amount}
            type="button"
            disabled={disabled}
            onClick={() => onChange(text)}
            aria-pressed={active}
            aria-label={t('bets.quickStake', { amount: `${CURRENCY_SYMBOL}${amount}` })}
            className={cn(
              'h-8 rounded-lg border text-xs font-bold tabular-nums transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50',
              active
                ? 'border-primary bg-primary-soft text-brand'
                : 'border-border bg-muted/50 hover:border-primary/60 hover:bg-primary-soft',
            )}
          >
            {CURRENCY_SYMBOL}
            {amount}
          </button>
        );
      })}
    </div>
  );
}
