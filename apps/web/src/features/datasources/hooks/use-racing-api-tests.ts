import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/use-toast';

import { invalidateAfterSync } from '../api/invalidate-after-sync';
import { type RacingApiTestAnswer, type RacingApiTestId, useRacingApiTestQuery } from '../api/test-racing-api';
import { useDatasourceMessage } from './use-datasource-message';
import { useFailureToast } from './use-failure-toast';

export type RacingApiTest = {
  id: RacingApiTestId;
  query: UseQueryResult<RacingApiTestAnswer>;
  /** Runs the test, toasts its answer and refreshes the call counts. */
  run: () => Promise<void>;
};

/**
 * The three third-party racing APIs' tests (US horse racing, UK betting odds, the general horse
 * racing API). Their answers live in the query cache, so the diagnostics and the test panels show
 * the same runs.
 */
export function useRacingApiTests(): RacingApiTest[] {
  const { t } = useTranslation();
  const translate = useDatasourceMessage();
  const showFailure = useFailureToast();
  const queryClient = useQueryClient();
  const us = useRacingApiTestQuery('us-horse-racing-api');
  const uk = useRacingApiTestQuery('uk-betting-odds-api');
  const general = useRacingApiTestQuery('horse-racing-api');

  const runner = useCallback(
    (id: RacingApiTestId, refetch: () => Promise<UseQueryResult<RacingApiTestAnswer>>) => async () => {
      const name = t(`datasources.testing.apis.${id}.title`);
      const result = await refetch();
      void invalidateAfterSync(queryClient);
      if (result.error) {
        showFailure(t('datasources.errors.testConnection'), result.error);
        return;
      }
      if (!result.data) return;
      toast({
        title: result.data.connected
          ? t('datasources.test.connectedTitle', { name })
          : t('datasources.test.disconnectedTitle', { name }),
        description: translate(result.data.details),
        variant: result.data.connected ? 'success' : 'default',
      });
    },
    [t, translate, showFailure, queryClient],
  );

  return [
    { id: 'us-horse-racing-api', query: us, run: runner('us-horse-racing-api', us.refetch) },
    { id: 'uk-betting-odds-api', query: uk, run: runner('uk-betting-odds-api', uk.refetch) },
    { id: 'horse-racing-api', query: general, run: runner('horse-racing-api', general.refetch) },
  ];
}
