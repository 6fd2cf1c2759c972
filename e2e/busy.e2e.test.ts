import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRace } from '../apps/server/src/test/race-fixtures';
import { readBalance } from '../apps/server/src/test/wallet-reads';
import { addFirstRunnerToSlip, betSlip, chooseLanguage, DESKTOP, openPage, startSiteForFile, toasts } from './harness';

// A server that takes one bet at a time: one bet held on the database is all it can take.
// Its limit stays at one: a fast answer would otherwise raise it (additive increase) and let a second in.
const site = startSiteForFile({ loadShedding: { initialLimit: 1, minLimit: 1, maxLimit: 1 } });
let race: Awaited<ReturnType<typeof createRace>>;
beforeAll(async () => {
  race = await createRace(site.app.database.db, { scheduledTime: new Date(Date.now() + 60 * 60_000) });
});

/**
 * Holds the bet function's lock on the race and sends one bet that waits on it, as a crowd would keep
 * the server's capacity taken; returns what lets it go.
 */
async function takeTheServersCapacity(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const held = site.app.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7310020, ${race.race.id}::int)`);
    locked();
    await released;
  });
  await isLocked;
  const entry = race.entries[1]!;
  const waiting = page.request.post('/api/bets', {
    data: { raceId: race.race.id, raceEntryId: entry.id, betType: 'win', amount: '1.00', odds: entry.currentOdds },
  });
  await expect.poll(() => site.app.loadShedder.state().inFlight).toBe(1);
  return async () => {
    release();
    await held;
    expect((await waiting).status()).toBe(201);
  };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

async function toastOnScreen(page: Page) {
  const toast = toasts(page).last();
  await toast.waitFor({ timeout: 10_000 });
  return toast;
}

describe('a race-day crowd', () => {
  it('a player told the site is busy keeps the slip and places the same bet with Reintentar', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    const jugador = (await (await page.request.get('/api/user')).json()) as { id: number };
    await page.goto('/home');
    await page.getByRole('tab', { name: /^Próximas/ }).click();
    await addFirstRunnerToSlip(page, race.race.name);
    await betSlip(page).stakes.first().fill('5');
    const before = await readBalance(site.app.database.db, jugador.id);

    const letGo = await takeTheServersCapacity(page);
    await betSlip(page).place.click();
    const busy = await toastOnScreen(page);
    expect(await busy.textContent()).toContain('Mucha actividad: inténtalo en unos segundos');
    // Nothing was taken and the selection is still there, stake and all.
    await expect.poll(() => betSlip(page).items.count()).toBe(1);
    expect(await betSlip(page).stakes.first().inputValue()).toBe('5');

    // Once the crowd is gone (the held 1.00 taken), the refused 5.00 had moved nothing.
    await letGo();
    expect(cents(await readBalance(site.app.database.db, jugador.id))).toBe(cents(before) - 100);
    await busy.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(async () => (await toastOnScreen(page)).textContent()).toMatch(/Apuesta realizada/);
    await expect.poll(() => betSlip(page).items.count()).toBe(0);
    expect(cents(await readBalance(site.app.database.db, jugador.id))).toBe(cents(before) - 600);
    // The 503 is the browser's own note of an answer the slip expected.
    expect(consoleErrors.filter((text) => !/status of 503/.test(text))).toEqual([]);
  });

  it('says it in English for an English reader', async () => {
    const { page } = await openPage(site, { viewport: DESKTOP, user: 'jugador', locale: 'en-US' });
    await page.goto('/home');
    await chooseLanguage(page, 'EN');
    await page.getByRole('tab', { name: /^Upcoming/ }).click();
    await addFirstRunnerToSlip(page, race.race.name);
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await slip.getByRole('spinbutton').first().fill('2');
    const letGo = await takeTheServersCapacity(page);
    await slip.getByRole('button', { name: 'Place bet', exact: true }).click();
    const busy = await toastOnScreen(page);
    expect(await busy.textContent()).toContain('Very busy right now: try again in a few seconds');
    expect(await busy.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    await letGo();
  });
});
