import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createRace } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';

/** What a race page hears while tickets pour into a pool: its will-pays at most once a second, never stale. */
useTestApp();

let player: TestUser;
let wsUrl: string;
beforeAll(async () => {
  player = await createUser(app, { balance: 10_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  wsUrl = `ws://127.0.0.1:${address.port}/ws`;
});

type PoolUpdate = { type: 'pool_update'; raceId: number; pool: string; total: string; at: number };

describe('pool_update', () => {
  it('comes with the first ticket, then at most once a second while tickets pour in, the last with the pool’s total', async () => {
    const { race, entries } = await createRace(app.database.db, { scheduledTime: new Date(Date.now() + 3600_000) });
    const ws = new WebSocket(wsUrl);
    const updates: PoolUpdate[] = [];
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as PoolUpdate;
      if (message.type === 'pool_update') updates.push({ ...message, at: performance.now() });
    });
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify({ type: 'subscribe_race', raceId: race.id }));
    await sleep(100);

    const started = performance.now();
    let sent = 0;
    // A ticket every 40 ms for 2.6 s: 65 tickets of 1.00, three quiet-free seconds of the pool.
    while (performance.now() - started < 2600) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/tote/tickets',
        headers: { cookie: player.cookie },
        payload: { raceId: race.id, pool: 'win', selections: [[entries[sent % 3]!.id]], unitStake: '1.00' },
      });
      expect(response.statusCode, response.body).toBe(201);
      sent += 1;
      await sleep(40);
    }
    const lastTicketAt = performance.now();
    await sleep(2500);
    ws.close();

    expect(updates.length).toBeGreaterThanOrEqual(3);
    expect(updates[0]!.at - started).toBeLessThan(1000);
    const gaps = updates.slice(1).map((update, index) => update.at - updates[index]!.at);
    // Sent a second apart at least (the socket's and a loaded test host's own timing either side).
    for (const gap of gaps) expect(gap).toBeGreaterThan(950);
    // None much later than a second and a read after the one before while tickets came in (the margin is
    // for a test host whose two cores run other test files too).
    for (const gap of gaps) expect(gap).toBeLessThan(2000);
    const last = updates.at(-1)!;
    expect(last.total).toBe(`${sent}.00`);
    expect(last.at - lastTicketAt).toBeLessThan(2400);
  });
});
