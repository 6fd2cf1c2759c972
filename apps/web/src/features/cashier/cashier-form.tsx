import {
  destinationError,
  formatCents,
  type TCashierRequestResponse,
  type TCashierRequestType,
  type TPaymentMethodResponse,
  type TUserResponse,
} from '@galope/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MONEY_INPUT_PADDING, MoneyInputFrame } from '@/components/money-input-frame';
import { Button } from '@/components/ui/button';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { newIdempotencyKey } from '@/lib/api/new-idempotency-key';
import { formatMoney } from '@/lib/format/format-money';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { useCreateCashierRequest } from './api/create-cashier-request';
import { useUploadReceipt } from './api/upload-receipt';
import { checkCashierAmount } from './check-cashier-amount';
import { inReaderLanguage } from './in-reader-language';

const QUICK_AMOUNTS = [100, 200, 500, 1000, 2000, 5000];

type Errors = { method?: string; amount?: string; destination?: string };

/**
 * One request: a method (its bounds; for a deposit its instructions, for a withdrawal what to give), an
 * amount (quick amounts within the bounds), and for a deposit an optional reference and receipt photo,
 * for a withdrawal its destination.
 */
export function CashierForm({
  type,
  user,
  methods,
  onCreated,
}: {
  type: TCashierRequestType;
  user: TUserResponse;
  methods: TPaymentMethodResponse[];
  onCreated: (request: TCashierRequestResponse) => void;
}) {
  const { t, i18n } = useTranslation();
  const translate = useTranslateMessage();
  const showActionError = useActionErrorToast();
  const create = useCreateCashierRequest();
  const upload = useUploadReceipt();
  const usable = methods.filter((method) => method.kind === 'both' || method.kind === type);
  const [methodId, setMethodId] = useState<number | undefined>(usable[0]?.id);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [destination, setDestination] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  // One key per filled-in form: a retry after a lost answer is the same request.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const method = usable.find((candidate) => candidate.id === methodId);
  const id = (field: string) => `${type}-${field}`;

  if (usable.length === 0) return <p className="text-sm text-muted-foreground">{t('cashier.noMethods')}</p>;

  const amountError = (value: string): string | undefined => {
    if (!method) return undefined;
    const check = checkCashierAmount(value, method, type === 'withdrawal' ? user.balance : undefined);
    if (check.ok) return undefined;
    return t(`cashier.errors.${check.error}`, {
      min: formatMoney(method.minAmount),
      max: formatMoney(method.maxAmount),
      balance: formatMoney(user.balance),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!method) found.method = t('cashier.errors.method');
    found.amount = amountError(amount);
    if (type === 'withdrawal' && method) {
      const wrong = destination.trim() ? destinationError(method.destinationFormat, destination.trim()) : null;
      if (!destination.trim()) found.destination = t('cashier.errors.destination');
      else if (wrong) found.destination = translate(wrong);
    }
    setErrors(found);
    const checked = method ? checkCashierAmount(amount, method) : undefined;
    if (!method || !checked?.ok || found.amount || found.destination) return;
    const cents = formatCents(checked.cents);
    const body =
      type === 'deposit'
        ? {
            type,
            body: { amount: cents, methodId: method.id, reference: reference.trim() || undefined },
            idempotencyKey,
          }
        : { type, body: { amount: cents, methodId: method.id, destination: destination.trim() }, idempotencyKey };
    create.mutate(body, {
      onSuccess: async (request) => {
        setIdempotencyKey(newIdempotencyKey());
        if (type === 'deposit' && receipt) {
          try {
            await upload.mutateAsync({ id: request.id, file: receipt });
          } catch (error) {
            showActionError(error, t('cashier.receipt.error'), t('cashier.receipt.error'));
          }
        }
        toast({ title: t(`cashier.created.${type}`), description: request.code, variant: 'success' });
        onCreated(request);
      },
      onError: (error) => showActionError(error, t('cashier.createError'), t('cashier.createError')),
    });
  };

  const quickAmounts = method ? QUICK_AMOUNTS.filter((value) => checkCashierAmount(String(value), method).ok) : [];

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('cashier.method')}</legend>
        <div className="grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label={t('cashier.method')}>
          {usable.map((candidate) => (
            <label
              key={candidate.id}
              className="flex cursor-pointer flex-col gap-1 rounded-xl border border-border bg-card p-3 text-sm transition-colors has-[:checked]:border-brand has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <span className="flex items-center gap-2 font-semibold">
                <input
                  type="radio"
                  name={`${type}-method`}
                  value={candidate.id}
                  checked={candidate.id === methodId}
                  onChange={() => {
                    setMethodId(candidate.id);
                    setErrors({});
                  }}
                  className="accent-[var(--color-brand)]"
                />
                {inReaderLanguage(candidate.name, candidate.nameEn, i18n.language)}
              </span>
              <span className="text-xs text-muted-foreground">
                {t('cashier.bounds', { min: formatMoney(candidate.minAmount), max: formatMoney(candidate.maxAmount) })}
              </span>
            </label>
          ))}
        </div>
        {errors.method ? <p className="text-xs text-destructive">{errors.method}</p> : null}
      </fieldset>

      {type === 'deposit' && method?.instructions ? (
        <section
          aria-labelledby={id('instructions')}
          className="rounded-xl bg-muted px-4 py-3 text-sm whitespace-pre-line"
        >
          <p id={id('instructions')} className="mb-1 text-xs font-semibold text-muted-foreground uppercase">
            {t('cashier.instructions')}
          </p>
          {inReaderLanguage(method.instructions, method.instructionsEn, i18n.language)}
        </section>
      ) : null}
      {type === 'withdrawal' && method ? <WithdrawalHint method={method} headingId={id('hint')} /> : null}

      <FormField
        id={id('amount')}
        label={t('cashier.amount')}
        error={errors.amount}
        hint={type === 'withdrawal' ? t('cashier.available', { balance: formatMoney(user.balance) }) : undefined}
      >
        <MoneyInputFrame>
          <Input
            {...fieldA11y(id('amount'), errors.amount)}
            name="amount"
            type="text"
            inputMode="decimal"
            placeholder="0.00"
            className={MONEY_INPUT_PADDING}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setErrors((current) => ({ ...current, amount: undefined }));
            }}
          />
        </MoneyInputFrame>
      </FormField>
      {quickAmounts.length > 0 ? (
        <div className="flex flex-wrap gap-2" aria-label={t('cashier.quickAmounts')} role="group">
          {quickAmounts.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={amount === String(value) ? 'primary' : 'secondary'}
              onClick={() => {
                setAmount(String(value));
                setErrors((current) => ({ ...current, amount: undefined }));
              }}
            >
              {formatMoney(formatCents(value * 100))}
            </Button>
          ))}
        </div>
      ) : null}

      {type === 'deposit' ? (
        <>
          <FormField id={id('reference')} label={t('cashier.reference')} hint={t('cashier.referenceHint')}>
            <Input
              id={id('reference')}
              name="reference"
              maxLength={100}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
            />
          </FormField>
          <FormField id={id('receipt')} label={t('cashier.receipt.label')} hint={t('cashier.receipt.hint')}>
            <Input
              id={id('receipt')}
              name="receipt"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={(event) => setReceipt(event.target.files?.[0] ?? null)}
            />
          </FormField>
        </>
      ) : (
        <FormField
          id={id('destination')}
          label={t(`cashier.destination.${method?.destinationFormat ?? 'text'}`)}
          error={errors.destination}
        >
          <Input
            {...fieldA11y(id('destination'), errors.destination)}
            name="destination"
            maxLength={100}
            autoComplete="off"
            value={destination}
            onChange={(event) => {
              setDestination(event.target.value);
              setErrors((current) => ({ ...current, destination: undefined }));
            }}
          />
        </FormField>
      )}

      <Button type="submit" size="lg" disabled={create.isPending || upload.isPending}>
        {create.isPending || upload.isPending ? <Spinner className="size-4 text-primary-foreground" /> : null}
        {t(`cashier.submit.${type}`)}
      </Button>
    </form>
  );
}

/**
 * What a withdrawal asks of the player: the destination to give and how long the payment takes. A
 * method's instructions say where to send a deposit (a method for both ways has only the one text),
 * so a withdrawal shows them only for a method used for withdrawals alone.
 */
function WithdrawalHint({ method, headingId }: { method: TPaymentMethodResponse; headingId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby={headingId} className="grid gap-1 rounded-xl bg-muted px-4 py-3 text-sm">
      <p id={headingId} className="text-xs font-semibold text-muted-foreground uppercase">
        {t('cashier.withdrawalHint.title')}
      </p>
      <p>{t(`cashier.withdrawalHint.destination.${method.destinationFormat}`)}</p>
      {method.kind === 'withdrawal' && method.instructions ? (
        <p className="whitespace-pre-line">
          {inReaderLanguage(method.instructions, method.instructionsEn, i18n.language)}
        </p>
      ) : null}
      <p className="text-muted-foreground">{t('cashier.withdrawalHint.time')}</p>
    </section>
  );
}
