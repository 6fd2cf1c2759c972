import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { races } from '../apps/server/src/db/schema';
import { createRace, createSportEvent } from '../apps/server/src/test/race-fixtures';
import { DESKTOP, login, openPage, type Site, startSite } from './harness';

let site: Site;
let raceIds: number[];
let eventId: number;
beforeAll(async () => {
  // No simulator: these races and this fixture are the whole board, and their prices stay still.
  site = await startSite();
  const { db } = site.app.database;
  raceIds = [];
  for (let i = 0; i < 3; i += 1) {
    const { race } = await createRace(db, { scheduledTime: new Date(Date.now() + (60 + i) * 60_000) });
    raceIds.push(race.id);
  }
  eventId = (await createSportEvent(db)).id;
});
afterAll(async () => {
  await site?.close();
});

/** The toast on screen: its title and text. */
async function toastText(page: Page): Promise<{ title: string; text: string; variant: string | null }> {
  const toast = page.getByTestId('toast').last();
  await toast.waitFor({ timeout: 10_000 });
  const [title = '', ...rest] = await toast.locator('div.grid > *').allTextContents();
  return { title, text: rest.join(' '), variant: await toast.getAttribute('data-variant') };
}

async function pickFirstRunner(page: Page, raceId: number): Promise<string> {
  const card = page.locator(`[data-testid="race-card"][data-race-id="${raceId}"]`);
  await card.waitFor({ timeout: 15_000 });
  const runner = card.locator('[data-testid="runner"][aria-pressed]').first();
  await runner.click();
  return (
    (await card.getByTestId('runner').first().locator('span.truncate, span.font-bold').first().textContent()) ?? ''
  );
}

async function openUpcoming(page: Page) {
  await page.getByTestId('board-races-upcoming').click();
  await page.getByTestId('board-races-upcoming-panel').getByTestId('race-card').first().waitFor({ timeout: 15_000 });
}

describe('the bet slip tells the player what happened', () => {
  it('placing 3 bets where 2 are accepted says what was placed and keeps only the refused one', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP });
    await login(page, 'jugador');
    await page.goto('/home');
    await openUpcoming(page);
    for (const raceId of raceIds) await pickFirstRunner(page, raceId);
    await expect.poll(() => page.getByTestId('bet-slip-item').count()).toBe(3);
    for (const stake of await page.getByTestId('bet-slip-stake').all()) await stake.fill('5');

    // The third race goes off while the player decides: the server refuses that one only.
    await site.app.database.db
      .update(races)
      .set({ scheduledTime: new Date(Date.now() - 60_000) })
      .where(eq(races.id, raceIds[2]!));
    await page.getByTestId('bet-slip-place').click();

    const toast = await toastText(page);
    expect(toast.title).toBe('Se realizaron 2 de 3 apuestas');
    expect(toast.variant).toBe('success');
    expect(toast.text).toMatch(/^No se realizó la de .+: La carrera ya no acepta apuestas\. Sigue en tu boleto\.$/);
    await expect.poll(() => page.getByTestId('bet-slip-item').count()).toBe(1);
    const left = page.getByTestId('bet-slip-item');
    expect(await left.getByTestId('bet-slip-error').textContent()).toContain('La carrera ya no acepta apuestas');
    expect(await left.textContent()).not.toMatch(/La cuota cambió/);
    // The refused placement's 400 is the browser's own note of an answer the slip expected.
    expect(consoleErrors.filter((text) => !/status of 400/.test(text))).toEqual([]);
  });

  it('a stake of 7.777 is refused for its decimals, not as "mayor que $0.00"', async () => {
    const { page } = await openPage(site, { viewport: DESKTOP });
    await login(page, 'jugador');
    await page.goto('/home');
    await openUpcoming(page);
    await pickFirstRunner(page, raceIds[0]!);
    await page.getByTestId('bet-slip-stake').fill('7.777');
    await page.getByTestId('bet-slip-place').click();
    const error = 'El importe admite como máximo dos decimales (por ejemplo, 7.77).';
    await expect.poll(() => page.getByTestId('bet-slip-error').textContent()).toBe(error);
    expect((await toastText(page)).text).toBe(error);
  });

  it('a sports bet from the slip gets "¡Apuesta Deportiva Realizada!" with stake, team, odds and winnings', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP });
    await login(page, 'jugador');
    await page.goto('/sports');
    const card = page.locator('[data-testid="sport-event-card"]').filter({
      has: page.locator(`a[href="/event/${eventId}"]`),
    });
    await card.waitFor({ timeout: 15_000 });
    const team = (await card.locator('h3 span.font-extrabold').first().textContent())!.trim();
    await card.getByTestId('sport-odds-home').click();
    await page.getByTestId('bet-slip-stake').fill('10');
    await page.getByTestId('bet-slip-place').click();

    const toast = await toastText(page);
    expect(toast.title).toBe('¡Apuesta Deportiva Realizada!');
    expect(toast.text).toBe(`Apostaste $10.00 a ${team} con cuota 2.10. Ganancia potencial: $21.00.`);
    await expect.poll(() => page.getByTestId('bet-slip-item').count()).toBe(0);
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
    await page.getByTestId('bet-slip-stake').fill('5');
    await page.getByTestId('bet-slip-place').click();
    const toast = await toastText(page);
    expect(toast.title).toBe('Cuenta pendiente de aprobación');
    expect(toast.text).toBe('Tu cuenta está pendiente de aprobación por un administrador');
    expect(`${toast.title} ${toast.text}`).not.toContain('Saldo insuficiente');
  });
});
