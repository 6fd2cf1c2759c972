/**
 * What the server takes "now" to be where a player-protection rule depends on it: which
 * limit is in force (a raise waits 24 hours), whether a time-out or an exclusion still runs, where the
 * rolling windows start, and the time a bet is judged at. `buildApp` takes one; tests pass their own to
 * move time on. Records keep the database's time: with the clock moved on, every bet and request,
 * stored before the move or after it, looks that much older.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
