import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { useConfirmedAction } from '@/lib/forms/use-confirmed-action';

import { useCancelPendingResult } from '../api/cancel-pending-result';

export type PendingTarget = { kind: 'race' | 'event'; id: number; name: string };

/** Confirms calling off a race or event waiting for its result: every pending bet on it is refunded. */
export function CancelPendingDialog({ target, onClose }: { target: PendingTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelPendingResult();
  const confirmation = useConfirmedAction({
    target,
    mutation: cancel,
    variables: ({ kind, id }) => ({ kind, id }),
    success: ({ refunded }) => ({
      title: t('admin.results.cancelledTitle'),
      description: t('admin.results.cancelledText', { count: refunded }),
    }),
    failure: { title: t('admin.toast.errorTitle'), text: t('admin.results.error') },
    onClose,
    closeOnError: true,
  });

  return (
    <ConfirmDialog
      {...confirmation}
      badge={Ban}
      icon={<Ban aria-hidden />}
      title={t('admin.results.cancelDialog.title', { name: target?.name ?? '' })}
      description={t('admin.results.cancelDialog.description')}
      cancelLabel={t('admin.results.cancelDialog.keep')}
      confirmLabel={t('admin.results.cancelDialog.confirm')}
    />
  );
}
