import { type TRaceCard } from '@galope/contracts';
import { MapPinned } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { CountryFlag } from '@/components/country-flag';
import { FilterMenu } from '@/components/filter-menu';

import { CountryFilter, matchesCountry } from '../components/country-filter';

type Track = { name: string; country: string | null; count: number };

/** The racetracks of these races, each with its country and how many races it has, by name. */
function countTracks(races: readonly TRaceCard[]) {
  const tracks = new Map<string, Track>();
  for (const race of races) {
    const current = tracks.get(race.racetrack.name);
    if (current) current.count += 1;
    else tracks.set(race.racetrack.name, { name: race.racetrack.name, country: race.racetrack.country, count: 1 });
  }
  return [...tracks.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * /betting's filters: a country (a new one clears the racetrack), then a racetrack within it. The
 * address may name the racetrack to start with (`?racetrack=Santa Anita Park`: search leads there).
 */
export function useBettingFilters(races: readonly TRaceCard[]) {
  const [params] = useSearchParams();
  const [country, setCountry] = useState<string | null>(null);
  const [track, setTrack] = useState<string | null>(() => params.get('racetrack'));
  const inCountry = races.filter((race) => matchesCountry(race, country));
  const tracks = countTracks(inCountry);
  const activeTrack = track !== null && tracks.some((item) => item.name === track) ? track : null;
  return {
    races,
    country,
    chooseCountry: (next: string | null) => {
      setCountry(next);
      setTrack(null);
    },
    inCountry,
    tracks,
    track: activeTrack,
    setTrack,
    shown: inCountry.filter((race) => activeTrack === null || race.racetrack.name === activeTrack),
    /** Changes with either filter: a new filter starts the phone's list at its first page again. */
    key: `${country ?? ''}|${activeTrack ?? ''}`,
  };
}

export function BettingFilters({ filters }: { filters: ReturnType<typeof useBettingFilters> }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-2 lg:flex lg:items-center">
      <CountryFilter races={filters.races} value={filters.country} onChange={filters.chooseCountry} showTotal={false} />
      <FilterMenu
        label={t('betting.racetrack')}
        allLabel={t('betting.allTracks')}
        allIcon={<MapPinned className="size-4 shrink-0 text-muted-foreground" aria-hidden />}
        total={filters.inCountry.length}
        options={filters.tracks.map(({ name, country: trackCountry, count }) => ({
          value: name,
          label: name,
          count,
          icon: <CountryFlag country={trackCountry} />,
        }))}
        value={filters.track}
        onChange={filters.setTrack}
      />
    </div>
  );
}
