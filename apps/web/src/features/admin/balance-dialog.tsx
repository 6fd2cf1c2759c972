import { ADMIN_MESSAGES, formatCents, parseCents, type TAdminUserResponse } from '@galope/contracts';
import { ArrowRight, Equal, Minus, Plus, Wallet } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { fullName } from '@/lib/display-name';
import { formatMoney } from '@/lib/format-money';
import { useActionErrorToast } from '@/lib/use-action-error-toast';
import { useTranslateMessage } from '@/lib/use-translate-message';

import { useUpdateUserBalance } from './api/update-user-balance';
import { type BalanceChangeType, previewBalance } from './balance-preview';

/** Adjust a player's balance: add, subtract or set an amount, with an optional reason for the ledger. */
export function BalanceDialog({ user, onClose }: { user: TAdminUserResponse | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogTitle className="flex items-center gap-2">
          <Wallet className="size-5 text-brand" aria-hidden />
          {t('admin.users.balance.title')}
        </DialogTitle>
        <DialogDescription className="mt-1">{t('admin.users.balance.description')}</DialogDescription>
        {user ? <BalanceForm key={user.id} user={user} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BalanceForm({ user, onDone }: { user: TAdminUserResponse; onDone: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const showActionError = useActionErrorToast();
  const updateBalance = useUpdateUserBalance();
  const [amount, setAmount] = useState('');
  const [type, setType] = useState<BalanceChangeType>('add');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const preview = previewBalance(user.balance, amount, type);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!amount.trim()) return setError(translate(ADMIN_MESSAGES.balanceRequired));
    if (parseCents(amount) === null) return setError(translate(ADMIN_MESSAGES.balanceInvalid));
    if (preview !== null && preview < 0) return setError(translate(ADMIN_MESSAGES.belowZero));
    setError(undefined);
    updateBalance.mutate(
      { userId: user.id, amount: formatCents(parseCents(amount)!), type, reason: reason.trim() || undefined },
      {
        onSuccess: (result) => {
          toast({
            title: t('admin.users.balance.successTitle'),
            description: t('admin.users.balance.successText', {
              username: result.user.username,
              previous: formatMoney(result.previousBalance),
              next: formatMoney(result.newBalance),
            }),
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) =>
          showActionError(failure, t('admin.users.balance.error'), t('admin.users.balance.errorText')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
      <div className="flex items-center justify-between gap-3 rounded-xl bg-muted px-4 py-3 text-sm">
        <div className="min-w-0">
          <p className="truncate font-semibold">{fullName(user)}</p>
          <p className="truncate text-xs text-muted-foreground">@{user.username}</p>
        </div>
        <div className="text-right">
          <p className="text-xs text-muted-foreground">{t('admin.users.balance.current')}</p>
          <p className="font-bold tabular-nums">{formatMoney(user.balance)}</p>
        </div>
      </div>
      <div className="grid gap-1.5">
        <span className="text-sm font-medium">{t('admin.users.balance.type')}</span>
        <SegmentedControl
          value={type}
          onValueChange={setType}
          ariaLabel={t('admin.users.balance.type')}
          testId="balance-type"
          options={[
            { value: 'add', label: t('admin.users.balance.types.add'), icon: <Plus aria-hidden /> },
            { value: 'subtract', label: t('admin.users.balance.types.subtract'), icon: <Minus aria-hidden /> },
            { value: 'set', label: t('admin.users.balance.types.set'), icon: <Equal aria-hidden /> },
          ]}
        />
      </div>
      <FormField id="balance-amount" label={t('admin.users.balance.amount')} error={error}>
        <Input
          {...fieldA11y('balance-amount', error)}
          name="amount"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="0.00"
          autoFocus
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <FormField id="balance-reason" label={t('admin.users.fields.reason')}>
        <Input
          id="balance-reason"
          name="reason"
          maxLength={500}
          placeholder={t('admin.users.reasonPlaceholder')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <p
        className="flex items-center justify-center gap-2 rounded-xl border border-dashed border-border px-3 py-2 text-sm tabular-nums"
        data-testid="balance-preview"
        aria-live="polite"
      >
        <span className="text-muted-foreground">{formatMoney(user.balance)}</span>
        <ArrowRight className="size-4 text-muted-foreground" aria-hidden />
        <span className={preview !== null && preview < 0 ? 'font-bold text-destructive' : 'font-bold'}>
          {preview === null ? '—' : formatMoney(formatCents(preview))}
        </span>
        <span className="sr-only">{t('admin.users.balance.preview')}</span>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('admin.actions.cancel')}
        </Button>
        <Button type="submit" disabled={updateBalance.isPending}>
          {updateBalance.isPending ? <Spinner className="size-4 text-primary-foreground" /> : null}
          {t('admin.users.balance.submit')}
        </Button>
      </div>
    </form>
  );
}
