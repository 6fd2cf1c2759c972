import { ADMIN_MESSAGES, formatCents, parseCents, type TAdminUserResponse } from '@galope/contracts';
import { ArrowRight, Equal, Minus, Plus, Wallet } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MONEY_INPUT_PROPS } from '@/components/money-input-frame';
import { InputField } from '@/components/ui/input-field';
import { ItemFormDialog } from '@/components/admin-ui/item-form-dialog';
import { toast } from '@/components/ui/use-toast';
import { formatMoney } from '@/lib/format/format-money';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { AdminFormActions } from '../shared/admin-form-actions';
import { useUpdateUserBalance } from '../api/update-user-balance';
import { type BalanceChangeType, previewBalance } from './balance-preview';
import { ChangeChoice, ReasonField, UserSummary } from './user-summary';

/** Adjust a player's balance: add, subtract or set an amount, with an optional reason for the ledger. */
export function BalanceDialog({ user, onClose }: { user: TAdminUserResponse | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ItemFormDialog
      item={user}
      onClose={onClose}
      icon={Wallet}
      title={t('admin.users.balance.title')}
      description={t('admin.users.balance.description')}
    >
      {(item) => <BalanceForm user={item} onDone={onClose} />}
    </ItemFormDialog>
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
      <UserSummary user={user}>
        <div className="text-right">
          <p className="text-xs text-muted-foreground">{t('admin.users.balance.current')}</p>
          <p className="font-bold tabular-nums">{formatMoney(user.balance)}</p>
        </div>
      </UserSummary>
      <ChangeChoice
        label={t('admin.users.balance.type')}
        value={type}
        onValueChange={setType}
        options={[
          { value: 'add', label: t('admin.users.balance.types.add'), icon: <Plus aria-hidden /> },
          { value: 'subtract', label: t('admin.users.balance.types.subtract'), icon: <Minus aria-hidden /> },
          { value: 'set', label: t('admin.users.balance.types.set'), icon: <Equal aria-hidden /> },
        ]}
      />
      <InputField
        id="balance-amount"
        label={t('admin.users.balance.amount')}
        error={error}
        name="amount"
        {...MONEY_INPUT_PROPS}
        autoFocus
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setError(undefined);
        }}
      />
      <ReasonField id="balance-reason" value={reason} onChange={setReason} />
      <p
        className="flex items-center justify-center gap-2 rounded-xl border border-dashed border-border px-3 py-2 text-sm tabular-nums"
        role="status"
        aria-labelledby="balance-preview-label"
      >
        <span className="text-muted-foreground">{formatMoney(user.balance)}</span>
        <ArrowRight className="size-4 text-muted-foreground" aria-hidden />
        <span className={preview !== null && preview < 0 ? 'font-bold text-destructive' : 'font-bold'}>
          {preview === null ? '—' : formatMoney(formatCents(preview))}
        </span>
        <span id="balance-preview-label" className="sr-only">
          {t('admin.users.balance.preview')}
        </span>
      </p>
      <AdminFormActions
        onCancel={onDone}
        submitLabel={t('admin.users.balance.submit')}
        pending={updateBalance.isPending}
      />
    </form>
  );
}
