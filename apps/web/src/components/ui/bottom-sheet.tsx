import { Dialog as DialogPrimitive } from 'radix-ui';

import { cn } from '@/lib/format/cn';

import { type DialogContentProps, DialogPanel } from './dialog';

/** A dialog that rises from the bottom edge (the bet slip on phones). */
export const BottomSheet = DialogPrimitive.Root;
export const BottomSheetTitle = DialogPrimitive.Title;
export const BottomSheetDescription = DialogPrimitive.Description;

export function BottomSheetContent(props: DialogContentProps) {
  return (
    <DialogPanel
      shape={cn(
        'fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-3xl border-t border-border bg-popover text-popover-foreground shadow-2xl',
        'pb-[env(safe-area-inset-bottom)] transition-transform duration-200 ease-out starting:translate-y-full',
      )}
      closeClassName="top-3 right-3 p-1.5"
      top={<span className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-border" aria-hidden />}
      {...props}
    />
  );
}
