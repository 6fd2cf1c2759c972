import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';

import { useCurrentUser } from '@/lib/api/get-current-user';
import { useAuthPrompt } from '@/lib/navigation/auth-prompt';

/**
 * A menu link to a category. Guests get the login popup (which remembers the target) instead of
 * the navigation; signed-in players follow the link.
 */
export function CategoryLink({
  to,
  className,
  children,
  onNavigate,
  ...rest
}: {
  to: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  'aria-label'?: string;
  'aria-current'?: 'page' | undefined;
}) {
  const { data: user } = useCurrentUser();
  const prompt = useAuthPrompt();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!user) {
      event.preventDefault();
      prompt.open({ mode: 'login', target: to });
    }
    onNavigate?.();
  };
  return (
    <Link to={to} onClick={onClick} className={className} {...rest}>
      {children}
    </Link>
  );
}
