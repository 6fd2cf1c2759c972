import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

import { useRace } from '../api/get-race';
import { EntriesTable, EntryCards } from './entries-table';
import { type RowBets } from './entry-bet-controls';

/**
 * The chosen race's whole field, from the race's own answer: the lists /betting picks races from
 * carry only the three runners a card shows. Odds frames patch it as they patch the race page.
 */
export function RaceEntries({ raceId, bets, layout }: { raceId: number; bets: RowBets; layout: 'table' | 'cards' }) {
  const { t } = useLightTranslation();
  const race = useRace(raceId);
  if (race.isPending) {
    return (
      <div className="grid grid-cols-1 gap-2 p-4" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-12 rounded-xl" />
        ))}
      </div>
    );
  }
  if (race.isError) {
    return (
      <LoadError
        message={t('racePage.loadError')}
        retryLabel={t('board.loadError.retry')}
        onRetry={() => void race.refetch()}
      />
    );
  }
  return layout === 'table' ? (
    <EntriesTable race={race.data} bets={bets} />
  ) : (
    <EntryCards race={race.data} bets={bets} />
  );
}
