import type { TBetResponse } from '@galope/contracts';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ListSkeleton } from '@/components/list-skeleton';
import { Button } from '@/components/ui/button';
import { CardContent, TitledCard } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useBets } from '@/lib/api/get-bets';

import { BetList } from './bet-list';
import { PanelLoadError } from './panel-load-error';

const FILTERS = ['all', 'pending', 'won', 'lost'] as const;
export type BetFilter = (typeof FILTERS)[number];

/** Spec §9: the history shows the latest 10; "show more" adds 10 at a time. */
const PAGE_SIZE = 10;

function matches(filter: BetFilter, bet: TBetResponse): boolean {
  return filter === 'all' || bet.status === filter;
}

/** The dashboard's bet history: tabs all, pending, won and lost. */
export function BetHistory() {
  const { t } = useTranslation();
  const bets = useBets();
  const [filter, setFilter] = useState<BetFilter>('all');

  return (
    <TitledCard title={t('panel.bets.title')}>
      <CardContent className="px-3 sm:px-5">
        <Tabs value={filter} onValueChange={(value) => setFilter(value as BetFilter)}>
          <TabsList className="grid w-full grid-cols-4 sm:inline-flex sm:w-fit">
            {FILTERS.map((id) => (
              <TabsTrigger key={id} value={id} compact>
                {t(`panel.bets.tabs.${id}`)}
                {bets.data ? (
                  <span className="hidden rounded-full bg-background/70 px-1.5 text-[11px] tabular-nums sm:inline">
                    {bets.data.filter((bet) => matches(id, bet)).length}
                  </span>
                ) : null}
              </TabsTrigger>
            ))}
          </TabsList>
          {FILTERS.map((id) => (
            <TabsContent key={id} value={id}>
              {bets.isPending ? (
                <ListSkeleton />
              ) : bets.isError ? (
                <PanelLoadError query={bets} />
              ) : (
                <FilteredBets filter={id} bets={bets.data.filter((bet) => matches(id, bet))} />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </TitledCard>
  );
}

function FilteredBets({ filter, bets }: { filter: BetFilter; bets: TBetResponse[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(PAGE_SIZE);

  if (bets.length === 0) return <NoBets filter={filter} />;
  return (
    <div className="grid gap-3">
      <BetList bets={bets.slice(0, shown)} caption={`${t('panel.bets.caption')} · ${t(`panel.bets.tabs.${filter}`)}`} />
      {bets.length > shown ? (
        <Button variant="outline" className="justify-self-center" onClick={() => setShown(shown + PAGE_SIZE)}>
          {t('panel.bets.showMore')}
        </Button>
      ) : null}
    </div>
  );
}

/** No bets under a filter: the hint and, for all bets, the way to the betting page. */
export function NoBets({ filter }: { filter: BetFilter }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Ticket />}
      title={t(`panel.bets.empty.${filter}`)}
      description={t('panel.bets.empty.hint')}
      action={
        filter === 'all' ? (
          <Button asChild size="sm">
            <Link to="/betting">{t('panel.bets.goBet')}</Link>
          </Button>
        ) : undefined
      }
    />
  );
}
