import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { Spinner } from './spinner';

/** A dialog holding a form: the icon and title, a line saying what it does, then the form (`children`). */
export function FormDialog({
  open,
  onClose,
  icon: Icon,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  icon: LucideIcon;
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={t('common.close')} className={className}>
        <DialogTitle className="flex items-center gap-2">
          <Icon className="size-5 text-brand" aria-hidden />
          {title}
        </DialogTitle>
        <DialogDescription className="mt-1">{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A form's Cancel and submit buttons; the submit shows a spinner (in place of its icon) while pending. */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  pending,
  icon = null,
}: {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  pending?: boolean;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? <Spinner className="size-4 text-primary-foreground" /> : icon}
        {submitLabel}
      </Button>
    </div>
  );
}
