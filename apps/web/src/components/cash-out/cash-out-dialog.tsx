import { formatCents, parseCents, type TBetResponse } from '@galope/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MONEY_INPUT_PADDING, MoneyInputFrame } from '@/components/money-input-frame';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api/api-client';
import { useCashOutBet } from '@/lib/api/cash-out-bet';
import { type CashOutQuote, useCashOutQuote } from '@/lib/api/get-cash-out-quote';
import { newIdempotencyKey } from '@/lib/api/new-idempotency-key';
import { queryKeys } from '@/lib/api/query-keys';
import { formatMoney } from '@/lib/format/format-money';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

import { useCashOutReason } from './use-cash-out-reason';

/**
 * The cash out's confirmation: the value, a slider (or the amount typed) for part of the stake with
 * the value of that part, confirm and cancel. A value that moved meanwhile (409 CASH_OUT_CHANGED) is
 * shown as the slip shows a price that moved: "El valor cambió: ahora US$X", to accept or cancel.
 */
export function CashOutDialog({ bet, onOpenChange }: { bet: TBetResponse; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const reason = useCashOutReason();
  const remainingCents = parseCents(bet.amount)! - (parseCents(bet.cashedOutAmount ?? '0') ?? 0);
  const [partText, setPartText] = useState(formatCents(remainingCents));
  const typed = parseCents(partText);
  const partCents = typed !== null && typed > 0 && typed <= remainingCents ? typed : null;
  const asked = useDebouncedValue(partCents, 250);
  const whole = asked === remainingCents;
  const quote = useCashOutQuote(bet.id, {
    partCents: whole ? undefined : (asked ?? undefined),
    enabled: asked !== null,
  });
  const [changedTo, setChangedTo] = useState<string | null>(null);
  // One key per confirmation the player means: a retry of the same one after a lost answer pays once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const cashOut = useCashOutBet();
  const queryClient = useQueryClient();

  const shown = quote.data && 'value' in quote.data ? quote.data.value : null;
  const settling = asked !== partCents || quote.isFetching;

  const confirm = (value: string) => {
    if (partCents === null) return;
    cashOut.mutate(
      { betId: bet.id, value, amount: whole ? undefined : formatCents(partCents), idempotencyKey },
      {
        onSuccess: (answer) => {
          toast({ variant: 'success', title: t('cashOut.done', { value: formatMoney(answer.value) }) });
          onOpenChange(false);
        },
        onError: (error) => {
          setIdempotencyKey(newIdempotencyKey());
          const body = isApiError(error) ? (error.body as { value?: unknown } | undefined) : undefined;
          if (isApiError(error) && error.code === 'CASH_OUT_CHANGED' && typeof body?.value === 'string') {
            // What the dialog shows follows the value now, as the prompt does.
            const now: CashOutQuote = { value: body.value, odds: null };
            queryClient.setQueryData(queryKeys.cashOut(bet.id, whole ? undefined : (partCents ?? undefined)), now);
            setChangedTo(body.value);
            return;
          }
          toast({
            variant: 'destructive',
            title: t('cashOut.failed'),
            description: isApiError(error) && error.code ? reason(error.code) : undefined,
          });
          void quote.refetch();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('cashOut.cancel')} aria-describedby={`${id}-description`}>
        <DialogTitle>{t('cashOut.title')}</DialogTitle>
        <DialogDescription id={`${id}-description`} className="mt-1">
          {t('cashOut.description')}
        </DialogDescription>

        <div className="mt-5 grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-part`}>{t('cashOut.part')}</Label>
            <input
              type="range"
              aria-labelledby={`${id}-part-label`}
              aria-valuetext={formatMoney(formatCents(partCents ?? 0))}
              min={1}
              max={remainingCents}
              step={1}
              value={partCents ?? remainingCents}
              onChange={(event) => {
                setChangedTo(null);
                setPartText(formatCents(Number(event.target.value)));
              }}
              className="w-full accent-[var(--color-primary)]"
            />
            <span id={`${id}-part-label`} className="sr-only">
              {t('cashOut.part')}
            </span>
            <MoneyInputFrame>
              <Input
                id={`${id}-part`}
                inputMode="decimal"
                value={partText}
                aria-describedby={`${id}-part-hint`}
                aria-invalid={partCents === null ? true : undefined}
                onChange={(event) => {
                  setChangedTo(null);
                  setPartText(event.target.value);
                }}
                className={MONEY_INPUT_PADDING}
              />
            </MoneyInputFrame>
            <p id={`${id}-part-hint`} className="text-xs text-muted-foreground">
              {t('cashOut.partHint', { min: formatMoney('0.01'), max: formatMoney(formatCents(remainingCents)) })}
            </p>
          </div>

          <dl className="grid grid-cols-2 gap-2 rounded-xl bg-muted/60 p-3 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{t('cashOut.youGet')}</dt>
              <dd className="text-lg font-bold text-success tabular-nums" aria-live="polite">
                {settling && !shown ? '…' : shown ? formatMoney(shown) : '—'}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{t('cashOut.stays')}</dt>
              <dd className="text-lg font-bold tabular-nums">
                {formatMoney(formatCents(remainingCents - (partCents ?? remainingCents)))}
              </dd>
            </div>
          </dl>
          {quote.data && 'reason' in quote.data ? (
            <p className="text-sm font-semibold text-warning">{reason(quote.data.reason)}</p>
          ) : null}

          {changedTo ? (
            <div className="grid gap-3 rounded-xl border border-warning/50 bg-warning/10 p-3" role="alert">
              <p className="font-semibold">{t('cashOut.changed', { value: formatMoney(changedTo) })}</p>
              <p className="text-sm text-muted-foreground">{t('cashOut.changedHint')}</p>
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="ghost" onClick={() => onOpenChange(false)}>
                  {t('cashOut.cancel')}
                </Button>
                <Button onClick={() => confirm(changedTo)} disabled={cashOut.isPending}>
                  {cashOut.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                  {t('cashOut.accept', { value: formatMoney(changedTo) })}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="ghost" onClick={() => onOpenChange(false)}>
                {t('cashOut.cancel')}
              </Button>
              <Button onClick={() => shown && confirm(shown)} disabled={!shown || settling || cashOut.isPending}>
                {cashOut.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                {shown ? t('cashOut.confirm', { value: formatMoney(shown) }) : t('cashOut.action')}
              </Button>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
