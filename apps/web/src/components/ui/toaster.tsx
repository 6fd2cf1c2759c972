import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { Toast } from 'radix-ui';

import { cn } from '@/lib/format/cn';

import { dismissToast, type ToastVariant, useToast } from './use-toast';

const DEFAULT_DURATION_MS = 5000;

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-border bg-popover text-popover-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
  success: 'border-success/40 bg-popover text-popover-foreground',
  warning: 'border-warning bg-popover text-popover-foreground',
};

function VariantIcon({ variant }: { variant: ToastVariant }) {
  if (variant === 'destructive') return <CircleAlert className="size-5 shrink-0" aria-hidden />;
  if (variant === 'warning') return <TriangleAlert className="size-5 shrink-0 text-warning" aria-hidden />;
  if (variant === 'success') return <CircleCheck className="size-5 shrink-0 text-success" aria-hidden />;
  return <Info className="size-5 shrink-0 text-brand" aria-hidden />;
}

/** `label` names the toasts' region for screen readers ("Notificaciones (F8)"); `{hotkey}` is Radix's. */
export function Toaster({ closeLabel, label }: { closeLabel: string; label: string }) {
  const { toasts } = useToast();
  return (
    <Toast.Provider duration={DEFAULT_DURATION_MS} swipeDirection="right">
      {toasts.map((item) => {
        const variant = item.variant ?? 'default';
        return (
          <Toast.Root
            key={item.id}
            open={item.open}
            duration={item.duration}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            data-variant={variant}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-2xl',
              'data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-toast-out',
              variantClasses[variant],
            )}
          >
            <VariantIcon variant={variant} />
            <div className="grid gap-1">
              {item.title ? <Toast.Title className="text-sm font-bold">{item.title}</Toast.Title> : null}
              {item.description ? (
                <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
              ) : null}
              {item.action ? (
                <Toast.Action
                  altText={item.action.label}
                  onClick={item.action.onClick}
                  className="mt-1 min-h-11 justify-self-start rounded-md border border-current px-4 text-sm font-bold"
                >
                  {item.action.label}
                </Toast.Action>
              ) : null}
            </div>
            <Toast.Close
              aria-label={closeLabel}
              className="absolute top-3 right-3 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100"
            >
              <X className="size-4" aria-hidden />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      {/*
       * Under the header, centred: never over the bet slip (its column on the right of a wide screen,
       * its sheet at the bottom of a phone) nor the bottom navigation (decision 021).
       */}
      <Toast.Viewport
        label={label}
        className="fixed inset-x-0 top-16 z-[100] mx-auto flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
