import { SEARCH_QUERY_MIN } from '@galope/contracts';
import { LoaderCircle, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Dialog, DialogPanel, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/format/cn';
import { formatDayTime } from '@/lib/format/format-date';
import { useCountryName } from '@/lib/format/use-country-name';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { useSearchResults } from '../api/find-search-results';
import { SEARCH_GROUPS, type SearchOption, toSearchOptions } from '../search-results';

/** How long typing must pause before the server is asked: a word typed quickly is one request. */
const TYPING_PAUSE_MS = 150;

/**
 * The header's search: a combobox whose list groups races, horses, jockeys, racetracks and sport
 * events. Arrow keys move through every result across the groups, Enter opens the one marked, Escape
 * closes (Radix). Full screen on a phone, a panel near the top on wider screens.
 */
export function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        closeLabel={t('common.close')}
        shape={cn(
          'fixed inset-0 z-50 flex flex-col bg-popover text-popover-foreground shadow-2xl',
          'sm:inset-auto sm:top-[8vh] sm:left-1/2 sm:max-h-[80vh] sm:w-[calc(100vw-2rem)] sm:max-w-xl sm:-translate-x-1/2',
          'sm:rounded-2xl sm:border sm:border-border data-[state=open]:animate-zoom-in',
        )}
        closeClassName="top-4 right-3 p-1"
        aria-describedby={undefined}
      >
        <DialogTitle className="sr-only">{t('search.title')}</DialogTitle>
        {open ? <SearchBox onDone={() => onOpenChange(false)} /> : null}
      </DialogPanel>
    </Dialog>
  );
}

function SearchBox({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const countryName = useCountryName();
  const [text, setText] = useState('');
  // No result is marked until an arrow key marks one; Enter then opens the first.
  const [active, setActive] = useState(-1);
  const typed = useDebouncedValue(text, TYPING_PAUSE_MS);
  const results = useSearchResults(typed);
  const listId = useId();
  const enough = text.trim().length >= SEARCH_QUERY_MIN;

  const groups = useMemo(() => {
    if (!results.data) return null;
    const when = (value: string) => formatDayTime(value, i18n.language, timeZone);
    return toSearchOptions(results.data, {
      raceLine: (race) => `${race.racetrack.name} · ${when(race.scheduledTime)}`,
      status: (status) => t(`race.status.${status}`),
      noNextRace: t('search.noNextRace'),
      nextRace: (race) =>
        t('search.nextRace', { race: race.name, racetrack: race.racetrack.name, when: when(race.scheduledAt) }),
      nextRide: (ride) =>
        t('search.nextRide', { horse: ride.horseName, race: ride.name, when: when(ride.scheduledAt) }),
      event: (event) => [event.tournament, when(event.scheduledTime)].filter(Boolean).join(' · '),
      country: (country) => countryName(country) ?? '',
    });
  }, [results.data, i18n.language, timeZone, t, countryName]);
  const options = groups && enough ? SEARCH_GROUPS.flatMap((group) => groups[group]) : [];
  const activeIndex = active < options.length ? active : -1;
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;
  const optionId = (option: SearchOption) => `${listId}-${option.id}`;

  const choose = (option: SearchOption | undefined) => {
    if (!option?.to) return;
    onDone();
    void navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? activeIndex + 1 : activeIndex - 1;
      setActive(next < 0 ? options.length - 1 : next % options.length);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : options.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(activeOption ?? options[0]);
    }
  };

  const loading = enough && (results.isFetching || typed.trim() !== text.trim());
  const status = !enough
    ? t('search.hint')
    : options.length > 0
      ? t('search.count', { count: options.length })
      : loading
        ? t('search.loading')
        : results.isError
          ? t('search.error')
          : t('search.empty', { text: typed.trim() });

  return (
    <>
      <div className="flex items-center gap-2 border-b border-border py-3 pr-12 pl-4">
        <Search className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <input
          // Text, not search: a browser's own clear button would sit beside the dialog's close.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className="h-10 min-w-0 flex-1 bg-transparent text-base text-foreground outline-none placeholder:text-muted-foreground"
        />
        {loading ? <LoaderCircle className="size-5 shrink-0 animate-spin text-brand" aria-hidden /> : null}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 py-2">
        {/* One live line: the hint, the wait, the failure or the empty answer on screen; with results,
            only their count, for a screen reader. */}
        <p role="status" className={cn('px-3 text-sm text-muted-foreground', options.length > 0 && 'sr-only')}>
          {status}
        </p>
        <div
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          className={cn(options.length === 0 && 'hidden')}
        >
          {groups && enough
            ? SEARCH_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
                <div key={group} role="group" aria-labelledby={`${listId}-${group}`} className="py-1">
                  <div
                    id={`${listId}-${group}`}
                    role="presentation"
                    className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-muted-foreground uppercase"
                  >
                    {t(`search.groups.${group}`)}
                  </div>
                  {groups[group].map((option) => {
                    const selected = option === activeOption;
                    return (
                      <div
                        key={option.id}
                        id={optionId(option)}
                        role="option"
                        aria-selected={selected}
                        aria-disabled={option.to === null || undefined}
                        onPointerMove={() => setActive(options.indexOf(option))}
                        onClick={() => choose(option)}
                        className={cn(
                          'cursor-pointer rounded-lg px-3 py-2',
                          selected && 'bg-muted',
                          option.to === null && 'cursor-default',
                        )}
                      >
                        <div className="truncate text-sm font-semibold text-foreground">{option.title}</div>
                        <div className="line-clamp-2 text-xs text-muted-foreground">{option.detail}</div>
                      </div>
                    );
                  })}
                </div>
              ))
            : null}
        </div>
      </div>
    </>
  );
}
