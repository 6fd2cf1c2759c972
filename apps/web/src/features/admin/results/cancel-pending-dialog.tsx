import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { useActionErrorToast } from '@/lib/use-action-error-toast';

import { useCancelPendingResult } from '../api/cancel-pending-result';

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
    <ConfirmDialog
      open={target !== null}
      onClose={onClose}
      badge={Ban}
      icon={<Ban aria-hidden />}
      title={t('admin.results.cancelDialog.title', { name: target?.name ?? '' })}
      description={t('admin.results.cancelDialog.description')}
      cancelLabel={t('admin.results.cancelDialog.keep')}
      confirmLabel={t('admin.results.cancelDialog.confirm')}
      pending={cancel.isPending}
      onConfirm={confirm}
    />
  );
}
