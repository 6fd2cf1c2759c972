import type { Locator, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { races } from '../apps/server/src/db/schema';
import { createRace } from '../apps/server/src/test/race-fixtures';
import { describeViolations, seriousViolations } from './accessibility';
import { chooseLanguage, DESKTOP, MOBILE, openPage, screenshot, startSiteForFile } from './harness';

// No simulator: these two races are the whole board and only this file stakes on their pools.
const site = startSiteForFile();
type Entry = { id: number; number: number };
/** Entries by program number: this race's, then the daily double's second leg. */
let first: Map<number, Entry>;
let second: Map<number, Entry>;
let raceId: number;
let phoneRaceId: number;

beforeAll(async () => {
  const { db } = site.app.database;
  // Far ahead so betting cannot close mid-test; runner 6 is scratched.
  const scheduledTime = new Date(Date.now() + 180 * 60_000);
  const leg1 = await createRace(db, { scheduledTime, scratched: [5] });
  const leg2 = await createRace(db, { scheduledTime });
  // The next race of the same track that day (same off, a higher id) is the daily double's second leg.
  await db.update(races).set({ racetrackId: leg1.track.id }).where(eq(races.id, leg2.race.id));
  raceId = leg1.race.id;
  const byNumber = (entries: { id: number; postPosition: number | null }[]) =>
    new Map(entries.map((entry) => [entry.postPosition!, { id: entry.id, number: entry.postPosition! }]));
  first = byNumber(leg1.entries);
  second = byNumber(leg2.entries);
  // A full field of 20: the widest matrix a phone gets.
  phoneRaceId = (await createRace(db, { scheduledTime, runners: 20 })).race.id;
});

const tote = (page: Page) => page.getByRole('region', { name: 'Apuestas mutuas' });
const matrix = (page: Page, pool: string) => tote(page).getByRole('table', { name: `${pool}: paga probable por 1.00` });

/** The cell a player reads across from runner `row` and down from runner `column` (program numbers). */
async function cell(table: Locator, row: number, column: number): Promise<Locator> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.startsWith(`${column} `));
  expect(index, `column ${column} in ${headers.join(' | ')}`).toBeGreaterThan(0);
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: new RegExp(`^${row} `) }) })
    .getByRole('cell')
    .nth(index - 1);
}

const text = async (table: Locator, row: number, column: number) => (await cell(table, row, column)).textContent();

async function placeTicket(page: Page, pool: string, selections: number[][], unitStake: string, race = raceId) {
  const answer = await page.request.post('/api/tote/tickets', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { raceId: race, pool, selections, unitStake },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** What GET /pools says a pair pays now. */
async function willPay(page: Page, pool: string, selection: number[]): Promise<string> {
  const answer = (await (await page.request.get(`/api/races/${raceId}/pools`)).json()) as {
    pools: { pool: string; probables: { selection: number[]; probable: string | null }[] }[];
  };
  const found = answer.pools
    .find((item) => item.pool === pool)!
    .probables.find((item) => item.selection.join() === selection.join());
  return found!.probable!;
}

/** Scrolls the pool switcher to the top of the screen, below the sticky header, for a screenshot. */
async function showMatrix(page: Page) {
  await page.getByRole('radiogroup', { name: /^(Bolsa de pares|Pair pool)$/ }).evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -80);
  });
}

const id = (field: Map<number, Entry>, number: number) => field.get(number)!.id;

describe('the will-pay matrices on the race page', () => {
  it('a player reads the exacta, quinella and double will-pays by row and column, and the exacta changes as a ticket lands', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await placeTicket(page, 'exacta', [[id(first, 1)], [id(first, 2)]], '1.00');
    await placeTicket(page, 'exacta', [[id(first, 1)], [id(first, 3)]], '5.00');
    await placeTicket(page, 'quinella', [[id(first, 1), id(first, 3)]], '2.00');
    await placeTicket(page, 'daily_double', [[id(first, 1)], [id(second, 2)]], '1.00');
    const exacta12 = await willPay(page, 'exacta', [id(first, 1), id(first, 2)]);
    const exacta13 = await willPay(page, 'exacta', [id(first, 1), id(first, 3)]);
    const quinella13 = await willPay(page, 'quinella', [id(first, 1), id(first, 3)]);
    const double12 = await willPay(page, 'daily_double', [id(first, 1), id(second, 2)]);

    await page.goto(`/race/${raceId}`);
    const exacta = matrix(page, 'Exacta');
    await exacta.waitFor({ timeout: 15_000 });
    expect(await tote(page).textContent()).toContain('Total de la bolsa US$6.00');
    expect(await text(exacta, 1, 2)).toBe(exacta12);
    // Nobody backed 2 then 1; the same runner twice is no pair.
    expect(await text(exacta, 2, 1)).toBe('—');
    expect(await text(exacta, 1, 1)).toBe('');
    // 1 → 3 carries the most money: it pays least and is starred as the favourite.
    expect(await text(exacta, 1, 3)).toBe(`${exacta13} (favorita)`);
    expect(Number(exacta13)).toBeLessThan(Number(exacta12));
    // The scratched runner is still listed, and said to be out.
    expect(await exacta.getByRole('rowheader', { name: /^6 / }).textContent()).toContain('(retirado)');
    await showMatrix(page);
    await screenshot(page, 'tote-matrix-1280');

    // A ticket on 2 → 1 from another tab reaches this page over the socket.
    await placeTicket(page, 'exacta', [[id(first, 2)], [id(first, 1)]], '2.00');
    const exacta21 = await willPay(page, 'exacta', [id(first, 2), id(first, 1)]);
    await expect.poll(() => text(exacta, 2, 1), { timeout: 10_000 }).toBe(exacta21);
    expect(await text(exacta, 1, 2)).toBe(await willPay(page, 'exacta', [id(first, 1), id(first, 2)]));

    await tote(page).getByRole('radio', { name: 'Quiniela' }).click();
    const quinella = matrix(page, 'Quiniela');
    await quinella.waitFor();
    // The pair in either order: the same will-pay in both halves.
    expect(await text(quinella, 1, 3)).toBe(`${quinella13} (favorita)`);
    expect(await text(quinella, 3, 1)).toBe(`${quinella13} (favorita)`);
    expect(await text(quinella, 1, 2)).toBe('—');

    await tote(page).getByRole('radio', { name: 'Doble' }).click();
    const double = matrix(page, 'Doble');
    await double.waitFor();
    // Rows this race, columns the next race's field: 1 here then 2 there.
    expect(await text(double, 1, 2)).toBe(`${double12} (favorita)`);
    expect(await text(double, 2, 1)).toBe('—');
    await screenshot(page, 'tote-matrix-double-1280');

    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await chooseLanguage(page, 'EN');
    const english = page.getByRole('region', { name: 'Tote' });
    await english.getByRole('radio', { name: 'Exacta' }).click();
    const exactaEnglish = english.getByRole('table', { name: 'Exacta: will-pay per 1.00' });
    await exactaEnglish.waitFor();
    // The 2 → 1 ticket grew the pool: 1 → 3 pays more now, still the least.
    const exacta13Now = await willPay(page, 'exacta', [id(first, 1), id(first, 3)]);
    expect(await text(exactaEnglish, 1, 3)).toBe(`${exacta13Now} (favourite)`);
    expect(await english.textContent()).toContain('Rows: the winner; columns: the runner-up.');
    await page.emulateMedia({ colorScheme: 'dark' });
    await showMatrix(page);
    await screenshot(page, 'tote-matrix-1280-dark-en');
    expect(consoleErrors).toEqual([]);
  });

  it('on a phone the matrix scrolls inside its own box, its first column held, and the page stays 375 px wide', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE, colorScheme: 'dark', user: 'jugador' });
    const race = (await (await page.request.get(`/api/races/${phoneRaceId}`)).json()) as {
      entries: { id: number; number: number }[];
    };
    const byNumber = new Map(race.entries.map((entry) => [entry.number, entry.id]));
    await placeTicket(page, 'exacta', [[byNumber.get(1)!], [byNumber.get(2)!]], '1.00', phoneRaceId);
    await page.goto(`/race/${phoneRaceId}`);
    const exacta = matrix(page, 'Exacta');
    await exacta.waitFor({ timeout: 15_000 });
    expect(await text(exacta, 1, 2)).toMatch(/^\d+\.\d{2} \(favorita\)$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const box = tote(page).getByRole('group', { name: 'Exacta: paga probable por 1.00' });
    const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await showMatrix(page);
    await screenshot(page, 'tote-matrix-375-dark');

    // The keyboard scrolls it; runner 1's row header stays at the box's left edge.
    const rowHeader = exacta.getByRole('rowheader', { name: /^1 / });
    const before = (await rowHeader.boundingBox())!.x;
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect((await rowHeader.boundingBox())!.x).toBe(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'tote-matrix-375-dark-scrolled');

    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    await box.evaluate((element) => element.scrollTo({ left: 0 }));
    await screenshot(page, 'tote-matrix-375-light');

    // Nobody has backed a quinella here yet: the pool says so instead of a grid of dashes.
    await tote(page).getByRole('radio', { name: 'Quiniela' }).click();
    await tote(page).getByText('Aún no hay apuestas').waitFor();
    expect(await matrix(page, 'Quiniela').count()).toBe(0);
    expect(await tote(page).textContent()).toContain('Quiniela: paga probable por 1.00Total de la bolsa US$0.00');
    await screenshot(page, 'tote-matrix-375-light-empty');
    expect(consoleErrors).toEqual([]);
  });
});
