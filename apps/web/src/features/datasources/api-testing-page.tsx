import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

import { apiStatsQueryKey } from './api/get-api-stats';
import { ApiStatsSection } from './components/api-stats-section';
import { ApiTestPanels } from './components/api-test-panels';
import { DatasourcesPage, HEADER_BUTTON } from './components/datasources-header';
import { DiagnosticsCard } from './components/diagnostics-card';
import { SyncProblemsCard } from './components/sync-problems-card';
import { useRacingApiTests } from './hooks/use-racing-api-tests';

/** /api-testing (super admins): call statistics, diagnostics and a test panel per third-party racing API. */
export function ApiTestingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tests = useRacingApiTests();
  const refreshing = useIsFetching({ queryKey: apiStatsQueryKey }) > 0;

  return (
    <DatasourcesPage
      path="/api-testing"
      actions={
        <Button
          variant="onAccent"
          className={HEADER_BUTTON}
          onClick={() => void queryClient.refetchQueries({ queryKey: apiStatsQueryKey })}
          disabled={refreshing}
          aria-busy={refreshing || undefined}
        >
          <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden />
          {t('datasources.testing.refresh')}
        </Button>
      }
    >
      <SyncProblemsCard />
      <ApiStatsSection />
      <DiagnosticsCard tests={tests} />
      <ApiTestPanels tests={tests} />
    </DatasourcesPage>
  );
}
