import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { races } from '../apps/server/src/db/schema';
import { createRace, createSportEvent } from '../apps/server/src/test/race-fixtures';
import { betSlip, chooseLanguage, DESKTOP, MOBILE, openPage, screenshot, startSiteForFile, toasts } from './harness';

// No simulator: these races and this fixture are the whole board, and their prices stay still.
const site = startSiteForFile();
let raceIds: number[];
let raceNames: Map<number, string>;
let event: { id: number; homeTeam: string; awayTeam: string };
beforeAll(async () => {
  const { db } = site.app.database;
  raceIds = [];
  raceNames = new Map();
  for (let i = 0; i < 3; i += 1) {
    const { race } = await createRace(db, { scheduledTime: new Date(Date.now() + (60 + i) * 60_000) });
    raceIds.push(race.id);
    raceNames.set(race.id, race.name);
  }
  event = await createSportEvent(db);
});

/** The toast on screen: its title and text. */
async function toastText(page: Page): Promise<{ title: string; text: string; variant: string | null }> {
  const toast = toasts(page).last();
  await toast.waitFor({ timeout: 10_000 });
  const [title = '', ...rest] = await toast.locator('div.grid > *').allTextContents();
  return { title, text: rest.join(' '), variant: await toast.getAttribute('data-variant') };
}

async function pickFirstRunner(page: Page, raceId: number): Promise<void> {
  const card = page.getByRole('article', { name: raceNames.get(raceId), exact: true });
  await card.waitFor({ timeout: 15_000 });
  await card.getByRole('button', { pressed: false }).first().click();
}

async function openUpcoming(page: Page) {
  await page.getByRole('tab', { name: /^Próximas/ }).click();
  await page
    .getByRole('tabpanel', { name: /^Próximas/ })
    .getByRole('article')
    .first()
    .waitFor({ timeout: 15_000 });
}

describe('the bet slip tells the player what happened', () => {
  it('placing 3 bets where 2 are accepted says what was placed and keeps only the refused one', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await page.goto('/home');
    await openUpcoming(page);
    for (const raceId of raceIds) await pickFirstRunner(page, raceId);
    await expect.poll(() => betSlip(page).items.count()).toBe(3);
    for (const stake of await betSlip(page).stakes.all()) await stake.fill('5');

    // The third race goes off while the player decides: the server refuses that one only.
    await site.app.database.db
      .update(races)
      .set({ scheduledTime: new Date(Date.now() - 60_000) })
      .where(eq(races.id, raceIds[2]!));
    await betSlip(page).place.click();

    const toast = await toastText(page);
    expect(toast.title).toBe('Se realizaron 2 de 3 apuestas');
    expect(toast.variant).toBe('success');
    expect(toast.text).toMatch(/^No se realizó la de .+: La carrera ya no acepta apuestas\. Sigue en tu boleto\.$/);
    await expect.poll(() => betSlip(page).items.count()).toBe(1);
    const left = betSlip(page).items;
    expect(await left.getByRole('alert').textContent()).toContain('La carrera ya no acepta apuestas');
    expect(await left.textContent()).not.toMatch(/La cuota cambió/);
    // The refused placement's 400 is the browser's own note of an answer the slip expected.
    expect(consoleErrors.filter((text) => !/status of 400/.test(text))).toEqual([]);
  });

  it('a stake of 7.777 is refused for its decimals, not as "mayor que US$0.00"', async () => {
    const { page } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await page.goto('/home');
    await openUpcoming(page);
    await pickFirstRunner(page, raceIds[0]!);
    await betSlip(page).stakes.fill('7.777');
    await betSlip(page).place.click();
    const error = 'El importe admite como máximo dos decimales (por ejemplo, 7.77).';
    await expect.poll(() => betSlip(page).slip.getByRole('alert').textContent()).toBe(error);
    expect((await toastText(page)).text).toBe(error);
  });

  it('a sports bet from the slip gets "¡Apuesta Deportiva Realizada!" with stake, team, odds and winnings', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await page.goto('/sports');
    const card = page.getByRole('article', { name: new RegExp(event.homeTeam) });
    await card.waitFor({ timeout: 15_000 });
    const team = event.homeTeam;
    await card.getByRole('button', { name: new RegExp(`^${team}`) }).click();
    await betSlip(page).stakes.fill('10');
    await betSlip(page).place.click();

    const toast = await toastText(page);
    expect(toast.title).toBe('¡Apuesta Deportiva Realizada!');
    expect(toast.text).toBe(`Apostaste US$10.00 a ${team} con cuota 2.10. Retorno potencial: US$21.00.`);
    await expect.poll(() => betSlip(page).items.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('the event page’s direct bet is placed at once and says what was bet; the stake goes back to 10.00', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await page.goto(`/event/${event.id}`);
    const away = page.getByRole('radio', { name: new RegExp(`^${event.awayTeam}`) });
    await away.click();
    expect(await away.getAttribute('aria-checked')).toBe('true');
    const stake = page.getByRole('spinbutton', { name: 'Importe de la apuesta' });
    await stake.fill('20');
    await page.getByRole('button', { name: 'Apostar US$20.00' }).click();

    const toast = await toastText(page);
    expect(toast.title).toBe('¡Apuesta Deportiva Realizada!');
    expect(toast.text).toBe(`Apostaste US$20.00 a ${event.awayTeam} con cuota 3.40. Retorno potencial: US$68.00.`);
    await expect.poll(() => stake.inputValue()).toBe('10.00');
    expect(consoleErrors).toEqual([]);
  });

  it('an account awaiting approval is told so, not "Saldo insuficiente"', async () => {
    const { page } = await openPage(site, { viewport: DESKTOP });
    const registered = await page.request.post('/api/register', {
      data: {
        firstName: 'Paula',
        lastName: 'Pendiente',
        username: 'paula_pendiente',
        email: 'paula@example.com',
        password: 'secreta1',
        dateOfBirth: '1990-05-04',
      },
    });
    expect(registered.ok()).toBe(true);
    // The landing's board is public: a pending account can fill the slip there.
    await page.goto('/');
    await openUpcoming(page);
    await pickFirstRunner(page, raceIds[0]!);
    await betSlip(page).stakes.fill('5');
    await betSlip(page).place.click();
    const toast = await toastText(page);
    expect(toast.title).toBe('Cuenta pendiente de aprobación');
    expect(toast.text).toBe('Tu cuenta está pendiente de aprobación por un administrador');
    expect(`${toast.title} ${toast.text}`).not.toContain('Saldo insuficiente');
  });
});

/** The language saved on the player's account, which a page loaded afterwards follows. */
async function preferredLanguage(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/user')).json()) as { preferredLanguage: string }).preferredLanguage;
}

describe('the bet slip survives a reload', () => {
  it('the selections and stakes come back after a reload; one whose race went off meanwhile is dropped with a note', async () => {
    const { db } = site.app.database;
    const { race: goingOff } = await createRace(db, { scheduledTime: new Date(Date.now() + 90 * 60_000) });
    raceNames.set(goingOff.id, goingOff.name);
    // Written straight to the database, no live event announces it: the board's list (kept a second,
    // served up to 5 s stale while it refreshes) shows it once a refresh has read it.
    await expect
      .poll(async () =>
        ((await (await fetch(`${site.baseUrl}/api/races/upcoming`)).json()) as { id: number }[]).map((race) => race.id),
      )
      .toContain(goingOff.id);
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await page.goto('/home');
    await openUpcoming(page);
    await pickFirstRunner(page, raceIds[1]!);
    await pickFirstRunner(page, goingOff.id);
    await expect.poll(() => betSlip(page).items.count()).toBe(2);
    await betSlip(page).stakes.nth(0).fill('7.50');
    await betSlip(page).stakes.nth(1).fill('3');
    const kept = (await betSlip(page).items.nth(0).textContent())!;

    await page.reload();
    await expect.poll(() => betSlip(page).items.count(), { timeout: 15_000 }).toBe(2);
    expect(await betSlip(page).stakes.nth(0).inputValue()).toBe('7.50');
    expect(await betSlip(page).stakes.nth(1).inputValue()).toBe('3');

    // The second race goes off while the tab is away; the next load drops it and says so.
    await db.update(races).set({ status: 'live' }).where(eq(races.id, goingOff.id));
    await page.reload();
    await expect.poll(() => betSlip(page).items.count(), { timeout: 15_000 }).toBe(1);
    expect(await betSlip(page).items.first().textContent()).toBe(kept);
    expect(await betSlip(page).stakes.first().inputValue()).toBe('7.50');
    const note = await toastText(page);
    expect(note.title).toBe('Quitamos 1 selección de tu boleto');
    expect(note.text).toContain(goingOff.name);
    expect(note.text).toContain('La carrera ya no acepta apuestas');
    await screenshot(page, 'slip-restored-1280');
    expect(consoleErrors).toEqual([]);
  });

  it('on a phone the slip’s button comes back with its count after a reload, in English too; another player’s slip stays theirs', async () => {
    const { page, context, consoleErrors } = await openPage(site, {
      viewport: MOBILE,
      colorScheme: 'dark',
      user: 'jugador',
    });
    await page.goto('/home');
    await openUpcoming(page);
    await pickFirstRunner(page, raceIds[0]!);
    await page.getByRole('button', { name: 'Abrir boleto de apuestas (1)' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Abrir boleto de apuestas (1)' }).click();
    await betSlip(page).stakes.first().fill('12');
    await screenshot(page, 'slip-restored-375-dark');
    await page.keyboard.press('Escape');
    await chooseLanguage(page, 'EN');
    // Saved as the account's language before the reload, which reads it.
    await expect.poll(() => preferredLanguage(page)).toBe('en');
    await page.reload();
    await page.getByRole('button', { name: 'Open bet slip (1)' }).click();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    expect(await slip.getByRole('spinbutton').first().inputValue()).toBe('12');
    await screenshot(page, 'slip-restored-375-dark-en');
    await page.keyboard.press('Escape');
    await chooseLanguage(page, 'ES');
    await expect.poll(() => preferredLanguage(page)).toBe('es');

    // The same browser signed in as someone else: their own (empty) slip, not jugador's.
    await context.clearCookies();
    const other = await page.request.post('/api/login', { data: { username: 'admin', password: 'demo1234' } });
    expect(other.ok()).toBe(true);
    await page.goto('/home');
    await openUpcoming(page);
    expect(await page.getByRole('button', { name: /^Abrir boleto de apuestas/ }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('a slip kept in a shape this version does not know is ignored, not a broken page', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await page.goto('/home');
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) localStorage.removeItem(key);
    });
    const user = (await (await page.request.get('/api/user')).json()) as { id: number };
    await page.evaluate(
      (id) => localStorage.setItem(`galope.betSlip.${id}`, '{"items":[{"type":"race","raceId":"x"}]}'),
      user.id,
    );
    await page.reload();
    await openUpcoming(page);
    expect(await betSlip(page).items.count()).toBe(0);
    expect(await betSlip(page).slip.textContent()).toContain('Tu boleto está vacío');
    expect(consoleErrors).toEqual([]);
  });
});
