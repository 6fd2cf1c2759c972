import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/format/cn';

import { type DialogContentProps, DialogPanel } from './dialog';

/** A dialog that slides in from the left edge (the mobile navigation). */
export const Sheet = DialogPrimitive.Root;

export function SheetContent(props: DialogContentProps) {
  return (
    <DialogPanel
      shape={cn(
        'fixed inset-y-0 left-0 z-50 flex h-dvh w-[85vw] max-w-xs flex-col border-r border-border bg-sidebar text-foreground shadow-2xl',
        'data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in',
      )}
      closeClassName="top-3.5 right-3 p-1.5"
      {...props}
    />
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-sm font-extrabold tracking-[0.2em] text-muted-foreground', className)}
      {...props}
    />
  );
}

export const SheetDescription = DialogPrimitive.Description;
