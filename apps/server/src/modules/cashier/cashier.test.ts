import {
  ADMIN_MESSAGES,
  CASHIER_MESSAGES,
  MESSAGES,
  type TAdminCashierRequestResponse,
  type TCashierRequestResponse,
  type TPaymentMethodResponse,
} from '@galope/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { cashierRequests } from './schema';
import { makePng } from '../../test/images';
import { findLedgerViolations } from '../../test/ledger-invariants';
import { multipartBody } from '../../test/multipart-body';
import { createRace } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { addPaymentMethod } from '../../test/cashier-fixtures';
import { app, injectAs, itOnTwoInstances, useTestApp } from '../../test/use-test-app';
import type { LiveEvent } from '../live';
import { readBalance, readLedger } from '../../test/wallet-reads';

let admin: TestUser;
let secondAdmin: TestUser;
let spei: TPaymentMethodResponse;
let store: TPaymentMethodResponse;
const events: LiveEvent[] = [];

const VALID_CLABE = '646180157000000004';

useTestApp();
beforeAll(async () => {
  app.bus.subscribe((event) => events.push(event));
  admin = await createUser(app, { role: 'admin' });
  secondAdmin = await createUser(app, { role: 'admin' });
  spei = await addPaymentMethod(app, admin, {
    name: 'Transferencia SPEI',
    kind: 'both',
    instructions: `CLABE ${VALID_CLABE}`,
    minAmount: '100.00',
    maxAmount: '50000.00',
    destinationFormat: 'clabe',
  });
  store = await addPaymentMethod(app, admin, {
    name: 'Efectivo en tienda',
    kind: 'deposit',
    minAmount: '50',
    maxAmount: '10000',
  });
});

const deposit = (user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  injectAs(user, 'POST', '/api/cashier/deposits', body, headers);
const withdraw = (user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  injectAs(user, 'POST', '/api/cashier/withdrawals', body, headers);
const approve = (staff: TestUser, id: number, body: unknown = {}) =>
  injectAs(staff, 'POST', `/api/admin/cashier/requests/${id}/approve`, body);
const reject = (staff: TestUser, id: number, body: unknown) =>
  injectAs(staff, 'POST', `/api/admin/cashier/requests/${id}/reject`, body);
const cancel = (user: TestUser, id: number) => injectAs(user, 'POST', `/api/cashier/requests/${id}/cancel`);

const balanceOf = (userId: number) => readBalance(app.database.db, userId);
const ledgerOf = (userId: number) => readLedger(app.database.db, userId);
async function requestsOf(userId: number) {
  return app.database.db.select().from(cashierRequests).where(eq(cashierRequests.userId, userId));
}
/** What a player's money looks like: balance, ledger rows, requests. Nothing stored means none changed. */
async function moneyOf(userId: number) {
  return {
    balance: await balanceOf(userId),
    ledger: (await ledgerOf(userId)).length,
    requests: (await requestsOf(userId)).length,
  };
}

async function askDeposit(user: TestUser, amount = '500.00'): Promise<TCashierRequestResponse> {
  const response = await deposit(user, { amount, methodId: spei.id, reference: 'transferencia 123' });
  expect(response.statusCode).toBe(201);
  return response.json();
}
async function askWithdrawal(user: TestUser, amount: string): Promise<TCashierRequestResponse> {
  const response = await withdraw(user, { amount, methodId: spei.id, destination: VALID_CLABE });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('payment methods', () => {
  it('admins create and edit them; players see only the enabled ones', async () => {
    const player = await createUser(app);
    const created = await injectAs(admin, 'POST', '/api/admin/payment-methods', {
      name: 'USDT (TRC-20)',
      kind: 'both',
      instructions: 'Red TRON',
      minAmount: '200.00',
      maxAmount: '100000.00',
      destinationFormat: 'crypto_address',
    });
    expect(created.statusCode).toBe(201);
    const usdt: TPaymentMethodResponse = created.json();
    expect(usdt).toMatchObject({ name: 'USDT (TRC-20)', kind: 'both', minAmount: '200.00', isActive: true });

    const disabled = await injectAs(admin, 'PATCH', `/api/admin/payment-methods/${usdt.id}`, { isActive: false });
    expect(disabled.json()).toMatchObject({ id: usdt.id, isActive: false, maxAmount: '100000.00' });
    const visible: TPaymentMethodResponse[] = (await injectAs(player, 'GET', '/api/cashier/methods')).json();
    expect(visible.map((m) => m.id)).toEqual(expect.arrayContaining([spei.id, store.id]));
    expect(visible.map((m) => m.id)).not.toContain(usdt.id);
    const all: TPaymentMethodResponse[] = (await injectAs(admin, 'GET', '/api/admin/payment-methods')).json();
    expect(all.map((m) => m.id)).toContain(usdt.id);

    const inverted = await injectAs(admin, 'PATCH', `/api/admin/payment-methods/${usdt.id}`, { minAmount: '200000' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().message).toBe(CASHIER_MESSAGES.minAboveMax);
    const audit = await app.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'payment_method'));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['payment_method.create', 'payment_method.update']),
    );
  });

  it('carry an optional English name and instructions; without them the Spanish ones serve, as before', async () => {
    const player = await createUser(app, { balance: 1000 });
    // A client from before the English fields: what it sends still works, and reads null for them.
    expect(spei).toMatchObject({ name: 'Transferencia SPEI', nameEn: null, instructionsEn: null });

    const created = await injectAs(admin, 'POST', '/api/admin/payment-methods', {
      name: 'Transferencia bancaria',
      nameEn: '  Bank transfer ',
      kind: 'both',
      instructions: 'Transfiere a la CLABE y escribe el código en el concepto.',
      instructionsEn: 'Transfer to the CLABE and write the code in the reference.',
      minAmount: '10',
      maxAmount: '1000',
      destinationFormat: 'clabe',
    });
    expect(created.statusCode, created.body).toBe(201);
    const bank: TPaymentMethodResponse = created.json();
    expect(bank).toMatchObject({
      name: 'Transferencia bancaria',
      nameEn: 'Bank transfer',
      instructionsEn: 'Transfer to the CLABE and write the code in the reference.',
    });
    // Players read both, and so does a request made with it.
    const seen: TPaymentMethodResponse[] = (await injectAs(player, 'GET', '/api/cashier/methods')).json();
    expect(seen.find((method) => method.id === bank.id)).toMatchObject({ nameEn: 'Bank transfer' });
    const asked = await deposit(player, { amount: '20', methodId: bank.id });
    expect(asked.json()).toMatchObject({ methodName: 'Transferencia bancaria', methodNameEn: 'Bank transfer' });

    // Staff edit one text alone; a blank English text goes back to none.
    const renamed = await injectAs(admin, 'PATCH', `/api/admin/payment-methods/${bank.id}`, {
      nameEn: 'Wire transfer',
    });
    expect(renamed.json()).toMatchObject({ nameEn: 'Wire transfer', instructionsEn: expect.any(String) });
    const cleared = await injectAs(admin, 'PATCH', `/api/admin/payment-methods/${bank.id}`, { instructionsEn: '  ' });
    expect(cleared.json()).toMatchObject({ nameEn: 'Wire transfer', instructionsEn: null });
    const none = await injectAs(admin, 'PATCH', `/api/admin/payment-methods/${bank.id}`, { nameEn: null });
    expect(none.json()).toMatchObject({ name: 'Transferencia bancaria', nameEn: null });

    const tooLong = await injectAs(admin, 'PATCH', `/api/admin/payment-methods/${bank.id}`, {
      nameEn: 'x'.repeat(101),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(CASHIER_MESSAGES.nameTooLong);
  });

  it('a player cannot manage them', async () => {
    const player = await createUser(app);
    const response = await injectAs(player, 'POST', '/api/admin/payment-methods', {
      name: 'Mío',
      kind: 'both',
      minAmount: '1',
      maxAmount: '2',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a deposit', () => {
  it('approved, credits exactly its amount with a deposit ledger row naming the staff member', async () => {
    const player = await createUser(app, { balance: 10 });
    events.length = 0;
    const asked = await askDeposit(player, '500.00');
    expect(asked).toMatchObject({ type: 'deposit', status: 'pending', amount: '500.00', methodId: spei.id });
    expect(asked.code).toMatch(/^DEP-[2-9A-HJ-NP-Z]{5}$/);
    expect(await balanceOf(player.id)).toBe('10.00');
    expect(events.some((e) => e.type === 'cashier_request' && e.audience === 'staff')).toBe(true);

    events.length = 0;
    const approved = await approve(admin, asked.id, { note: 'Recibido en STP' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: asked.id, status: 'approved', note: 'Recibido en STP' });
    expect(await balanceOf(player.id)).toBe('510.00');
    const last = (await ledgerOf(player.id)).at(-1)!;
    expect(last).toMatchObject({
      type: 'deposit',
      amount: '500.00',
      previousBalance: '10.00',
      newBalance: '510.00',
      adminUserId: admin.id,
      relatedCashierRequestId: asked.id,
      descriptionCode: 'deposit',
      descriptionParams: { reference: asked.code },
    });
    expect(await findLedgerViolations(app.database.db, [player.id])).toEqual([]);

    // Live: the owner's balance and request, the staff's queue.
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'balance_update', balance: '510.00', userId: player.id }),
        expect.objectContaining({ type: 'cashier_update', userId: player.id }),
        expect.objectContaining({ type: 'cashier_request', audience: 'staff' }),
      ]),
    );
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cashier.approve'), eq(auditLog.targetId, String(asked.id))));
    expect(audit).toMatchObject({ adminUserId: admin.id });
    expect(audit!.details).toMatchObject({ previous: '10.00', new: '510.00', amount: '500.00' });

    // The dashboard's "Total depositado" counts it; the panel lists it.
    const totals = (await injectAs(player, 'GET', '/api/user/balance-totals')).json();
    expect(totals.totalDeposited).toBe('510.00');
    const mine: TCashierRequestResponse[] = (await injectAs(player, 'GET', '/api/cashier/requests')).json();
    expect(mine[0]).toMatchObject({ id: asked.id, status: 'approved' });
  });

  it('rejected, credits nothing and keeps the reason; a reject without a reason is 400', async () => {
    const player = await createUser(app, { balance: 10 });
    const asked = await askDeposit(player);
    const noReason = await reject(admin, asked.id, { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(CASHIER_MESSAGES.reasonRequired);
    expect((await reject(admin, asked.id, {})).statusCode).toBe(400);

    const rejected = await reject(admin, asked.id, { reason: 'No llegó la transferencia' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'No llegó la transferencia' });
    expect(await balanceOf(player.id)).toBe('10.00');
    expect(await ledgerOf(player.id)).toHaveLength(1);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cashier.reject'), eq(auditLog.targetId, String(asked.id))));
    expect(audit!.details).toMatchObject({ previous: '10.00', new: '10.00' });
  });

  it('cancelled by the player, credits nothing, and can no longer be approved', async () => {
    const player = await createUser(app, { balance: 10 });
    const asked = await askDeposit(player);
    const cancelled = await cancel(player, asked.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const late = await approve(admin, asked.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CASHIER_MESSAGES.notPending);
    expect((await cancel(player, asked.id)).statusCode).toBe(409);
    expect(await balanceOf(player.id)).toBe('10.00');
    expect(await ledgerOf(player.id)).toHaveLength(1);
  });

  it('is decided once: a second decision, from anyone, is 409 and changes nothing', async () => {
    const player = await createUser(app);
    const asked = await askDeposit(player, '300');
    expect((await approve(admin, asked.id)).statusCode).toBe(200);
    const before = await moneyOf(player.id);
    expect((await approve(secondAdmin, asked.id)).statusCode).toBe(409);
    expect((await reject(admin, asked.id, { reason: 'tarde' })).statusCode).toBe(409);
    expect(await moneyOf(player.id)).toEqual(before);
  });

  it('two approvals at once: one 200, one 409, credited once', async () => {
    const player = await createUser(app);
    const asked = await askDeposit(player, '250.00');
    const answers = await Promise.all([approve(admin, asked.id), approve(secondAdmin, asked.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(player.id)).toBe('250.00');
    expect((await ledgerOf(player.id)).filter((row) => row.type === 'deposit')).toHaveLength(1);
  });

  itOnTwoInstances('two approvals at once from two instances: one 200, one 409, credited once', async (second) => {
    const player = await createUser(app);
    const asked = await askDeposit(player, '250.00');
    const answers = await Promise.all([
      approve(admin, asked.id),
      second.inject({
        method: 'POST',
        url: `/api/admin/cashier/requests/${asked.id}/approve`,
        headers: { cookie: secondAdmin.cookie },
        payload: {},
      }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(player.id)).toBe('250.00');
    expect((await ledgerOf(player.id)).filter((row) => row.type === 'deposit')).toHaveLength(1);
  });
});

describe('a withdrawal', () => {
  it('leaves the balance at once; approved (paid) it changes no balance', async () => {
    const player = await createUser(app, { balance: 1000 });
    const asked = await askWithdrawal(player, '400.00');
    expect(asked.code).toMatch(/^RET-/);
    expect(asked.destination).toBe(VALID_CLABE);
    expect(await balanceOf(player.id)).toBe('600.00');
    expect((await ledgerOf(player.id)).at(-1)).toMatchObject({
      type: 'withdrawal',
      amount: '-400.00',
      newBalance: '600.00',
      relatedCashierRequestId: asked.id,
    });
    expect((await approve(admin, asked.id)).json().status).toBe('approved');
    expect(await balanceOf(player.id)).toBe('600.00');
    expect(await ledgerOf(player.id)).toHaveLength(2);
    expect((await injectAs(player, 'GET', '/api/user/balance-totals')).json().totalWithdrawn).toBe('400.00');
  });

  it('rejected, gives the amount back with a withdrawal_reversal row', async () => {
    const player = await createUser(app, { balance: 1000 });
    const asked = await askWithdrawal(player, '400.00');
    const rejected = await reject(admin, asked.id, { reason: 'CLABE a nombre de otra persona' });
    expect(rejected.statusCode).toBe(200);
    expect(await balanceOf(player.id)).toBe('1000.00');
    expect((await ledgerOf(player.id)).at(-1)).toMatchObject({
      type: 'withdrawal_reversal',
      amount: '400.00',
      newBalance: '1000.00',
      adminUserId: admin.id,
      relatedCashierRequestId: asked.id,
    });
    expect(await findLedgerViolations(app.database.db, [player.id])).toEqual([]);
    expect((await injectAs(player, 'GET', '/api/user/balance-totals')).json().totalWithdrawn).toBe('0.00');
  });

  it('cancelled by the player, gives the amount back', async () => {
    const player = await createUser(app, { balance: 1000 });
    const asked = await askWithdrawal(player, '150.50');
    expect(await balanceOf(player.id)).toBe('849.50');
    expect((await cancel(player, asked.id)).statusCode).toBe(200);
    expect(await balanceOf(player.id)).toBe('1000.00');
    expect((await ledgerOf(player.id)).at(-1)?.type).toBe('withdrawal_reversal');
  });

  it('of more than the balance is refused with "Saldo insuficiente" and stores nothing', async () => {
    const player = await createUser(app, { balance: 200 });
    const before = await moneyOf(player.id);
    const response = await withdraw(player, { amount: '200.01', methodId: spei.id, destination: VALID_CLABE });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.insufficientBalance);
    expect(await moneyOf(player.id)).toEqual(before);
  });

  it('of the whole balance raced against 20 bets never takes the balance below zero', async () => {
    const player = await createUser(app, { balance: 1000 });
    const { race, entries } = await createRace(app.database.db);
    const bet = () =>
      injectAs(player, 'POST', '/api/bets', {
        raceId: race.id,
        raceEntryId: entries[0]!.id,
        betType: 'win',
        amount: '100.00',
        odds: entries[0]!.currentOdds,
      });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, bet),
      withdraw(player, { amount: '1000.00', methodId: spei.id, destination: VALID_CLABE }),
      ...Array.from({ length: 10 }, bet),
    ]);
    const withdrawal = answers[10]!;
    const bets = answers.filter((_, index) => index !== 10);
    const acceptedBets = bets.filter((r) => r.statusCode === 201).length;
    for (const refused of bets.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(MESSAGES.insufficientBalance);
    }
    const withdrawn = withdrawal.statusCode === 201 ? 100_000 : 0;
    if (withdrawal.statusCode !== 201) expect(withdrawal.json().message).toBe(MESSAGES.insufficientBalance);
    // Either the withdrawal took everything and no bet passed, or bets went first and it was refused.
    expect(acceptedBets * 10_000 + withdrawn).toBeLessThanOrEqual(100_000);
    const balanceCents = Math.round(Number(await balanceOf(player.id)) * 100);
    expect(balanceCents).toBe(100_000 - acceptedBets * 10_000 - withdrawn);
    expect(balanceCents).toBeGreaterThanOrEqual(0);
    expect(await findLedgerViolations(app.database.db, [player.id])).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  it('a replay answers 200 with the first request; the same key with another body is 422', async () => {
    const player = await createUser(app, { balance: 1000 });
    const headers = { 'idempotency-key': 'ret-7f3a' };
    const body = { amount: '300.00', methodId: spei.id, destination: VALID_CLABE };
    const first = await withdraw(player, body, headers);
    expect(first.statusCode).toBe(201);
    const replay = await withdraw(player, body, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await balanceOf(player.id)).toBe('700.00');

    const other = await withdraw(player, { ...body, amount: '301.00' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(CASHIER_MESSAGES.idempotencyMismatch);
    expect(await moneyOf(player.id)).toMatchObject({ balance: '700.00', requests: 1 });
  });

  it('the same key sent five times at once makes one request', async () => {
    const player = await createUser(app);
    const headers = { 'idempotency-key': 'dep-parallel' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deposit(player, { amount: '100', methodId: store.id }, headers)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await requestsOf(player.id)).toHaveLength(1);
  });
});

describe('refusals', () => {
  it.each([
    ['under the method minimum', { amount: '99.99' }, 'El monto mínimo para este método es US$100.00'],
    ['over the method maximum', { amount: '50000.01' }, 'El monto máximo para este método es US$50,000.00'],
    ['three decimals', { amount: '150.005' }, MESSAGES.amountTooManyDecimals],
    ['a negative amount', { amount: '-150' }, CASHIER_MESSAGES.amount],
    ['zero', { amount: '0' }, CASHIER_MESSAGES.amount],
    ['"abc"', { amount: 'abc' }, CASHIER_MESSAGES.amount],
    ['an amount past the request bound', { amount: '100000000' }, MESSAGES.amountTooLarge],
    ['no method', { methodId: undefined }, CASHIER_MESSAGES.methodInvalid],
    ['a method that does not exist', { methodId: 2_000_000 }, CASHIER_MESSAGES.methodUnavailable],
    ['a reference over 100 characters', { reference: 'x'.repeat(101) }, CASHIER_MESSAGES.referenceTooLong],
  ])('a deposit with %s is 400 with its message and stores nothing', async (_label, change, message) => {
    const player = await createUser(app, { balance: 5 });
    const before = await moneyOf(player.id);
    const response = await deposit(player, { amount: '150.00', methodId: spei.id, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await moneyOf(player.id)).toEqual(before);
  });

  it.each([
    ['a method for deposits only', { methodId: -1 }, CASHIER_MESSAGES.methodNotForWithdrawals],
    ['a CLABE with a wrong check digit', { destination: '646180157000000005' }, CASHIER_MESSAGES.clabeInvalid],
    ['no destination', { destination: '' }, CASHIER_MESSAGES.destinationRequired],
  ])('a withdrawal to %s is 400 and takes nothing', async (_label, change, message) => {
    const player = await createUser(app, { balance: 1000 });
    const before = await moneyOf(player.id);
    const body = { amount: '150.00', methodId: spei.id, destination: VALID_CLABE, ...change };
    if (body.methodId === -1) body.methodId = store.id;
    const response = await withdraw(player, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await moneyOf(player.id)).toEqual(before);
  });

  it('a disabled method takes no request', async () => {
    const player = await createUser(app);
    const method = await addPaymentMethod(app, admin, {
      name: 'Cerrado',
      kind: 'deposit',
      minAmount: '1',
      maxAmount: '100',
      isActive: false,
    });
    const response = await deposit(player, { amount: '10', methodId: method.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CASHIER_MESSAGES.methodUnavailable);
  });

  it("another player's request is 404 to cancel, to attach a receipt to and to read the receipt of", async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const asked = await askDeposit(owner);
    for (const response of [
      await cancel(stranger, asked.id),
      await uploadReceipt(stranger, asked.id, makePng(40, 60)),
      await injectAs(stranger, 'GET', `/api/cashier/requests/${asked.id}/receipt`),
      await cancel(stranger, 2_000_000_000),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(CASHIER_MESSAGES.requestNotFound);
    }
    expect((await requestsOf(owner.id))[0]).toMatchObject({ status: 'pending', receipt: null });
  });

  it('pending and rejected accounts cannot ask, with the same refusal as bets', async () => {
    for (const [status, message] of [
      ['pending', MESSAGES.notApproved],
      ['rejected', MESSAGES.rejected],
    ] as const) {
      const player = await createUser(app, { status });
      const response = await deposit(player, { amount: '150.00', methodId: spei.id });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'NOT_APPROVED', message });
      expect((await injectAs(player, 'GET', '/api/cashier/methods')).statusCode).toBe(403);
      expect(await requestsOf(player.id)).toHaveLength(0);
    }
  });

  it('staff may use the cashier but never decide their own requests', async () => {
    const asked: TCashierRequestResponse = (await deposit(admin, { amount: '150.00', methodId: spei.id })).json();
    const own = await approve(admin, asked.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(CASHIER_MESSAGES.ownRequest);
    expect((await reject(admin, asked.id, { reason: 'x' })).statusCode).toBe(403);
    expect((await approve(secondAdmin, asked.id)).statusCode).toBe(200);
  });

  it('a player cannot use the staff endpoints', async () => {
    const player = await createUser(app);
    const asked = await askDeposit(player);
    expect((await approve(player, asked.id)).statusCode).toBe(403);
    expect((await injectAs(player, 'GET', '/api/admin/cashier/requests')).statusCode).toBe(403);
    expect((await requestsOf(player.id))[0]!.status).toBe('pending');
  });
});

function uploadReceipt(user: TestUser, id: number, bytes: Buffer, type = 'image/png') {
  const body = multipartBody({}, { field: 'receipt', name: 'comprobante.png', type, bytes });
  return app.inject({
    method: 'POST',
    url: `/api/cashier/requests/${id}/receipt`,
    payload: body.payload,
    headers: { ...body.headers, cookie: user.cookie },
  });
}

describe('a receipt', () => {
  it('is stored re-encoded and staff can open it', async () => {
    const player = await createUser(app);
    const asked = await askDeposit(player);
    const response = await uploadReceipt(player, asked.id, makePng(300, 500));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: asked.id, hasReceipt: true });
    const opened = await injectAs(admin, 'GET', `/api/admin/cashier/requests/${asked.id}/receipt`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/webp');
    expect(opened.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect((await injectAs(player, 'GET', `/api/cashier/requests/${asked.id}/receipt`)).statusCode).toBe(200);
  });

  it.each([
    ['text pretending to be a PNG', Buffer.from('not an image at all'), 400, ADMIN_MESSAGES.sliderNotImage],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 400, ADMIN_MESSAGES.sliderNotImage],
    ['over 5 MB', Buffer.concat([makePng(10, 10), Buffer.alloc(5 * 1024 * 1024)]), 413, ADMIN_MESSAGES.sliderTooLarge],
  ])('%s is refused and nothing is stored', async (_label, bytes, status, message) => {
    const player = await createUser(app);
    const asked = await askDeposit(player);
    const response = await uploadReceipt(player, asked.id, bytes);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect((await requestsOf(player.id))[0]!.receipt).toBeNull();
  });

  it('a withdrawal takes none', async () => {
    const player = await createUser(app, { balance: 500 });
    const asked = await askWithdrawal(player, '200');
    const response = await uploadReceipt(player, asked.id, makePng(30, 30));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CASHIER_MESSAGES.receiptOnlyDeposits);
  });
});

describe("the staff's queue", () => {
  it('lists pending first, oldest first, then the decided newest first, with the player, paged', async () => {
    const player = await createUser(app, { balance: 1000 });
    const first = await askDeposit(player, '101');
    const second = await askWithdrawal(player, '102');
    const third = await askDeposit(player, '103');
    await approve(admin, first.id);
    await reject(admin, third.id, { reason: 'duplicado' });

    const response = await injectAs(admin, 'GET', `/api/admin/cashier/requests?userId=${player.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const list: TAdminCashierRequestResponse[] = response.json();
    expect(list.map((r) => r.id)).toEqual([second.id, third.id, first.id]);
    expect(list[0]!.user).toEqual({ id: player.id, username: player.username, balance: '999.00' });
    expect(list[1]!.decidedBy).toEqual({ id: admin.id, username: admin.username });

    const page = await injectAs(admin, 'GET', `/api/admin/cashier/requests?userId=${player.id}&limit=1&offset=1`);
    expect(page.json().map((r: TAdminCashierRequestResponse) => r.id)).toEqual([third.id]);
    expect(page.headers['x-total-count']).toBe('3');
    const pendingWithdrawals: TAdminCashierRequestResponse[] = (
      await injectAs(admin, 'GET', `/api/admin/cashier/requests?userId=${player.id}&status=pending&type=withdrawal`)
    ).json();
    expect(pendingWithdrawals.map((r) => r.id)).toEqual([second.id]);
    expect((await injectAs(admin, 'GET', '/api/admin/cashier/requests?status=paid')).statusCode).toBe(400);

    // Days of the site's calendar (America/Mexico_City), both included.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const byDay = (query: string) => injectAs(admin, 'GET', `/api/admin/cashier/requests?userId=${player.id}&${query}`);
    expect((await byDay(`from=${today}&to=${today}`)).headers['x-total-count']).toBe('3');
    expect((await byDay(`from=${tomorrow}`)).headers['x-total-count']).toBe('0');
    expect((await byDay(`from=${tomorrow}&to=${today}`)).statusCode).toBe(400);
  });

  it("counts what waits and today's approved totals", async () => {
    const summary = (await injectAs(admin, 'GET', '/api/admin/cashier/summary')).json();
    expect(summary.pending).toBeGreaterThan(0);
    expect(Number(summary.depositsToday)).toBeGreaterThan(0);
    expect(summary.withdrawalsToday).toMatch(/^\d+\.\d{2}$/);
  });
});
