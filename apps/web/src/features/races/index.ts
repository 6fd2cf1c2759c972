/** The races feature's front door (decision 016): what the board composes. */
export { useFinishedRaces } from './api/get-finished-races';
export { getLiveRacesQueryOptions, useLiveRaces } from './api/get-live-races';
export { getUpcomingRacesQueryOptions, useUpcomingRaces } from './api/get-upcoming-races';
export { CountryFilter, matchesCountry } from './components/country-filter';
export { RaceCard } from './components/race-card';
