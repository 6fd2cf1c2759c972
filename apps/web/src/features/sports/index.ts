/** The sports feature's front door (decision 016): what the board composes. */
export { useSportEvents } from './api/get-sport-events';
export { SportEventCard } from './components/sport-event-card';
export { sampleSportEvents } from './sample-sport-events';
