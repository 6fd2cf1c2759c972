import { type TAdminUserResponse, type TUserStatus, USER_STATUSES } from '@galope/contracts';
import { CircleCheck, CircleX, Clock, UserCog } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { fullName } from '@/lib/display-name';
import { useActionErrorToast } from '@/lib/use-action-error-toast';

import { useUpdateUserStatus } from './api/update-user-status';
import { UserStatusBadge } from './user-status-badge';

const ICONS: Record<TUserStatus, ReactNode> = {
  pending: <Clock aria-hidden />,
  approved: <CircleCheck aria-hidden />,
  rejected: <CircleX aria-hidden />,
};

/** Approve, reject or set back to pending an account, with an optional reason. */
export function StatusDialog({ user, onClose }: { user: TAdminUserResponse | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogTitle className="flex items-center gap-2">
          <UserCog className="size-5 text-brand" aria-hidden />
          {t('admin.users.status.title')}
        </DialogTitle>
        <DialogDescription className="mt-1">{t('admin.users.status.description')}</DialogDescription>
        {user ? <StatusForm key={user.id} user={user} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
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
      <div className="flex items-center justify-between gap-3 rounded-xl bg-muted px-4 py-3 text-sm">
        <div className="min-w-0">
          <p className="truncate font-semibold">{fullName(user)}</p>
          <p className="truncate text-xs text-muted-foreground">@{user.username}</p>
        </div>
        <div className="grid justify-items-end gap-1">
          <span className="text-xs text-muted-foreground">{t('admin.users.status.current')}</span>
          <UserStatusBadge status={user.status} />
        </div>
      </div>
      <div className="grid gap-1.5">
        <span className="text-sm font-medium">{t('admin.users.status.new')}</span>
        <SegmentedControl
          value={status}
          onValueChange={setStatus}
          ariaLabel={t('admin.users.status.new')}
          testId="status-option"
          stackOnPhones
          options={USER_STATUSES.map((value) => ({ value, label: t(`status.${value}`), icon: ICONS[value] }))}
        />
      </div>
      <FormField id="status-reason" label={t('admin.users.fields.reason')}>
        <Input
          id="status-reason"
          name="reason"
          maxLength={500}
          placeholder={t('admin.users.reasonPlaceholder')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('admin.actions.cancel')}
        </Button>
        <Button type="submit" disabled={updateStatus.isPending}>
          {updateStatus.isPending ? <Spinner className="size-4 text-primary-foreground" /> : null}
          {t('admin.users.status.submit')}
        </Button>
      </div>
    </form>
  );
}
