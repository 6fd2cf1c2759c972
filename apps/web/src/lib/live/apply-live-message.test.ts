import {
  type TAdminCashierRequestResponse,
  type TCashierRequestResponse,
  type TCashOutValuesResponse,
  type TNotification,
  type TNotificationsResponse,
  type TRaceCard,
  type TRaceResponse,
  type TSportEventResponse,
  type TUserResponse,
  toRaceCard,
} from '@galope/contracts';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { currentUserQueryKey } from '../api/get-current-user';
import { queryKeys } from '../api/query-keys';
import { applyLiveMessage, invalidateLiveQueries } from './apply-live-message';

function race(id: number, status: TRaceResponse['status'], scheduledTime: string): TRaceResponse {
  return {
    id,
    name: `Race ${id}`,
    racetrack: { id: 1, name: 'Ascot', location: 'Ascot', country: 'UK' },
    scheduledTime,
    status,
    distance: 1600,
    distanceF: '8.0',
    category: null,
    pattern: null,
    raceClass: null,
    type: null,
    ageBand: null,
    going: null,
    surface: 'Turf',
    prize: null,
    fieldSize: 2,
    winnerId: null,
    actualStartTime: null,
    actualEndTime: null,
    hasLiveStream: false,
    hasReplay: false,
    liveStreamUrl: null,
    replayVideoUrl: null,
    videoProvider: null,
    videoThumbnail: null,
    embedVideoUrl: null,
    isEmbeddable: false,
    entries: [10, 11, 12, 13].map((entryId, index) => ({
      id: id * 100 + entryId,
      horse: {
        id: entryId,
        name: `Horse ${entryId}`,
        age: 4,
        sex: null,
        weight: null,
        form: null,
        trainer: null,
        owner: null,
      },
      jockey: { id: null, name: null },
      currentOdds: `${3 + index}.00`,
      morningLineOdds: '3.50',
      postPosition: index + 1,
      number: index + 1,
      finishPosition: null,
      finishTime: null,
      scratched: false,
    })),
  };
}

/** The board's lists hold cards (three runners each); race 2's page, its whole field. */
function setup() {
  const client = new QueryClient();
  client.setQueryData(queryKeys.liveRaces, [toRaceCard(race(1, 'live', '2026-01-01T10:00:00Z'))]);
  client.setQueryData(queryKeys.upcomingRaces, [
    toRaceCard(race(2, 'scheduled', '2026-01-01T11:00:00Z')),
    toRaceCard(race(3, 'scheduled', '2026-01-01T12:00:00Z')),
  ]);
  client.setQueryData(queryKeys.finishedRaces, [toRaceCard(race(4, 'finished', '2026-01-01T09:00:00Z'))]);
  client.setQueryData(queryKeys.race(2), race(2, 'scheduled', '2026-01-01T11:00:00Z'));
  return client;
}

const ids = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryData<TRaceCard[]>(key)?.map((item) => item.id);

describe('applyLiveMessage', () => {
  it('puts new prices and scratches into the lists and the race page', () => {
    const client = setup();
    applyLiveMessage(client, {
      type: 'odds_update',
      raceId: 2,
      data: [
        { entryId: 210, currentOdds: '2.50' },
        { entryId: 211, currentOdds: '4.00', scratched: true },
      ],
    });
    const listed = client.getQueryData<TRaceCard[]>(queryKeys.upcomingRaces)?.[0];
    expect(listed?.entries.map((entry) => [entry.currentOdds, entry.scratched])).toEqual([
      ['2.50', false],
      ['4.00', true],
      ['5.00', false],
    ]);
    expect(client.getQueryData<TRaceResponse>(queryKeys.race(2))?.entries[0]?.currentOdds).toBe('2.50');
    // Other races are left as they were (same objects, no re-render).
    expect(client.getQueryData<TRaceCard[]>(queryKeys.upcomingRaces)?.[1]?.entries[0]?.currentOdds).toBe('3.00');
  });

  it('a price for a runner outside a card changes the race page, not the card', () => {
    const client = setup();
    const card = client.getQueryData<TRaceCard[]>(queryKeys.upcomingRaces)?.[0];
    applyLiveMessage(client, { type: 'odds_update', raceId: 2, data: [{ entryId: 213, currentOdds: '1.50' }] });
    expect(client.getQueryData<TRaceCard[]>(queryKeys.upcomingRaces)?.[0]).toBe(card);
    expect(client.getQueryData<TRaceResponse>(queryKeys.race(2))?.entries[3]?.currentOdds).toBe('1.50');
  });

  it('moves a race between the lists when its status changes', () => {
    const client = setup();
    applyLiveMessage(client, { type: 'race_status', raceId: 2, status: 'live' });
    expect(ids(client, queryKeys.upcomingRaces)).toEqual([3]);
    expect(ids(client, queryKeys.liveRaces)).toEqual([1, 2]);
    expect(client.getQueryData<TRaceResponse>(queryKeys.race(2))?.status).toBe('live');

    applyLiveMessage(client, { type: 'race_status', raceId: 2, status: 'finished' });
    expect(ids(client, queryKeys.liveRaces)).toEqual([1]);
    expect(ids(client, queryKeys.finishedRaces)).toEqual([2, 4]);

    applyLiveMessage(client, { type: 'race_status', raceId: 3, status: 'cancelled' });
    expect(ids(client, queryKeys.upcomingRaces)).toEqual([]);
  });

  it('writes the finishing positions', () => {
    const client = setup();
    applyLiveMessage(client, {
      type: 'race_result',
      raceId: 1,
      results: [
        { entryId: 111, horseName: 'Horse 11', position: 1, finishTime: '95.120' },
        { entryId: 110, horseName: 'Horse 10', position: 2, finishTime: null },
      ],
    });
    const entries = client.getQueryData<TRaceCard[]>(queryKeys.liveRaces)?.[0]?.entries;
    expect(entries?.map((entry) => entry.finishPosition)).toEqual([2, 1, null]);
  });

  it('reads the finished races again on a result: a finished card shows the first three past the post', () => {
    const client = setup();
    applyLiveMessage(client, {
      type: 'race_result',
      raceId: 1,
      results: [{ entryId: 113, horseName: 'Horse 13', position: 1, finishTime: null }],
    });
    expect(client.getQueryState(queryKeys.finishedRaces)?.isInvalidated).toBe(true);
  });

  it('moves a race whose page is open into a list as the card of its latest prices', () => {
    const client = setup();
    applyLiveMessage(client, { type: 'odds_update', raceId: 2, data: [{ entryId: 213, currentOdds: '1.50' }] });
    applyLiveMessage(client, { type: 'race_status', raceId: 2, status: 'live' });
    const moved = client.getQueryData<TRaceCard[]>(queryKeys.liveRaces)?.[1];
    expect(moved?.status).toBe('live');
    expect(moved?.entries.map((entry) => entry.id)).toEqual([213, 210, 211]);
  });

  it('updates a fixture’s score and the player’s balance', () => {
    const client = new QueryClient();
    const event = { id: 5, status: 'scheduled', homeScore: null, awayScore: null, odds: null } as TSportEventResponse;
    client.setQueryData(queryKeys.sportEvents, [event]);
    client.setQueryData(queryKeys.sportEvent(5), event);
    client.setQueryData(currentUserQueryKey, { id: 1, balance: '10.00' } as TUserResponse);

    applyLiveMessage(client, {
      type: 'sport_update',
      eventId: 5,
      status: 'live',
      homeScore: 1,
      awayScore: 0,
      odds: { home: '1.50', away: '4.00', draw: '3.10' },
    });
    applyLiveMessage(client, { type: 'balance_update', balance: '25.50' });

    expect(client.getQueryData<TSportEventResponse[]>(queryKeys.sportEvents)?.[0]).toMatchObject({
      status: 'live',
      homeScore: 1,
      awayScore: 0,
    });
    expect(client.getQueryData<TSportEventResponse>(queryKeys.sportEvent(5))?.odds?.draw).toBe('3.10');
    expect(client.getQueryData<TUserResponse>(currentUserQueryKey)?.balance).toBe('25.50');
  });

  it('marks the bets, movements and totals stale on a balance update, even when the balance stayed', () => {
    const client = new QueryClient();
    client.setQueryData(currentUserQueryKey, { id: 1, balance: '10.00' } as TUserResponse);
    client.setQueryData(queryKeys.bets, []);
    client.setQueryData([...queryKeys.balanceHistory, 15], []);
    client.setQueryData(queryKeys.dashboardStats, {});

    // A lost bet settles: the balance is the same, the bet's status is not.
    applyLiveMessage(client, { type: 'balance_update', balance: '10.00' });

    for (const key of [queryKeys.bets, [...queryKeys.balanceHistory, 15], queryKeys.dashboardStats]) {
      expect(client.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    }
    expect(client.getQueryState(currentUserQueryKey)?.isInvalidated).toBe(false);
  });

  it("a cashier_update patches the player's request in place; a cashier_request reloads the staff's views", () => {
    const client = new QueryClient();
    const pending: TCashierRequestResponse = {
      id: 7,
      type: 'deposit',
      status: 'pending',
      amount: '500.00',
      methodId: 1,
      methodName: 'SPEI',
      methodNameEn: null,
      code: 'DEP-7K2Q9',
      reference: null,
      destination: null,
      hasReceipt: false,
      note: null,
      reason: null,
      createdAt: '2026-11-24T10:00:00.000Z',
      decidedAt: null,
    };
    const other = { ...pending, id: 6, code: 'DEP-22222' };
    client.setQueryData(queryKeys.cashierRequests, [pending, other]);
    client.setQueryData([...queryKeys.adminCashier, 'summary'], { pending: 1 });

    const approved = { ...pending, status: 'approved' as const, decidedAt: '2026-11-24T10:05:00.000Z' };
    applyLiveMessage(client, { type: 'cashier_update', request: approved });
    expect(client.getQueryData(queryKeys.cashierRequests)).toEqual([approved, other]);
    const fresh = { ...pending, id: 8, code: 'DEP-33333' };
    applyLiveMessage(client, { type: 'cashier_update', request: fresh });
    expect(client.getQueryData<TCashierRequestResponse[]>(queryKeys.cashierRequests)?.map((r) => r.id)).toEqual([
      8, 7, 6,
    ]);

    const staffView: TAdminCashierRequestResponse = {
      ...fresh,
      user: { id: 3, username: 'jugador', balance: '1000.00' },
      decidedBy: null,
    };
    applyLiveMessage(client, { type: 'cashier_request', request: staffView });
    expect(client.getQueryState([...queryKeys.adminCashier, 'summary'])?.isInvalidated).toBe(true);
  });

  it('after a lost connection, refetches the balance with the bets, movements and totals it may have missed', () => {
    const client = new QueryClient();
    client.setQueryData(currentUserQueryKey, { id: 1, balance: '10.00' } as TUserResponse);
    client.setQueryData(queryKeys.bets, []);
    client.setQueryData(queryKeys.dashboardStats, {});

    invalidateLiveQueries(client);

    for (const key of [currentUserQueryKey, queryKeys.bets, queryKeys.dashboardStats]) {
      expect(client.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    }
  });
});

describe('pool_update', () => {
  it("writes a pool's total and will-pays into the race's pools, leaving the other pools", () => {
    const client = new QueryClient();
    const pool = (name: 'win' | 'exacta', total: string) => ({
      pool: name,
      status: 'open' as const,
      takeout: '15.00',
      minimumStake: '1.00',
      total,
      probables: [],
    });
    client.setQueryData(queryKeys.racePools(7), {
      raceId: 7,
      status: 'open',
      nextRaceId: null,
      pools: [pool('win', '0.00'), pool('exacta', '0.00')],
    });
    const probables = [{ selection: [1, 2], amount: '6.00', probable: '4.80' }];
    applyLiveMessage(client, { type: 'pool_update', raceId: 7, pool: 'exacta', total: '6.00', probables });
    expect(client.getQueryData(queryKeys.racePools(7))).toMatchObject({
      pools: [
        { pool: 'win', total: '0.00', probables: [] },
        { pool: 'exacta', total: '6.00', probables },
      ],
    });
  });
});

describe('notifications', () => {
  const notification = (id: number, readAt: string | null = null): TNotification => ({
    id,
    kind: 'cash_out',
    createdAt: '2026-11-28T12:00:00.000Z',
    readAt,
    data: { betId: `b${id}`, amount: '1.00' },
  });
  const bell = (client: QueryClient) =>
    client.getQueryData<InfiniteData<TNotificationsResponse>>(queryKeys.notifications)!.pages;

  it('a new one goes on top of the first page and raises the count, once', () => {
    const client = new QueryClient();
    client.setQueryData<InfiniteData<TNotificationsResponse>>(queryKeys.notifications, {
      pages: [{ items: [notification(1)], unread: 1 }],
      pageParams: [undefined],
    });
    applyLiveMessage(client, { type: 'notification', notification: notification(2) });
    applyLiveMessage(client, { type: 'notification', notification: notification(2) });
    expect(bell(client)[0]).toEqual({ items: [notification(2), notification(1)], unread: 2 });
  });

  it('all read in another tab: the count is zero and every item shows read', () => {
    const client = new QueryClient();
    client.setQueryData<InfiniteData<TNotificationsResponse>>(queryKeys.notifications, {
      pages: [
        { items: [notification(3)], unread: 2 },
        { items: [notification(2), notification(1, '2026-11-28T12:00:00.000Z')], unread: 2 },
      ],
      pageParams: [undefined, 3],
    });
    applyLiveMessage(client, { type: 'notifications_read', unread: 0 });
    expect(bell(client)[0]!.unread).toBe(0);
    expect(bell(client).flatMap((page) => page.items.map((item) => item.readAt === null))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('cash_out_update', () => {
  it("writes a bet's new value into the player's list of values, and reads the list again when a value is gone", () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.cashOutValues, {
      values: [
        { betId: 'a', value: '9.50', odds: '2.50' },
        { betId: 'b', value: null, odds: null, reason: 'CASH_OUT_NO_ODDS' },
      ],
    });
    applyLiveMessage(client, { type: 'cash_out_update', betId: 'a', value: '7.91' });
    applyLiveMessage(client, { type: 'cash_out_update', betId: 'b', value: '4.00' });
    expect(client.getQueryData<TCashOutValuesResponse>(queryKeys.cashOutValues)?.values).toEqual([
      { betId: 'a', value: '7.91', odds: '2.50' },
      { betId: 'b', value: '4.00', odds: null },
    ]);
    expect(client.getQueryState(queryKeys.cashOutValues)?.isInvalidated).toBe(false);

    applyLiveMessage(client, { type: 'cash_out_update', betId: 'a', value: null });
    expect(client.getQueryState(queryKeys.cashOutValues)?.isInvalidated).toBe(true);
  });
});
