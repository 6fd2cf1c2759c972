import { type TAdminUserResponse, type TUserStatus, USER_STATUSES } from '@galope/contracts';
import { CircleCheck, CircleX, Clock, UserCog } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ItemFormDialog } from '@/components/admin-ui/item-form-dialog';
import { toast } from '@/components/ui/use-toast';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';

import { AdminFormActions } from '../shared/admin-form-actions';
import { useUpdateUserStatus } from '../api/update-user-status';
import { UserStatusBadge } from './user-status-badge';
import { ChangeChoice, ReasonField, UserSummary } from './user-summary';

const ICONS: Record<TUserStatus, ReactNode> = {
  pending: <Clock aria-hidden />,
  approved: <CircleCheck aria-hidden />,
  rejected: <CircleX aria-hidden />,
};

/** Approve, reject or set back to pending an account, with an optional reason. */
export function StatusDialog({ user, onClose }: { user: TAdminUserResponse | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ItemFormDialog
      item={user}
      onClose={onClose}
      icon={UserCog}
      title={t('admin.users.status.title')}
      description={t('admin.users.status.description')}
    >
      {(item) => <StatusForm user={item} onDone={onClose} />}
    </ItemFormDialog>
  );
}

function StatusForm({ user, onDone }: { user: TAdminUserResponse; onDone: () => void }) {
  const { t } = useTranslation();
  const showActionError = useActionErrorToast();
  const updateStatus = useUpdateUserStatus();
  const [status, setStatus] = useState<TUserStatus>(user.status);
  const [reason, setReason] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    updateStatus.mutate(
      { userId: user.id, status, reason: reason.trim() || undefined },
      {
        onSuccess: (updated) => {
          toast({
            title: t('admin.users.status.successTitle'),
            description: t('admin.users.status.successText', {
              username: updated.username,
              status: t(`status.${updated.status}`),
            }),
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => showActionError(error, t('admin.users.status.error'), t('admin.users.status.errorText')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
      <UserSummary user={user}>
        <div className="grid justify-items-end gap-1">
          <span className="text-xs text-muted-foreground">{t('admin.users.status.current')}</span>
          <UserStatusBadge status={user.status} />
        </div>
      </UserSummary>
      <ChangeChoice
        label={t('admin.users.status.new')}
        value={status}
        onValueChange={setStatus}
        stackOnPhones
        options={USER_STATUSES.map((value) => ({ value, label: t(`status.${value}`), icon: ICONS[value] }))}
      />
      <ReasonField id="status-reason" value={reason} onChange={setReason} />
      <AdminFormActions
        onCancel={onDone}
        submitLabel={t('admin.users.status.submit')}
        pending={updateStatus.isPending}
      />
    </form>
  );
}
