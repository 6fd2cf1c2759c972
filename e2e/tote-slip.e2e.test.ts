import { parseCents } from '@galope/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createRace } from '../apps/server/src/test/race-fixtures';
import { describeViolations, seriousViolations } from './accessibility';
import {
  betSlip,
  chooseLanguage,
  definitionOf,
  DESKTOP,
  headerBalance,
  MOBILE,
  openPage,
  screenshot,
  startSiteForFile,
  toasts,
} from './harness';

// No simulator: these races are the whole board and nothing else stakes on their pools. Each test has
// its own race, 90 minutes or more ahead, so none closes while a test clicks.
const site = startSiteForFile();
type Entry = { id: number; number: number; horse: { name: string } };
let races: { id: number; name: string; entries: Entry[] }[];
beforeAll(async () => {
  const { db } = site.app.database;
  races = [];
  for (let i = 0; i < 3; i += 1) {
    const { race } = await createRace(db, { scheduledTime: new Date(Date.now() + (90 + i) * 60_000) });
    const answer = (await (await fetch(`${site.baseUrl}/api/races/${race.id}`)).json()) as { entries: Entry[] };
    races.push({ id: race.id, name: race.name, entries: answer.entries });
  }
});

const TEXTS = {
  es: {
    tote: 'Apuestas mutuas',
    pool: 'Bolsa',
    box: 'Combinada',
    runners: 'Caballos',
    addToSlip: 'Añadir al boleto',
    added: 'Añadido a tu boleto de apuestas.',
    participants: /^Participantes/,
    slip: 'Boleto de apuestas',
    unitStake: /^Apuesta por combinación en /,
    stakeOn: (horse: string) => `Importe para ${horse}`,
    totalStake: 'Total apostado',
    place: 'Apostar',
    openSlip: (count: number) => `Abrir boleto de apuestas (${count})`,
    empty: 'Tu boleto está vacío',
    tickets: 'Boletos de apuestas mutuas',
  },
  en: {
    tote: 'Tote',
    pool: 'Pool',
    box: 'Box',
    runners: 'Runners',
    addToSlip: 'Add to bet slip',
    added: 'Added to your bet slip.',
    participants: /^Runners/,
    slip: 'Bet slip',
    unitStake: /^Stake per combination on /,
    stakeOn: (horse: string) => `Stake on ${horse}`,
    totalStake: 'Total stake',
    place: 'Place bet',
    openSlip: (count: number) => `Open bet slip (${count})`,
    empty: 'Your bet slip is empty',
    tickets: 'Tote tickets',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** The demo player on the page of this file's race `index` (each test has its own), in this look. */
async function openRacePage(
  index: number,
  look: Pick<NonNullable<Parameters<typeof openPage>[1]>, 'viewport' | 'colorScheme'>,
) {
  const race = races[index]!;
  const opened = await openPage(site, { ...look, user: 'jugador' });
  await opened.page.goto(`/race/${race.id}`);
  return { race, ...opened };
}

/** The ticket on this race in the history's list of tote tickets (/panel?tab=history), once the list shows. */
async function ticketInHistory(page: Page, text: Texts, raceName: string): Promise<Locator> {
  await page.goto('/panel?tab=history');
  const tickets = page.getByRole('list', { name: text.tickets });
  await tickets.waitFor({ timeout: 15_000 });
  return tickets.getByRole('listitem').filter({ hasText: raceName });
}

async function balanceCents(page: Page): Promise<number> {
  const balance = headerBalance(page);
  await balance.waitFor();
  return parseCents((await balance.textContent())!.replace(/[^\d.]/g, ''))!;
}

/** Builds a box of the runners numbered 1, 2 and 3 in `pool` and puts it in the slip with "Añadir al boleto". */
async function addBoxToSlip(page: Page, text: Texts, pool: 'exacta' | 'trifecta', summary: string) {
  const section = page.getByRole('region', { name: text.tote, exact: true });
  await section.getByLabel(text.pool, { exact: true }).waitFor({ timeout: 15_000 });
  await section.getByLabel(text.pool, { exact: true }).selectOption(pool);
  await section.getByRole('radio', { name: text.box }).click();
  const runners = section.getByRole('group', { name: text.runners, exact: true });
  for (const number of [1, 2, 3]) await runners.getByRole('checkbox', { name: new RegExp(`^${number} `) }).click();
  await expect.poll(() => section.getByText(summary).count()).toBe(1);
  await section.getByRole('button', { name: text.addToSlip }).click();
  // The builder empties once the ticket is in the slip, and says where it went.
  await section.getByRole('status').filter({ hasText: text.added }).waitFor();
  expect(await runners.getByRole('checkbox', { checked: true }).count()).toBe(0);
}

/** Puts the runner in the slip (a win bet), from the race page's runners. */
async function pickRunner(page: Page, text: Texts, entry: Entry) {
  await page
    .getByRole('region', { name: text.participants })
    .getByRole('button', { name: new RegExp(entry.horse.name) })
    .click();
}

/** Scrolls the slip's list so the item shows from its top (typing a stake scrolls it to the field). */
async function showFromTop(item: Locator) {
  await item.evaluate((element) => element.scrollIntoView({ block: 'start' }));
}

const toteItem = (slip: Locator, title: string) => slip.getByRole('listitem').filter({ hasText: title });

describe('tote tickets in the bet slip', () => {
  it('a player puts an exacta box and a win bet in the slip, places both, and the balance drops by their total', async () => {
    const text = TEXTS.es;
    const { race, page, consoleErrors } = await openRacePage(0, { viewport: DESKTOP });
    const before = await balanceCents(page);

    await addBoxToSlip(page, text, 'exacta', '6 combinaciones × US$1.00 = US$6.00');
    const slip = betSlip(page).slip;
    const ticket = toteItem(slip, 'Exacta Combinada 1·2·3');
    await ticket.waitFor();
    expect(await ticket.textContent()).toContain('6 combinaciones × US$1.00 = US$6.00');
    // The same ticket built again is still one ticket in the slip.
    await addBoxToSlip(page, text, 'exacta', '6 combinaciones × US$1.00 = US$6.00');
    expect(await toteItem(slip, 'Exacta Combinada').count()).toBe(1);

    const runner = race.entries.find((entry) => entry.number === 5)!;
    await pickRunner(page, text, runner);
    await expect.poll(() => betSlip(page).items.count()).toBe(2);
    await slip.getByRole('spinbutton', { name: text.stakeOn(runner.horse.name) }).fill('10');
    await expect.poll(() => definitionOf(slip, text.totalStake).textContent()).toBe('US$16.00');
    await showFromTop(ticket);
    await screenshot(page, 'tote-slip-1280');
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await betSlip(page).place.click();
    await expect.poll(() => toasts(page).last().textContent(), { timeout: 10_000 }).toContain('¡Apuesta realizada!');
    expect(await toasts(page).last().textContent()).toContain('Tus 2 apuestas han sido registradas');
    await expect.poll(() => balanceCents(page)).toBe(before - 1600);
    await expect.poll(() => slip.textContent()).toContain(text.empty);
    expect(await betSlip(page).items.count()).toBe(0);
    // The pool counts the ticket.
    await expect
      .poll(() =>
        page.getByRole('region', { name: text.tote, exact: true }).locator('[data-pool-total="exacta"]').textContent(),
      )
      .toBe('US$6.00');

    const boxTicket = await ticketInHistory(page, text, race.name);
    expect(await boxTicket.textContent()).toMatch(/Exacta.*Pendiente.*1,2,3.*6 combinaciones × US\$1\.00.*US\$6\.00/);
    expect(consoleErrors).toEqual([]);
  });

  it('a stake per combination under the pool’s minimum is refused under the ticket and nothing is debited; the ticket survives a reload', async () => {
    const text = TEXTS.es;
    const { race, page, consoleErrors } = await openRacePage(1, { viewport: DESKTOP, colorScheme: 'dark' });
    const before = await balanceCents(page);
    await addBoxToSlip(page, text, 'trifecta', '6 combinaciones × US$0.50 = US$3.00');
    const slip = betSlip(page).slip;
    const ticket = toteItem(slip, 'Trifecta Combinada 1·2·3');

    // Kept in this browser: after a reload the ticket is back with its stake.
    await page.reload();
    await ticket.waitFor({ timeout: 15_000 });
    const unitStake = ticket.getByRole('spinbutton', { name: text.unitStake });
    expect(await unitStake.inputValue()).toBe('0.50');

    await unitStake.fill('0.20');
    await expect.poll(() => ticket.textContent()).toContain('6 combinaciones × US$0.20 = US$1.20');
    expect(await unitStake.getAttribute('aria-invalid')).toBe('true');
    await betSlip(page).place.click();
    await expect
      .poll(() => ticket.getByRole('alert').textContent())
      .toBe('La apuesta mínima por combinación es US$0.50');
    await ticket.scrollIntoViewIfNeeded();
    await screenshot(page, 'tote-slip-minimum-1280-dark');

    // Staff raise the pool's minimum meanwhile: the server refuses what the slip still allows, and says why.
    const staff = await openPage(site, { user: 'superadmin' });
    const settings = (await (await staff.page.request.get('/api/admin/tote/settings')).json()) as {
      minimumStake: Record<string, string>;
    };
    const raised = { ...settings, minimumStake: { ...settings.minimumStake, trifecta: '1.00' } };
    expect((await staff.page.request.put('/api/admin/tote/settings', { data: raised })).status()).toBe(200);
    onTestFinished(async () => {
      await staff.page.request.put('/api/admin/tote/settings', { data: settings });
    });
    await unitStake.fill('0.50');
    await betSlip(page).place.click();
    await expect
      .poll(() => ticket.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('La apuesta mínima por combinación en esta bolsa es US$1.00');

    // Still in the slip, and nothing was debited or bought.
    expect(await betSlip(page).items.count()).toBe(1);
    expect(await balanceCents(page)).toBe(before);
    const mine = (await (await page.request.get('/api/user/tote-tickets')).json()) as {
      tickets: { raceId: number }[];
    };
    expect(mine.tickets.filter((item) => item.raceId === race.id)).toEqual([]);
    // The refused placement's 400 is the browser's own note of an answer the slip expected.
    expect(consoleErrors.filter((message) => !/status of 400/.test(message))).toEqual([]);
  });

  it('on a phone in English the sheet takes the ticket beside a win bet and places both', async () => {
    const text = TEXTS.en;
    const { race, page, consoleErrors } = await openRacePage(2, { viewport: MOBILE, colorScheme: 'dark' });
    await chooseLanguage(page, 'EN');
    // The language is the account's: Spanish again for the tests after this one.
    onTestFinished(async () => {
      await page.request.patch('/api/user/preferences', { data: { preferredLanguage: 'es' } }).catch(() => undefined);
    });
    const before = await balanceCents(page);

    await addBoxToSlip(page, text, 'exacta', '6 combinations × US$1.00 = US$6.00');
    await page.getByRole('button', { name: text.openSlip(1) }).waitFor();
    await page.getByRole('button', { name: text.addToSlip }).scrollIntoViewIfNeeded();
    await screenshot(page, 'tote-slip-builder-375-dark-en');
    const runner = race.entries.find((entry) => entry.number === 5)!;
    await pickRunner(page, text, runner);
    await page.getByRole('button', { name: text.openSlip(2) }).click();

    const slip = page.getByRole('region', { name: text.slip });
    const ticket = toteItem(slip, 'Exacta Box 1·2·3');
    await ticket.waitFor();
    expect(await ticket.textContent()).toContain('6 combinations × US$1.00 = US$6.00');
    await slip.getByRole('spinbutton', { name: text.stakeOn(runner.horse.name) }).fill('10');
    await expect.poll(() => definitionOf(slip, text.totalStake).textContent()).toBe('US$16.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await showFromTop(ticket);
    await screenshot(page, 'tote-slip-375-dark-en');
    // The same sheet in the light theme, once its colours have settled.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await screenshot(page, 'tote-slip-375-light-en');
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await slip.getByRole('button', { name: text.place, exact: true }).click();
    await expect.poll(() => slip.textContent(), { timeout: 10_000 }).toContain(text.empty);
    await expect.poll(() => balanceCents(page)).toBe(before - 1600);

    await page.keyboard.press('Escape');
    const boxTicket = await ticketInHistory(page, text, race.name);
    expect(await boxTicket.textContent()).toMatch(/Exacta.*Pending.*1,2,3.*6 combinations × US\$1\.00.*US\$6\.00/);
    expect(consoleErrors).toEqual([]);
  });
});
