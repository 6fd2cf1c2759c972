import { useCallback } from 'react';

import { toast } from '@/components/ui/use-toast';

import { errorMessage, isUnauthorized } from '../api/api-client';
import { useTranslateMessage } from '../translation/use-translate-message';

/**
 * The failure toast of an action: the server's message when it sent one, else the fallback. A 401
 * is left to the query client's global handler, which announces the lost session.
 */
export function useActionErrorToast() {
  const translate = useTranslateMessage();
  return useCallback(
    (error: unknown, title: string, fallback: string) => {
      if (isUnauthorized(error)) return;
      toast({ title, description: translate(errorMessage(error, fallback)), variant: 'destructive' });
    },
    [translate],
  );
}
