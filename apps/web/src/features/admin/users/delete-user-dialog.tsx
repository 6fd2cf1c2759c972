import type { TAdminUserResponse } from '@galope/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { useActionErrorToast } from '@/lib/use-action-error-toast';

import { useDeleteAdminUser } from '../api/delete-admin-user';

/**
 * Confirms removing a player. One with bets or movements is deactivated by the server instead (their
 * records stay); the toast says which happened.
 */
export function DeleteUserDialog({ user, onClose }: { user: TAdminUserResponse | null; onClose: () => void }) {
  const { t } = useTranslation();
  const showActionError = useActionErrorToast();
  const deleteUser = useDeleteAdminUser();

  const confirm = () => {
    if (!user) return;
    deleteUser.mutate(user.id, {
      onSuccess: (result) => {
        toast(
          result.deactivated
            ? {
                title: t('admin.users.delete.deactivatedTitle'),
                description: t('admin.users.delete.deactivatedText', { username: user.username }),
                variant: 'success',
              }
            : {
                title: t('admin.users.delete.successTitle'),
                description: t('admin.users.delete.successText', { username: user.username }),
                variant: 'success',
              },
        );
        onClose();
      },
      onError: (error) => showActionError(error, t('admin.toast.errorTitle'), t('admin.users.delete.error')),
    });
  };

  return (
    <ConfirmDialog
      open={user !== null}
      onClose={onClose}
      badge={Trash2}
      icon={<Trash2 aria-hidden />}
      title={t('admin.users.delete.title', { username: user?.username ?? '' })}
      description={t('admin.users.delete.description')}
      cancelLabel={t('admin.actions.cancel')}
      confirmLabel={t('admin.users.delete.confirm')}
      pending={deleteUser.isPending}
      onConfirm={confirm}
    />
  );
}
