/**
 * The keys of the server data the live socket writes into. The API files of the features use the
 * same keys, so a WebSocket frame and a refetch land in the same cache entry.
 */
export const queryKeys = {
  liveRaces: ['/api/races/live'] as const,
  upcomingRaces: ['/api/races/upcoming'] as const,
  finishedRaces: ['/api/races/finished'] as const,
  race: (id: number) => ['/api/races', id] as const,
  /** Every race detail entry (the prefix of `race(id)`). */
  raceDetails: ['/api/races'] as const,
  /** A race's tote pools, totals and will-pays (docs/rules/tote.md): `pool_update` frames patch it. */
  racePools: (id: number) => ['/api/races/pools', id] as const,
  /** Every race's pools (the prefix of `racePools(id)`), read again after a reconnect. */
  allRacePools: ['/api/races/pools'] as const,
  /** The player's tote tickets: a ticket placed or settled changes it, like the bets. */
  toteTickets: ['bets', 'tote-tickets'] as const,
  sportEvents: ['/api/sports/events'] as const,
  sportEvent: (id: number) => ['/api/sports/event', id] as const,
  sportEventDetails: ['/api/sports/event'] as const,
  /** The player's own cashier requests (docs/rules/cashier.md). */
  cashierRequests: ['/api/cashier/requests'] as const,
  /** Every staff view of the cashier: the queue's pages and filters, the pending count, today's totals. */
  adminCashier: ['admin', 'cashier'] as const,
  /** The player's protection limits and what they have used (docs/rules/player-protection.md): every money movement changes them. */
  userLimits: ['/api/user/limits'] as const,
  /** The bell's pages of notifications and the unread count: `notification` frames add to it. */
  notifications: ['/api/notifications'] as const,
  /** The player's settings: the panel's settings screen, the time zone and the odds format read this entry. */
  userSettings: ['/api/user/settings'] as const,
  /**
   * The money lists a bet or a settlement changes (lib/api/invalidate-money-queries.ts): named here, not
   * in their fetchers, so the first download that invalidates them does not carry their schemas.
   */
  bets: ['bets'] as const,
  /** A pending bet's cash-out value (docs/rules/cash-out.md), whole or for a part: `cash_out_update` frames patch the whole one. */
  cashOut: (betId: string, partCents?: number) => ['bets', 'cash-out', betId, partCents ?? 'all'] as const,
  /** Every pending bet's whole cash-out value, the lists' one read: `cash_out_update` frames patch it. */
  cashOutValues: ['bets', 'cash-out-values'] as const,
  balanceHistory: ['balance-history'] as const,
  balanceTotals: ['balance-totals'] as const,
  dashboardStats: ['dashboard-stats'] as const,
};
