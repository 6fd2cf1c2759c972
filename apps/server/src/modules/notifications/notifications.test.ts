import {
  type Cents,
  formatCents,
  type TNotification,
  type TNotificationsResponse,
  type TServerMessage,
} from '@galope/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactionThenAfterCommit } from '../../db/after-commit';
import type { Tx } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import { notifications, races, sportEvents } from '../../db/schema';
import { createFundedPlayers, placeHomeBet, placeRaceBetsInBulk } from '../../test/bet-fixtures';
import { connect, listen, received, roundTrip } from '../../test/live-socket';
import { createRace, createSportEvent } from '../../test/race-fixtures';
import { HOUR_MS } from '../../test/test-clock';
import { createUser, type TestUser } from '../../test/test-app';
import { addPaymentMethod, askDeposit } from '../../test/cashier-fixtures';
import { app, injectAs, useTestAppOnTestClock } from '../../test/use-test-app';
import { notifyProtectionEnds } from '../protection';
import { settlePending, settleRace, settleSportEvent } from '../settlement';
import { purgeOldNotifications } from '.';
import { recordNotifications } from './record-notifications';

const clock = useTestAppOnTestClock();
let wsUrl: string;
let admin: TestUser;
beforeAll(async () => {
  wsUrl = await listen(app);
  admin = await createUser(app, { role: 'admin' });
});

const bell = async (user: TestUser, query = ''): Promise<TNotificationsResponse> => {
  const response = await injectAs(user, 'GET', `/api/notifications${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** A finished race (runner 1 first), with these players' win bets of 10.00 at 3.00 on runner 1 or 2. */
async function finishedRaceWithBets(bets: Array<{ userId: number; runner: 1 | 2 }>) {
  const { race, track, horses, entries } = await createRace(app.database.db, { status: 'finished' });
  await placeRaceBetsInBulk(
    app.database.db,
    bets.map(({ userId, runner }) => ({
      userId,
      raceId: race.id,
      raceEntryId: entries[runner - 1]!.id,
      betType: 'win' as const,
      stakeCents: 1000,
      oddsHundredths: 300,
    })),
  );
  return { race, track, horses };
}

/**
 * The cash-out line as `cash_out_bet` writes it, recorded inside a unit of work: its owner hears it once
 * that unit commits, and a unit that rolls back tells nobody (what every recorded notification obeys).
 */
async function notifyCashOut(
  tx: Tx,
  { userId, betId, amountCents }: { userId: number; betId: string; amountCents: Cents },
) {
  await recordNotifications(
    tx,
    app.bus,
    sql`select ${userId}::int, 'cash_out', jsonb_build_object('betId', ${betId}::text, 'amount', ${formatCents(amountCents)}::text), null::varchar`,
  );
}

/** `count` cash outs of 1.00 told to the player as the cash out tells them, `daysAgo` old. */
async function writeNotifications(userId: number, count: number, daysAgo = 0) {
  await transactionThenAfterCommit(app.database.db, async (tx) => {
    for (let index = 0; index < count; index++)
      await notifyCashOut(tx, { userId, betId: `b-${index}`, amountCents: 100 });
  });
  if (daysAgo > 0) {
    await app.database.db.execute(
      sql`update notifications set created_at = now() - ${`${daysAgo} days`}::interval
          where user_id = ${userId} and created_at > now() - interval '1 minute'`,
    );
  }
}

describe('a settled bet', () => {
  it('makes exactly one notification for its owner, live on their socket; another player sees none', async () => {
    const owner = await createUser(app, { balance: 100 });
    const stranger = await createUser(app, { balance: 100 });
    const mine = await connect(wsUrl, { headers: { cookie: owner.cookie } });
    const theirs = await connect(wsUrl, { headers: { cookie: stranger.cookie } });
    const { race, track, horses } = await finishedRaceWithBets([{ userId: owner.id, runner: 1 }]);

    await settleRace(app.database.db, app.bus, race.id);
    // A second settlement of the same race finds nothing pending and tells nobody again.
    await settleRace(app.database.db, app.bus, race.id);

    const pushed = (await mine.next('notification')) as Extract<TServerMessage, { type: 'notification' }>;
    expect(pushed.notification).toMatchObject({
      kind: 'bet_settled',
      readAt: null,
      data: {
        outcome: 'won',
        stake: '10.00',
        amount: '30.00',
        race: race.name,
        racetrack: track.name,
        horse: horses[0]!.name,
      },
    });
    await roundTrip(mine);
    await roundTrip(theirs);
    expect(received(mine, 'notification')).toEqual([]);
    expect(received(theirs, 'notification')).toEqual([]);

    const listed = await bell(owner);
    expect(listed.unread).toBe(1);
    expect(listed.items).toEqual([pushed.notification]);
    expect(await bell(stranger)).toEqual({ items: [], unread: 0 });
    mine.ws.close();
    theirs.ws.close();
  });

  it('tells a losing bet what it lost, and a refunded one what came back', async () => {
    const player = await createUser(app, { balance: 100 });
    const { race } = await finishedRaceWithBets([{ userId: player.id, runner: 2 }]);
    await settleRace(app.database.db, app.bus, race.id);
    const cancelled = await createRace(app.database.db, { status: 'cancelled' });
    await placeRaceBetsInBulk(app.database.db, [
      {
        userId: player.id,
        raceId: cancelled.race.id,
        raceEntryId: cancelled.entries[0]!.id,
        betType: 'win',
        stakeCents: 700,
        oddsHundredths: 400,
      },
    ]);
    await settleRace(app.database.db, app.bus, cancelled.race.id);

    const { items } = await bell(player);
    expect(items.map((item) => item.kind === 'bet_settled' && [item.data.outcome, item.data.amount])).toEqual([
      ['refunded', '7.00'],
      ['lost', '10.00'],
    ]);
  });

  it('a sport bet is told by its match and selection', async () => {
    const player = await createUser(app, { balance: 100 });
    const event = await createSportEvent(app.database.db);
    await placeHomeBet(app, player, event);
    await app.database.db
      .update(sportEvents)
      .set({ status: 'finished', homeScore: 2, awayScore: 1 })
      .where(eq(sportEvents.id, event.id));
    await settleSportEvent(app.database.db, app.bus, event.id);

    const { items } = await bell(player);
    expect(items.map((item) => item.data)).toEqual([
      expect.objectContaining({
        outcome: 'won',
        stake: '10.00',
        amount: '21.00',
        race: null,
        event: `${event.homeTeam} vs ${event.awayTeam}`,
        selection: event.homeTeam,
      }),
    ]);
  });

  it('a settlement of many bets makes one notification per bet, each for its owner', async () => {
    const players = await createFundedPlayers(app.database.db, { count: 150, balanceCents: 5000, prefix: 'many' });
    const { race } = await finishedRaceWithBets(
      players.flatMap((player, index) => [
        { userId: player.id, runner: 1 as const },
        { userId: player.id, runner: ((index % 2) + 1) as 1 | 2 },
      ]),
    );
    const { settled } = await settleRace(app.database.db, app.bus, race.id);
    expect(settled).toBe(300);

    const written = await app.database.db.execute(sql`
      select n.user_id, count(*)::int as count from notifications n
      join bets b on n.kind = 'bet_settled' and n.data->>'betId' = b.id::text
      where b.race_id = ${race.id} and b.user_id = n.user_id
      group by n.user_id`);
    const rows = (written as unknown as { rows: Array<{ user_id: number; count: number }> }).rows;
    expect(rows).toHaveLength(150);
    expect(rows.every((row) => row.count === 2)).toBe(true);
  });
});

describe('a tote ticket settled', () => {
  /** A scheduled race with one 2.00 win ticket of the player's on its first runner. */
  async function raceWithTicket(player: TestUser) {
    const { race, track, entries } = await createRace(app.database.db, { status: 'scheduled' });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/tote/tickets',
      headers: { cookie: player.cookie, 'idempotency-key': `tote-${player.id}` },
      payload: { raceId: race.id, pool: 'win', selections: [[entries[0]!.id]], unitStake: '2.00' },
    });
    expect(placed.statusCode).toBe(201);
    return { race, track, ticketId: placed.json().id as number };
  }

  /** The race run, its runners home in card order. */
  async function finish(raceId: number) {
    await app.database.db.update(races).set({ status: 'finished' }).where(eq(races.id, raceId));
    await app.database.db.execute(sql`
      update race_entries e set finish_position = n.position
      from (select id, row_number() over (order by id) as position from race_entries where race_id = ${raceId}) n
      where e.id = n.id`);
  }

  const toldOf = async (ticketId: number) =>
    (
      await queryRows<{ count: number }>(
        app.database.db,
        sql`select count(*)::int as count from notifications where kind = 'ticket_settled' and (data->>'ticketId')::int = ${ticketId}`,
      )
    )[0]!.count;

  it('tells its owner what the ticket paid, once the money is in', async () => {
    const player = await createUser(app, { balance: 100 });
    const { race, track, ticketId } = await raceWithTicket(player);
    await finish(race.id);

    const { toteNotified } = await settleRace(app.database.db, app.bus, race.id);
    expect(await toteNotified).toBe(1);

    const { items, unread } = await bell(player);
    expect(unread).toBe(1);
    expect(items[0]).toMatchObject({
      kind: 'ticket_settled',
      data: { ticketId, outcome: 'won', pool: 'win', cost: '2.00', race: race.name, racetrack: track.name },
    });
  });

  it('a pool settled but not told when the server stopped is told by the sweep, once however many look', async () => {
    const player = await createUser(app, { balance: 100 });
    const { race, ticketId } = await raceWithTicket(player);
    await finish(race.id);
    await (
      await settleRace(app.database.db, app.bus, race.id)
    ).toteNotified;
    // As if the server had stopped between the settlement's commit and the notifications' own.
    await app.database.db.execute(sql`delete from notifications where (data->>'ticketId')::int = ${ticketId}`);
    await app.database.db.execute(sql`update tote_pools set notified_at = null where race_id = ${race.id}`);
    expect((await bell(player)).unread).toBe(0);

    await Promise.all([settlePending(app.database.db, app.bus), settlePending(app.database.db, app.bus)]);
    await settlePending(app.database.db, app.bus);

    expect(await toldOf(ticketId)).toBe(1);
    expect((await bell(player)).unread).toBe(1);
  });

  it("the sweep settles a finished race's pools when the race has tickets and no fixed-odds bet", async () => {
    const player = await createUser(app, { balance: 100 });
    const { race, ticketId } = await raceWithTicket(player);
    // Finished without its own hook running (a source's result seen while the server was down).
    await finish(race.id);

    await settlePending(app.database.db, app.bus);
    await settlePending(app.database.db, app.bus);

    const [ticket] = await queryRows<{ status: string; paid: string }>(
      app.database.db,
      sql`select status, paid::text from tote_tickets where id = ${ticketId}`,
    );
    expect(ticket).toMatchObject({ status: 'won' });
    expect(Number(ticket!.paid)).toBeGreaterThan(0);
    expect(await toldOf(ticketId)).toBe(1);
  });
});

describe('a cashier decision', () => {
  it('makes one notification for the player, approved or rejected, with the amount', async () => {
    const player = await createUser(app, { balance: 500 });
    const socket = await connect(wsUrl, { headers: { cookie: player.cookie } });
    const method = await addPaymentMethod(app, admin, {
      name: 'Efectivo en tienda',
      kind: 'both',
      minAmount: '10',
      maxAmount: '10000',
    });
    const deposit = await askDeposit(app, player, { amount: '120.00', methodId: method.id });
    const withdrawal = (
      await injectAs(player, 'POST', '/api/cashier/withdrawals', {
        amount: '50.00',
        methodId: method.id,
        destination: 'Caja 3',
      })
    ).json();

    expect((await injectAs(admin, 'POST', `/api/admin/cashier/requests/${deposit.id}/approve`, {})).statusCode).toBe(
      200,
    );
    expect(
      (
        await injectAs(admin, 'POST', `/api/admin/cashier/requests/${withdrawal.id}/reject`, {
          reason: 'Datos incorrectos',
        })
      ).statusCode,
    ).toBe(200);
    // A second decision is refused and tells nobody again.
    expect((await injectAs(admin, 'POST', `/api/admin/cashier/requests/${deposit.id}/approve`, {})).statusCode).toBe(
      409,
    );

    const live = (await socket.next('notification')) as Extract<TServerMessage, { type: 'notification' }>;
    expect(live.notification).toMatchObject({
      kind: 'cashier_decided',
      data: { type: 'deposit', decision: 'approved' },
    });
    const { items, unread } = await bell(player);
    expect(unread).toBe(2);
    expect(items.map((item) => item.data)).toEqual([
      { requestId: withdrawal.id, type: 'withdrawal', decision: 'rejected', amount: '50.00', code: withdrawal.code },
      { requestId: deposit.id, type: 'deposit', decision: 'approved', amount: '120.00', code: deposit.code },
    ]);
    socket.ws.close();
  });
});

describe('a cash out', () => {
  it('tells its owner what was paid, live once the payment commits; a rolled-back one tells nobody', async () => {
    const player = await createUser(app);
    const socket = await connect(wsUrl, { headers: { cookie: player.cookie } });
    await expect(
      transactionThenAfterCommit(app.database.db, async (tx) => {
        await notifyCashOut(tx, { userId: player.id, betId: 'rolled-back', amountCents: 999 });
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    await transactionThenAfterCommit(app.database.db, (tx) =>
      notifyCashOut(tx, { userId: player.id, betId: 'paid', amountCents: 1234 }),
    );

    const live = (await socket.next('notification')) as Extract<TServerMessage, { type: 'notification' }>;
    expect(live.notification).toMatchObject({ kind: 'cash_out', data: { betId: 'paid', amount: '12.34' } });
    await roundTrip(socket);
    expect(received(socket, 'notification')).toEqual([]);
    expect((await bell(player)).items.map((item) => item.data)).toEqual([{ betId: 'paid', amount: '12.34' }]);
    socket.ws.close();
  });
});

describe('marking read', () => {
  it('clears the count, and every tab of the player hears it', async () => {
    const player = await createUser(app);
    await writeNotifications(player.id, 3);
    const firstTab = await connect(wsUrl, { headers: { cookie: player.cookie } });
    const secondTab = await connect(wsUrl, { headers: { cookie: player.cookie } });
    const [newest, , oldest] = (await bell(player)).items as [TNotification, TNotification, TNotification];

    const one = await injectAs(player, 'POST', '/api/notifications/read', { ids: [oldest.id] });
    expect(one.json()).toEqual({ unread: 2 });
    expect(await firstTab.next('notifications_read')).toEqual({ type: 'notifications_read', unread: 2 });
    expect(await secondTab.next('notifications_read')).toEqual({ type: 'notifications_read', unread: 2 });
    const after = await bell(player);
    expect(after.items.find((item) => item.id === oldest.id)?.readAt).not.toBeNull();
    expect(after.items.find((item) => item.id === newest.id)?.readAt).toBeNull();

    expect((await injectAs(player, 'POST', '/api/notifications/read', {})).json()).toEqual({ unread: 0 });
    expect(await firstTab.next('notifications_read')).toMatchObject({ unread: 0 });
    expect(await secondTab.next('notifications_read')).toMatchObject({ unread: 0 });
    expect((await bell(player)).unread).toBe(0);
    firstTab.ws.close();
    secondTab.ws.close();
  });

  it("ignores another player's ids: nothing of theirs changes and nothing says they exist", async () => {
    const owner = await createUser(app);
    const intruder = await createUser(app);
    await writeNotifications(owner.id, 2);
    await writeNotifications(intruder.id, 1);
    const ids = (await bell(owner)).items.map((item) => item.id);

    const answer = await injectAs(intruder, 'POST', '/api/notifications/read', { ids });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ unread: 1 });
    expect((await bell(owner)).unread).toBe(2);
  });
});

describe('the kinds a player shows', () => {
  it('a hidden kind is neither listed, counted nor pushed; shown again, it is back', async () => {
    const player = await createUser(app, { balance: 100 });
    await writeNotifications(player.id, 1);
    const hidden = await injectAs(player, 'PATCH', '/api/user/settings', { notificationKinds: { bet_settled: false } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().notificationKinds).toEqual({
      bet_settled: false,
      ticket_settled: true,
      cash_out: true,
      cashier_decided: true,
      limit_raised: true,
      pause_ended: true,
    });
    const socket = await connect(wsUrl, { headers: { cookie: player.cookie } });
    const { race } = await finishedRaceWithBets([{ userId: player.id, runner: 1 }]);
    await settleRace(app.database.db, app.bus, race.id);
    await roundTrip(socket);
    expect(received(socket, 'notification')).toEqual([]);

    const listed = await bell(player);
    expect(listed.items.map((item) => item.kind)).toEqual(['cash_out']);
    expect(listed.unread).toBe(1);

    await injectAs(player, 'PATCH', '/api/user/settings', { notificationKinds: { bet_settled: true } });
    const shown = await bell(player);
    expect(shown.items.map((item) => item.kind)).toEqual(['bet_settled', 'cash_out']);
    expect(shown.unread).toBe(2);
    expect((await injectAs(player, 'GET', '/api/user/settings')).json().notificationKinds.bet_settled).toBe(true);
    socket.ws.close();
  });
});

describe('paging', () => {
  it('pages newest first with `before`, each notification once', async () => {
    const player = await createUser(app);
    // Written in one transaction: the same instant for all, so the order rests on the id too.
    await writeNotifications(player.id, 25);
    const first = await bell(player, '?limit=10');
    const second = await bell(player, `?limit=10&before=${first.items.at(-1)!.id}`);
    const third = await bell(player, `?limit=10&before=${second.items.at(-1)!.id}`);
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(third.items).toHaveLength(5);
    expect(new Set(ids).size).toBe(25);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.unread).toBe(25);
  });
});

describe('keeping 90 days', () => {
  it('the purge deletes what is older, read or not, and keeps the rest', async () => {
    const player = await createUser(app);
    await writeNotifications(player.id, 2, 91);
    await writeNotifications(player.id, 1, 89);
    expect((await bell(player)).items).toHaveLength(3);
    expect(await purgeOldNotifications(app.database.db, new Date())).toBeGreaterThanOrEqual(2);
    expect((await bell(player)).items).toHaveLength(1);
  });
});

describe('what happens by time', () => {
  it('a limit raise that applied after its wait, and a time-out that ended, are each told once', async () => {
    clock.reset();
    const player = await createUser(app, { balance: 100 });
    const lower = await createUser(app, { balance: 100 });
    expect((await injectAs(player, 'PUT', '/api/user/limits', { depositDaily: '100.00' })).statusCode).toBe(200);
    expect((await injectAs(player, 'PUT', '/api/user/limits', { depositDaily: '250.00' })).statusCode).toBe(200);
    // A first limit and a lower one applied at once: nothing to tell.
    await injectAs(lower, 'PUT', '/api/user/limits', { stakeDaily: '50.00' });
    await injectAs(lower, 'PUT', '/api/user/limits', { stakeDaily: '20.00' });
    expect((await injectAs(player, 'POST', '/api/user/time-out', { period: '24h' })).statusCode).toBe(200);

    await notifyProtectionEnds(app.database.db, app.bus, clock.now());
    expect((await bell(player)).items).toEqual([]);

    clock.advance(25 * HOUR_MS);
    await notifyProtectionEnds(app.database.db, app.bus, clock.now());
    await notifyProtectionEnds(app.database.db, app.bus, clock.now());

    const { items } = await bell(player);
    expect(items.map((item) => [item.kind, item.data])).toEqual(
      expect.arrayContaining([
        ['limit_raised', { limit: 'depositDaily', value: '250.00' }],
        ['pause_ended', { pause: 'time_out' }],
      ]),
    );
    expect(items).toHaveLength(2);
    expect((await bell(lower)).items).toEqual([]);
    clock.reset();
  });
});

describe('bad input', () => {
  it('needs a signed-in player', async () => {
    expect((await injectAs(undefined, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await injectAs(undefined, 'POST', '/api/notifications/read', {})).statusCode).toBe(401);
  });

  it.each([
    '?limit=0',
    '?limit=51',
    '?limit=abc',
    '?limit=2.5',
    '?before=-1',
    '?before=0',
    '?before=99999999999',
    '?before=abc',
  ])('GET %s is 400 with a message', async (query) => {
    const player = await createUser(app);
    const response = await injectAs(player, 'GET', `/api/notifications${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it.each([
    { ids: [] },
    { ids: 'all' },
    { ids: ['x'] },
    { ids: [0] },
    { ids: [2_147_483_648] },
    { ids: Array.from({ length: 501 }, (_, index) => index + 1) },
    { ids: [1.5] },
  ])('POST read %j is 400', async (body) => {
    const player = await createUser(app);
    const response = await injectAs(player, 'POST', '/api/notifications/read', body);
    expect(response.statusCode).toBe(400);
  });

  it.each([{ notificationKinds: { bet_settled: 'no' } }, { notificationKinds: 'all' }])(
    'PATCH settings %j is 400',
    async (body) => {
      const player = await createUser(app);
      expect((await injectAs(player, 'PATCH', '/api/user/settings', body)).statusCode).toBe(400);
    },
  );
});

it('notifications are removed with their player', async () => {
  const player = await createUser(app);
  await writeNotifications(player.id, 1);
  expect(await app.database.db.$count(notifications, eq(notifications.userId, player.id))).toBe(1);
});
