import { CalendarClock, Flag, History, Radio, RefreshCw, Video, Volleyball } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Tooltip } from '@/components/ui/tooltip';

import { BetSlipPlaceholder } from './bet-slip-placeholder';

export type BoardTab = 'races' | 'sports';
export type BoardSubTab = 'live' | 'upcoming' | 'finished';

const SUB_TABS: { value: BoardSubTab; icon: typeof Radio }[] = [
  { value: 'live', icon: Radio },
  { value: 'upcoming', icon: CalendarClock },
  { value: 'finished', icon: History },
];

/**
 * The racing and sports board: banner, Races/Sports tabs with live/upcoming/finished sub-tabs and
 * the bet slip. No data source exists yet, so every tab shows the spec's empty state.
 */
export function Board({
  initialTab = 'races',
  initialSubTab = 'live',
}: {
  initialTab?: BoardTab;
  initialSubTab?: BoardSubTab;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<BoardTab>(initialTab);
  const [raceTab, setRaceTab] = useState<BoardSubTab>(initialTab === 'races' ? initialSubTab : 'live');
  const [sportTab, setSportTab] = useState<BoardSubTab>(initialTab === 'sports' ? initialSubTab : 'live');

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start" data-testid="board">
      <div className="grid min-w-0 grid-cols-1 gap-4">
        <BoardBanner />
        <Tabs value={tab} onValueChange={(value) => setTab(value === 'sports' ? 'sports' : 'races')}>
          <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
            <TabsTrigger value="races" data-testid="board-tab-races">
              <Flag aria-hidden />
              {t('board.tabs.races')}
            </TabsTrigger>
            <TabsTrigger value="sports" data-testid="board-tab-sports">
              <Volleyball aria-hidden />
              {t('board.tabs.sports')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="races">
            <SubTabs kind="races" value={raceTab} onChange={setRaceTab} />
          </TabsContent>
          <TabsContent value="sports">
            <SubTabs kind="sports" value={sportTab} onChange={setSportTab} />
          </TabsContent>
        </Tabs>
      </div>
      <aside aria-label={t('betSlip.title')}>
        <BetSlipPlaceholder />
      </aside>
    </div>
  );
}

function SubTabs({
  kind,
  value,
  onChange,
}: {
  kind: BoardTab;
  value: BoardSubTab;
  onChange: (value: BoardSubTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs value={value} onValueChange={(next) => onChange(next as BoardSubTab)}>
      <TabsList className="grid w-full grid-cols-3 gap-2 bg-transparent p-0 sm:flex sm:w-auto sm:justify-start">
        {SUB_TABS.map(({ value: sub, icon: Icon }) => (
          <TabsTrigger
            key={sub}
            value={sub}
            data-testid={`board-${kind}-${sub}`}
            compact
            className="border border-border data-[state=active]:border-primary data-[state=active]:bg-primary-soft data-[state=active]:text-brand"
          >
            <Icon aria-hidden />
            {t(`board.subTabs.${sub}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {SUB_TABS.map(({ value: sub, icon: Icon }) => (
        <TabsContent key={sub} value={sub}>
          <EmptyState
            icon={<Icon />}
            title={t(`board.empty.${kind}${capitalize(sub)}`)}
            description={t(`board.emptyHint.${kind}`)}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function BoardBanner() {
  const { t, i18n } = useTranslation();
  const [updatedAt] = useState(() => new Date());
  const time = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'es-MX', {
    timeStyle: 'short',
  }).format(updatedAt);
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-extrabold">{t('board.banner.title')}</p>
        <p className="mt-0.5 flex items-center gap-1.5 text-xs text-muted-foreground">
          <RefreshCw className="size-3.5" aria-hidden />
          {t('board.banner.lastUpdated', { time })}
        </p>
      </div>
      <Tooltip content={t('common.comingSoon')} side="top">
        <span tabIndex={0} className="inline-flex w-fit rounded-lg">
          <button
            type="button"
            disabled
            className="inline-flex items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm font-semibold text-muted-foreground"
          >
            <Video className="size-4" aria-hidden />
            {t('board.banner.activateVideos')}
          </button>
        </span>
      </Tooltip>
    </div>
  );
}
