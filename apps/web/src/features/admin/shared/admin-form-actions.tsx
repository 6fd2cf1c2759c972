import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FormActions } from '@/components/ui/form-dialog';

/** A back-office form's Cancel (always "Cancelar") and submit buttons. */
export function AdminFormActions({
  onCancel,
  submitLabel,
  pending,
  icon,
}: {
  onCancel: () => void;
  submitLabel: string;
  pending?: boolean;
  icon?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormActions
      cancelLabel={t('admin.actions.cancel')}
      onCancel={onCancel}
      submitLabel={submitLabel}
      pending={pending}
      icon={icon}
    />
  );
}
