import { MESSAGES, type TPaymentMethodResponse } from '@galope/contracts';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart-body';
import { createUser, type TestUser } from '../../test/test-app';
import { addPaymentMethod, askDeposit } from '../../test/cashier-fixtures';
import { app, useTestApp } from '../../test/use-test-app';

/**
 * How much the process may grow while a burst of 40-megapixel receipts is worked on. An interlaced
 * PNG must be decoded whole: 40 M pixels × 3 bytes is 120 MB, and libvips holds about 150–200 MB
 * for it while it shrinks and re-encodes it. Measured here: twelve at once grew the process by
 * 520–680 MB before the image work was limited, 160–210 MB since (one such image at a time, the
 * requests' bodies, what the allocator keeps).
 */
const MAX_RSS_GROWTH_BYTES = 300 * 1024 * 1024;

/**
 * 7745 × 5164, just under the 40-megapixel limit, interlaced (the costliest to decode), of one
 * colour so the file is small: what a player could send to weigh on the server.
 */
let largeReceipt: Buffer;
let spei: TPaymentMethodResponse;

useTestApp();
beforeAll(async () => {
  largeReceipt = await sharp({ create: { width: 7745, height: 5164, channels: 3, background: '#1d4ed8' } })
    .png({ progressive: true })
    .toBuffer();
  const admin = await createUser(app, { role: 'admin' });
  spei = await addPaymentMethod(app, admin, {
    name: 'Transferencia SPEI',
    kind: 'deposit',
    minAmount: '100.00',
    maxAmount: '50000.00',
  });
});

const askSpeiDeposit = (player: TestUser) => askDeposit(app, player, { amount: '500.00', methodId: spei.id });

function uploadReceipt(player: TestUser, requestId: number) {
  const body = multipartBody({}, { field: 'receipt', name: 'comprobante.png', type: 'image/png', bytes: largeReceipt });
  return app.inject({
    method: 'POST',
    url: `/api/cashier/requests/${requestId}/receipt`,
    payload: body.payload,
    headers: { ...body.headers, cookie: player.cookie },
  });
}

/** Runs the uploads together and reports their answers and how far the process's RSS rose meanwhile. */
async function atOnce(uploads: (() => Promise<LightMyRequestResponse>)[]) {
  const before = process.memoryUsage.rss();
  let highest = before;
  const sampler = setInterval(() => {
    highest = Math.max(highest, process.memoryUsage.rss());
  }, 5);
  try {
    const answers = await Promise.all(uploads.map((upload) => upload()));
    highest = Math.max(highest, process.memoryUsage.rss());
    return { answers, growth: highest - before };
  } finally {
    clearInterval(sampler);
  }
}

/** Every answer is the receipt stored, or a refusal that says to come back in a moment. */
function expectStoredOrBusy(answers: LightMyRequestResponse[]) {
  for (const answer of answers) {
    if (answer.statusCode === 200) {
      expect(answer.json()).toMatchObject({ hasReceipt: true });
      continue;
    }
    if (answer.statusCode === 503) {
      expect(answer.json()).toEqual({ message: MESSAGES.busy, code: 'BUSY' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    } else {
      // The same player's previous receipt is still being worked on.
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual({ message: MESSAGES.rateLimited, code: 'RATE_LIMITED' });
    }
  }
  expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
}

describe('large receipts uploaded at once', () => {
  it('twelve from one player: each stored or told to retry, memory bounded, and each stored one by one', async () => {
    const player = await createUser(app);
    const deposits = await Promise.all(Array.from({ length: 12 }, () => askSpeiDeposit(player)));

    const { answers, growth } = await atOnce(deposits.map((deposit) => () => uploadReceipt(player, deposit.id)));
    expectStoredOrBusy(answers);
    expect(growth).toBeLessThan(MAX_RSS_GROWTH_BYTES);

    for (const deposit of deposits) expect((await uploadReceipt(player, deposit.id)).statusCode).toBe(200);
  }, 180_000);

  it('twelve from twelve players: each stored or told to retry, memory bounded, and each stored when sent again', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => createUser(app)));
    const deposits = await Promise.all(players.map(askSpeiDeposit));

    const { answers, growth } = await atOnce(
      players.map((player, at) => () => uploadReceipt(player, deposits[at]!.id)),
    );
    expectStoredOrBusy(answers);
    expect(growth).toBeLessThan(MAX_RSS_GROWTH_BYTES);

    for (const [at, player] of players.entries()) {
      if (answers[at]!.statusCode !== 200) expect((await uploadReceipt(player, deposits[at]!.id)).statusCode).toBe(200);
    }
  }, 180_000);
});
