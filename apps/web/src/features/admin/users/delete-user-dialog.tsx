import type { TAdminUserResponse } from '@galope/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { useConfirmedAction } from '@/lib/forms/use-confirmed-action';

import { useDeleteAdminUser } from '../api/delete-admin-user';

/**
 * Confirms removing a player. One with bets or movements is deactivated by the server instead (their
 * records stay); the toast says which happened.
 */
export function DeleteUserDialog({ user, onClose }: { user: TAdminUserResponse | null; onClose: () => void }) {
  const { t } = useTranslation();
  const deleteUser = useDeleteAdminUser();
  const confirmation = useConfirmedAction({
    target: user,
    mutation: deleteUser,
    variables: ({ id }) => id,
    success: (result, { username }) =>
      result.deactivated
        ? {
            title: t('admin.users.delete.deactivatedTitle'),
            description: t('admin.users.delete.deactivatedText', { username }),
          }
        : {
            title: t('admin.users.delete.successTitle'),
            description: t('admin.users.delete.successText', { username }),
          },
    failure: { title: t('admin.toast.errorTitle'), text: t('admin.users.delete.error') },
    onClose,
  });

  return (
    <ConfirmDialog
      {...confirmation}
      badge={Trash2}
      icon={<Trash2 aria-hidden />}
      title={t('admin.users.delete.title', { username: user?.username ?? '' })}
      description={t('admin.users.delete.description')}
      cancelLabel={t('admin.actions.cancel')}
      confirmLabel={t('admin.users.delete.confirm')}
    />
  );
}
