import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/use-toast';
import { errorMessage, isUnauthorized } from '@/lib/api/api-client';

import { useDatasourceMessage } from './use-datasource-message';

/**
 * The toast of a failed action: the spec's title (e.g. 'No se pudieron sincronizar las carreras') and
 * the server's message as it came (missing credentials, a limit reached), else a generic hint. A 401
 * is left to the query client, which announces the lost session.
 */
export function useFailureToast() {
  const { t } = useTranslation();
  const translate = useDatasourceMessage();
  return useCallback(
    (title: string, failure: unknown, fallback?: string) => {
      if (isUnauthorized(failure)) return;
      const message = typeof failure === 'string' ? failure : errorMessage(failure, '');
      toast({
        title,
        description: message ? translate(message) : (fallback ?? t('datasources.errors.tryAgain')),
        variant: 'destructive',
      });
    },
    [t, translate],
  );
}
