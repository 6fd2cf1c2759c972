import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/format/cn';

export const Dialog = DialogPrimitive.Root;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string };

/**
 * What every shape of dialog shares (the centred dialog, the side sheet, the bottom sheet): the portal,
 * the overlay, and a close button in the corner. `shape` places and draws the panel; `top` goes before
 * the content (the bottom sheet's handle).
 */
export function DialogPanel({
  shape,
  closeClassName,
  top,
  className,
  children,
  closeLabel,
  ...props
}: DialogContentProps & { shape: string; closeClassName: string; top?: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(shape, className)} {...props}>
        {top}
        {children}
        <DialogCloseButton label={closeLabel} className={closeClassName} />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogContent(props: DialogContentProps) {
  return (
    <DialogPanel
      shape={cn(
        'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
        'rounded-2xl border border-border bg-popover p-6 text-popover-foreground shadow-2xl data-[state=open]:animate-zoom-in',
      )}
      closeClassName="top-4 right-4 p-1"
      {...props}
    />
  );
}

/** The corner ✕ every dialog, sheet and bottom sheet shares; the caller places it. */
export function DialogCloseButton({ label, className }: { label: string; className: string }) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      className={cn(
        'absolute rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
        className,
      )}
    >
      <X className="size-5" aria-hidden />
    </DialogPrimitive.Close>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl font-bold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
