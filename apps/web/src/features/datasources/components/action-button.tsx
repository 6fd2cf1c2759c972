import type { ReactNode } from 'react';

import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A button that runs a request: a spinner in place of its icon, disabled and aria-busy until it ends. */
export function ActionButton({
  pending,
  icon,
  children,
  disabled,
  variant,
  pendingLabel,
  ...props
}: ButtonProps & { pending: boolean; icon: ReactNode; pendingLabel?: string }) {
  return (
    <Button {...props} variant={variant} disabled={disabled || pending} aria-busy={pending || undefined}>
      {pending ? (
        <Spinner
          className={
            variant === undefined || variant === 'primary' || variant === 'destructive' || variant === 'onAccent'
              ? 'size-4 text-current'
              : 'size-4 text-brand'
          }
          label={pendingLabel}
        />
      ) : (
        icon
      )}
      {children}
    </Button>
  );
}
