import { useEffect, useRef } from 'react';

import { toast } from '@/components/ui/use-toast';
import { errorMessage, isUnauthorized } from '@/lib/api/api-client';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

/**
 * Spec §8: a failed load shows a toast too (beside the block's own retry box). Once per failure:
 * a retry that fails again toasts again.
 */
export function useLoadErrorToast(error: unknown, title: string) {
  const translate = useTranslateMessage();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error || isUnauthorized(error)) return;
    shown.current = error;
    const description = errorMessage(error, '');
    toast({ title, description: description ? translate(description) : undefined, variant: 'destructive' });
  }, [error, title, translate]);
}
