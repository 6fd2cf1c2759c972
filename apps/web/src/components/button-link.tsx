import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';

type Target =
  /** A page of the app, through the router. */
  | { to: string; href?: never; download?: never }
  /** A server address the browser loads itself: a sign-in or sign-out, a file to download. */
  | { href: string; to?: never; download?: ComponentProps<'a'>['download'] };

/** A link with a button's look, its icon before the text. */
export function ButtonLink({
  icon: Icon,
  variant,
  size,
  className,
  children,
  ...target
}: Target & {
  icon?: LucideIcon;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}) {
  const classes = buttonClasses(variant, size, className);
  const content = (
    <>
      {Icon ? <Icon aria-hidden /> : null}
      {children}
    </>
  );
  if (target.to !== undefined) {
    return (
      <Link to={target.to} className={classes}>
        {content}
      </Link>
    );
  }
  return (
    <a href={target.href} download={target.download} className={classes}>
      {content}
    </a>
  );
}
