import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { useCurrentUser } from '../api/get-current-user';
import { useAuthPrompt } from './auth-prompt';

/**
 * Menu entries and category cards: a signed-in player goes to the route; a guest gets the login
 * popup, which remembers the route and goes there after success.
 */
export function useGuardedNavigate() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const { open } = useAuthPrompt();
  return useCallback(
    (path: string) => {
      if (user) void navigate(path);
      else open({ mode: 'login', target: path });
    },
    [user, navigate, open],
  );
}
