import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { markResultsPending } from '../apps/server/src/modules/settlement/mark-results-pending';
import { createRace, createSportEvent } from '../apps/server/src/test/race-fixtures';
import { headerBalance, MOBILE, openPage, screenshot, startSiteForFile, toasts } from './harness';

const site = startSiteForFile();

const HOUR = 60 * 60_000;
/** The back office's line of races and fixtures waiting for a result, named by its title (and count). */
const pendingSection = (page: Page) => page.getByRole('region', { name: /^Resultados pendientes/ });

describe('results pending in the back office', () => {
  it('an admin enters the result of a race that never got one; the player sees the winnings in the balance and history', async () => {
    const { db } = site.app.database;
    const { race, entries, horses } = await createRace(db, {
      runners: 5,
      scheduledTime: new Date(Date.now() + 10 * 60_000),
    });
    const event = await createSportEvent(db, { scheduledTime: new Date(Date.now() + 10 * 60_000) });

    // The demo player backs the third runner (4.50) to win, and the home side (2.10).
    const player = await openPage(site, { user: 'jugador' });
    const placed = await player.page.request.post('/api/bets', {
      data: { raceId: race.id, raceEntryId: entries[2]!.id, betType: 'win', amount: '10.00', odds: '4.50' },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const sportBet = await player.page.request.post('/api/sports/bets', {
      data: { sportEventId: event.id, sportBetType: 'home', amount: '5.00', odds: '2.10' },
    });
    expect(sportBet.status()).toBe(201);

    // Hours pass with no result from any source.
    await markResultsPending(db, site.app.bus, { now: new Date(Date.now() + 6 * HOUR), graceHours: 3 });

    const admin = await openPage(site, { user: 'admin' });
    await admin.page.goto('/admin');
    const section = pendingSection(admin.page);
    // One line above the tabs, with the count; its button opens the list.
    await section.getByRole('button', { name: 'Ver lista' }).click();
    const raceRow = section
      .getByRole('list', { name: 'Carreras' })
      .getByRole('listitem')
      .filter({ hasText: race.name });
    await raceRow.waitFor();
    expect(await raceRow.textContent()).toContain('1 apuesta pendiente');
    await screenshot(admin.page, 'results-pending-desktop');

    // On a phone the list and its actions fit the screen.
    const phone = await openPage(site, { viewport: MOBILE, user: 'admin' });
    await phone.page.goto('/admin');
    await pendingSection(phone.page).getByRole('button', { name: 'Ver lista' }).click();
    const phoneRow = pendingSection(phone.page)
      .getByRole('list', { name: 'Carreras' })
      .getByRole('listitem')
      .filter({ hasText: race.name });
    await phoneRow.waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    // Each action button stays inside its row.
    const rowBox = (await phoneRow.boundingBox())!;
    for (const name of ['Ingresar resultado', 'Cancelar y reembolsar']) {
      const box = (await phoneRow.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
    }
    await screenshot(phone.page, 'results-pending-phone');

    await raceRow.getByRole('button', { name: 'Ingresar resultado' }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Resultado de ${race.name}` });
    await dialog.getByLabel(`Posición de ${horses[2]!.name}`).selectOption('1');
    await dialog.getByLabel(`Posición de ${horses[0]!.name}`).selectOption('2');
    await dialog.getByRole('button', { name: 'Revisar' }).click();
    await dialog.getByText('¿Confirmar el resultado?').waitFor();
    await screenshot(admin.page, 'results-pending-race-confirm');
    await dialog.getByRole('button', { name: 'Confirmar y liquidar' }).click();
    await expect.poll(() => toasts(admin.page).first().textContent()).toContain('Resultado registrado');
    await expect.poll(() => raceRow.count()).toBe(0);

    // The fixture is called off instead: its stake comes back.
    const eventRow = section
      .getByRole('list', { name: 'Eventos' })
      .getByRole('listitem')
      .filter({ hasText: event.homeTeam });
    await eventRow.getByRole('button', { name: 'Cancelar y reembolsar' }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar y reembolsar' }).click();
    await expect.poll(() => eventRow.count()).toBe(0);

    // 1,000.00 − 10.00 − 5.00 + 45.00 winnings + 5.00 refund.
    await player.page.goto('/panel');
    await expect.poll(() => headerBalance(player.page).textContent()).toContain('1,035.00');
    await player.page.getByRole('tab', { name: 'Historial' }).click();
    // The bet's row of the latest bets, found by its race (the player's only bet on it).
    const item = player.page
      .getByRole('table', { name: 'Últimas apuestas' })
      .getByRole('row')
      .filter({ hasText: race.name });
    await expect.poll(() => item.first().getAttribute('data-status')).toBe('won');

    expect(admin.consoleErrors).toEqual([]);
    expect(player.consoleErrors).toEqual([]);
    expect(phone.consoleErrors).toEqual([]);
  }, 150_000);
});
