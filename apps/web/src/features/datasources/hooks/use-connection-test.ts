import type { TDataSourceId, TTestApiResponse } from '@galope/contracts';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/use-toast';

import { useTestApi } from '../api/test-api';
import { useDatasourceMessage } from './use-datasource-message';
import { useFailureToast } from './use-failure-toast';

/**
 * A source's "Probar conexión": `run` tests it and says in a toast whether it answered (named as the
 * screen names the source); `test` is the mutation, for the result shown beside the button.
 */
export function useConnectionTest(apiId: TDataSourceId, name: string) {
  const { t } = useTranslation();
  const translate = useDatasourceMessage();
  const showFailure = useFailureToast();
  const test = useTestApi();

  const announce = (result: TTestApiResponse) =>
    toast({
      title: result.connected
        ? t('datasources.test.connectedTitle', { name })
        : t('datasources.test.disconnectedTitle', { name }),
      description: translate(result.details),
      variant: result.connected ? 'success' : 'default',
    });
  const run = () =>
    test.mutate(apiId, {
      onSuccess: announce,
      onError: (error) => showFailure(t('datasources.errors.testConnection'), error),
    });

  return { test, run };
}
