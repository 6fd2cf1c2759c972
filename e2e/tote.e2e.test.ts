import { parseCents } from '@galope/contracts';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { races } from '../apps/server/src/db/schema';
import { createRace } from '../apps/server/src/test/race-fixtures';
import { describeViolations, seriousViolations } from './accessibility';
import {
  chooseLanguage,
  DESKTOP,
  headerBalance,
  login,
  MOBILE,
  openPage,
  screenshot,
  startSiteForFile,
  toasts,
} from './harness';

// No simulator: these races are the whole board and nothing else stakes on their pools.
const site = startSiteForFile();
let raceIds: number[];
beforeAll(async () => {
  const { db } = site.app.database;
  raceIds = [];
  for (let i = 0; i < 3; i += 1) {
    const { race } = await createRace(db, { scheduledTime: new Date(Date.now() + (90 + i) * 60_000) });
    raceIds.push(race.id);
  }
});

const tote = (page: Page) => page.getByRole('region', { name: 'Apuestas mutuas' });

/** Builds an exacta box of the runners numbered 1, 2 and 3 at US$1.00 and opens the confirmation. */
async function buildExactaBox(page: Page) {
  const section = tote(page);
  await section.getByLabel('Bolsa', { exact: true }).waitFor({ timeout: 15_000 });
  await section.getByLabel('Bolsa', { exact: true }).selectOption('exacta');
  await section.getByRole('radio', { name: 'Combinada' }).click();
  const runners = section.getByRole('group', { name: 'Caballos' });
  for (const number of [1, 2, 3]) await runners.getByRole('checkbox', { name: new RegExp(`^${number} `) }).click();
  await expect.poll(() => section.getByText('6 combinaciones × US$1.00 = US$6.00').count()).toBe(1);
  await section.getByRole('button', { name: 'Apostar US$6.00' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Confirmas el boleto?' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain('Exacta Combinada: 6 combinaciones de US$1.00. Se descuentan US$6.00');
  return dialog;
}

async function balanceCents(page: Page): Promise<number> {
  const balance = headerBalance(page);
  await balance.waitFor();
  return parseCents((await balance.textContent())!.replace(/[^\d.]/g, ''))!;
}

describe('the tote on the race page', () => {
  it('a player bets an exacta box of 3 runners, sees it cost US$6.00, the balance drop, the pool grow and the ticket in history', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await page.goto(`/race/${raceIds[0]}`);
    const before = await balanceCents(page);
    // The runners list shows each program number before the name.
    const exactaTotal = tote(page).locator('[data-pool-total="exacta"]');
    await expect.poll(() => exactaTotal.textContent(), { timeout: 15_000 }).toBe('US$0.00');

    const dialog = await buildExactaBox(page);
    await screenshot(page, 'tote-confirm-1280');
    await dialog.getByRole('button', { name: 'Confirmar US$6.00' }).click();
    await expect.poll(() => toasts(page).last().textContent(), { timeout: 10_000 }).toContain('Boleto aceptado');
    expect(await toasts(page).last().textContent()).toContain('Exacta: 6 combinaciones por US$6.00');
    await expect.poll(() => balanceCents(page)).toBe(before - 600);
    await expect.poll(() => exactaTotal.textContent()).toBe('US$6.00');

    // Another ticket on the same pool (from the API, as another tab would) shows on this page by pool_update.
    const answer = await page.request.post('/api/tote/tickets', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: { raceId: raceIds[0], pool: 'exacta', selections: [[]], unitStake: '1.00' },
      failOnStatusCode: false,
    });
    expect(answer.status()).toBe(400);
    const entries = (await (await page.request.get(`/api/races/${raceIds[0]}`)).json()) as {
      entries: { id: number }[];
    };
    const placed = await page.request.post('/api/tote/tickets', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        raceId: raceIds[0],
        pool: 'exacta',
        selections: [[entries.entries[0]!.id], [entries.entries[1]!.id]],
        unitStake: '2.00',
      },
    });
    expect(placed.status()).toBe(201);
    await expect.poll(() => exactaTotal.textContent(), { timeout: 10_000 }).toBe('US$8.00');
    await tote(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'tote-pools-1280');
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.goto('/panel?tab=history');
    const tickets = page.getByRole('list', { name: 'Boletos de apuestas mutuas' });
    await tickets.waitFor({ timeout: 15_000 });
    const boxTicket = tickets.getByRole('listitem').filter({ hasText: 'Combinada' });
    expect(await boxTicket.textContent()).toMatch(/Exacta.*Pendiente.*1,2,3.*6 combinaciones × US\$1\.00.*US\$6\.00/);
    await screenshot(page, 'tote-history-1280');
    expect(consoleErrors.filter((text) => !/status of 400/.test(text))).toEqual([]);
  });

  it('on a phone the builder fits, counts the box and takes the ticket', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE, colorScheme: 'dark', user: 'jugador' });
    await page.goto(`/race/${raceIds[1]}`);
    const dialog = await buildExactaBox(page);
    await screenshot(page, 'tote-confirm-375');
    await dialog.getByRole('button', { name: 'Confirmar US$6.00' }).click();
    await expect.poll(() => toasts(page).last().textContent(), { timeout: 10_000 }).toContain('Boleto aceptado');
    await expect.poll(() => tote(page).locator('[data-pool-total="exacta"]').textContent()).toBe('US$6.00');
    // Nothing sticks out of the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await tote(page).getByRole('list', { name: 'Bolsas de la carrera' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'tote-pools-375');
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('after the result a player reads the dividends per pool with the winners by number and name', async () => {
    const raceId = raceIds[2]!;
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    const race = (await (await page.request.get(`/api/races/${raceId}`)).json()) as {
      entries: { id: number; number: number; horse: { name: string } }[];
    };
    const [first, second] = race.entries;
    for (const [pool, selections] of [
      ['win', [[first!.id]]],
      ['exacta', [[first!.id], [second!.id]]],
    ] as const) {
      const placed = await page.request.post('/api/tote/tickets', {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        data: { raceId, pool, selections, unitStake: '2.00' },
      });
      expect(placed.status()).toBe(201);
    }
    // The race goes off and staff enter the result: runners home in program order.
    await site.app.database.db
      .update(races)
      .set({ scheduledTime: new Date(Date.now() - 60_000) })
      .where(eq(races.id, raceId));
    const admin = await openPage(site, { viewport: DESKTOP });
    await login(admin.page, 'admin');
    const result = await admin.page.request.post(`/api/admin/races/${raceId}/result`, {
      data: { positions: race.entries.map((entry, index) => ({ entryId: entry.id, position: index + 1 })) },
    });
    expect(result.status()).toBe(200);
    const { dividends } = (await (await page.request.get(`/api/races/${raceId}/dividends`)).json()) as {
      dividends: { pool: string; dividend: string }[];
    };
    const exacta = dividends.find((item) => item.pool === 'exacta')!;

    await page.goto(`/race/${raceId}`);
    const block = tote(page).getByRole('heading', { name: 'Dividendos' }).locator('..');
    await block.waitFor({ timeout: 15_000 });
    const exactaRow = block.getByRole('listitem').filter({ hasText: /^Exacta/ });
    expect(await exactaRow.textContent()).toBe(
      `Exacta${first!.number}${first!.horse.name}–${second!.number}${second!.horse.name}US$${exacta.dividend}`,
    );
    await block.scrollIntoViewIfNeeded();
    await screenshot(page, 'tote-dividends-1280');

    // The same block in English: the section, the pools and the note are translated.
    await chooseLanguage(page, 'EN');
    const english = page.getByRole('region', { name: 'Tote' });
    await english.getByRole('heading', { name: 'Dividends' }).waitFor();
    expect(await english.getByRole('list', { name: "The race's pools" }).textContent()).toMatch(
      /Win.*Place.*Show.*Quinella/,
    );
    expect(await english.textContent()).toContain('Dividends per 1.00 staked.');
    expect(consoleErrors).toEqual([]);
  });
});
