import { RefreshCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/use-toast';

import { useSyncCompleteRaces } from '../api/sync-complete-races';
import { useDatasourceMessage } from '../hooks/use-datasource-message';
import { useFailureToast } from '../hooks/use-failure-toast';
import { syncReason, syncToneOf } from '../model/sync-report';
import { ActionButton } from './action-button';

/**
 * The back office's complete data sync (super admins): both racing feeds at once, the totals in a
 * toast. Drawn for the admin page's banner (`onAccent`); the app puts it in the page's slot.
 */
export function FullSyncButton({ label }: { label: string }) {
  const { t } = useTranslation();
  const showFailure = useFailureToast();
  const translate = useDatasourceMessage();
  const complete = useSyncCompleteRaces();

  const run = () =>
    complete.mutate(undefined, {
      onSuccess: (result) => {
        const tone = syncToneOf(result);
        if (tone === 'failed') {
          showFailure(t('datasources.syncReport.failedTitle'), syncReason(result));
          return;
        }
        if (tone === 'partial') {
          toast({
            title: t('datasources.syncReport.partialTitle'),
            description: `${translate(result.message)} — ${translate(syncReason(result))}`,
            variant: 'warning',
          });
          return;
        }
        toast({
          title: t('datasources.management.complete.success'),
          description: t('datasources.management.complete.totals', {
            upcoming: result.data.theRacingApi.totalUpcoming,
            rapid: result.data.rapidApi.totalRaces,
            tracks: result.data.tracks,
          }),
          variant: 'success',
        });
      },
      onError: (error) => showFailure(t('datasources.errors.completeSync'), error),
    });

  return (
    <ActionButton
      variant="onAccent"
      size="sm"
      pending={complete.isPending}
      icon={<RefreshCcw aria-hidden />}
      onClick={run}
    >
      {label}
    </ActionButton>
  );
}
