/** How often a list is refetched and how long it stays fresh (spec §7). */
export interface RefreshTimes {
  refetchInterval: number;
  staleTime: number;
  inBackground: boolean;
}

/** The home board's race lists: every 60 s, also in a background tab; fresh for 30 s. */
export const HOME_REFRESH: RefreshTimes = { refetchInterval: 60_000, staleTime: 30_000, inBackground: true };

/** The betting page watches the next races closely. */
export const BETTING_UPCOMING_REFRESH: RefreshTimes = {
  refetchInterval: 30_000,
  staleTime: 15_000,
  inBackground: false,
};
export const BETTING_LIVE_REFRESH: RefreshTimes = { refetchInterval: 15_000, staleTime: 10_000, inBackground: false };
