import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { races } from '../apps/server/src/db/schema';
import { createRace, createSportEvent } from '../apps/server/src/test/race-fixtures';
import { betSlip, DESKTOP, openPage, startSiteForFile, toasts } from './harness';

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

  it('a stake of 7.777 is refused for its decimals, not as "mayor que $0.00"', async () => {
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
    await card.getByRole('button', { name: /^Local/ }).click();
    await betSlip(page).stakes.fill('10');
    await betSlip(page).place.click();

    const toast = await toastText(page);
    expect(toast.title).toBe('¡Apuesta Deportiva Realizada!');
    expect(toast.text).toBe(`Apostaste $10.00 a ${team} con cuota 2.10. Ganancia potencial: $21.00.`);
    await expect.poll(() => betSlip(page).items.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('the event page’s direct bet is placed at once and says what was bet; the stake goes back to 10.00', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await page.goto(`/event/${event.id}`);
    const away = page.getByRole('radio', { name: new RegExp(`^Visitante ${event.awayTeam}`) });
    await away.click();
    expect(await away.getAttribute('aria-checked')).toBe('true');
    const stake = page.getByRole('spinbutton', { name: 'Importe de la apuesta' });
    await stake.fill('20');
    await page.getByRole('button', { name: 'Apostar $20.00' }).click();

    const toast = await toastText(page);
    expect(toast.title).toBe('¡Apuesta Deportiva Realizada!');
    expect(toast.text).toBe(`Apostaste $20.00 a ${event.awayTeam} con cuota 3.40. Ganancia potencial: $68.00.`);
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
