import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/format/cn';

import { buttonClasses } from './button';
import { Spinner } from './spinner';

/** A confirmation that cannot be dismissed by clicking outside: the choice is Cancel or the action. */
export const AlertDialog = AlertDialogPrimitive.Root;

export function AlertDialogContent({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <AlertDialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
          'rounded-2xl border border-border bg-popover p-6 text-popover-foreground shadow-2xl data-[state=open]:animate-zoom-in',
          className,
        )}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn('text-lg font-bold', className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel className={buttonClasses('outline', 'md', className)} {...props} />;
}

/**
 * The confirming button. Not Radix's Action (which closes at once): the caller closes the dialog
 * when the request has succeeded, so a failure leaves it open.
 */
export function AlertDialogConfirm({ className, type, ...props }: ComponentProps<'button'>) {
  return <button type={type ?? 'button'} className={buttonClasses('destructive', 'md', className)} {...props} />;
}

/**
 * A destructive choice to confirm: the caller runs the action and closes the dialog when it is done,
 * so a failure can leave it open. `badge` shows the action's icon above the title.
 */
export function ConfirmDialog({
  open,
  onClose,
  badge: Badge,
  icon,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  pending,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  badge?: LucideIcon;
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <AlertDialogContent>
        {Badge ? (
          <span className="flex size-11 items-center justify-center rounded-full bg-destructive/15 text-destructive">
            <Badge className="size-5" aria-hidden />
          </span>
        ) : null}
        <AlertDialogTitle>{title}</AlertDialogTitle>
        {children}
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogConfirm onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner className="size-4 text-destructive-foreground" /> : icon}
            {confirmLabel}
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
