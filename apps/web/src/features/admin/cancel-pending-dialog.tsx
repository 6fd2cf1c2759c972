import { Ban } from 'lucide-react';
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

import { useCancelPendingResult } from './api/cancel-pending-result';

export type PendingTarget = { kind: 'race' | 'event'; id: number; name: string };

/** Confirms calling off a race or event waiting for its result: every pending bet on it is refunded. */
export function CancelPendingDialog({ target, onClose }: { target: PendingTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const showActionError = useActionErrorToast();
  const cancel = useCancelPendingResult();

  const confirm = () => {
    if (!target) return;
    cancel.mutate(
      { kind: target.kind, id: target.id },
      {
        onSuccess: ({ refunded }) => {
          toast({
            title: t('admin.results.cancelledTitle'),
            description: t('admin.results.cancelledText', { count: refunded }),
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          showActionError(error, t('admin.toast.errorTitle'), t('admin.results.error'));
          onClose();
        },
      },
    );
  };

  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <span className="flex size-11 items-center justify-center rounded-full bg-destructive/15 text-destructive">
          <Ban className="size-5" aria-hidden />
        </span>
        <AlertDialogTitle>{t('admin.results.cancelDialog.title', { name: target?.name ?? '' })}</AlertDialogTitle>
        <AlertDialogDescription>{t('admin.results.cancelDialog.description')}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('admin.results.cancelDialog.keep')}</AlertDialogCancel>
          <AlertDialogConfirm onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? <Spinner className="size-4 text-destructive-foreground" /> : <Ban aria-hidden />}
            {t('admin.results.cancelDialog.confirm')}
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
