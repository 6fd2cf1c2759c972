import type { TAdminUserResponse } from '@galope/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useActionErrorToast } from '@/lib/use-action-error-toast';

import { useDeleteAdminUser } from './api/delete-admin-user';

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
    <AlertDialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <span className="flex size-11 items-center justify-center rounded-full bg-destructive/15 text-destructive">
          <Trash2 className="size-5" aria-hidden />
        </span>
        <AlertDialogTitle>{t('admin.users.delete.title', { username: user?.username ?? '' })}</AlertDialogTitle>
        <AlertDialogDescription>{t('admin.users.delete.description')}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('admin.actions.cancel')}</AlertDialogCancel>
          <AlertDialogConfirm onClick={confirm} disabled={deleteUser.isPending}>
            {deleteUser.isPending ? <Spinner className="size-4 text-destructive-foreground" /> : <Trash2 aria-hidden />}
            {t('admin.users.delete.confirm')}
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
