import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { raceEntries } from '../apps/server/src/db/schema';
import { createRace } from '../apps/server/src/test/race-fixtures';
import { betSlip, DESKTOP, headerBalance, MOBILE, openPage, screenshot, startSiteForFile, toasts } from './harness';

// No simulator: the race's prices move only when the test moves them.
const site = startSiteForFile();

/** A race 30 minutes off and a 10.00 win bet of the demo player on its first runner, at 2.50. */
async function pendingBet(page: Page) {
  const { race, entries } = await createRace(site.app.database.db);
  const response = await page.request.post('/api/bets', {
    data: { raceId: race.id, raceEntryId: entries[0]!.id, betType: 'win', amount: '10.00', odds: '2.50' },
  });
  expect(response.status()).toBe(201);
  return { race, entryId: entries[0]!.id, betId: ((await response.json()) as { id: string }).id };
}

/** A bet with no value now (or the value that moved) is a 409 the browser notes: an answer, not a failure. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 409/.test(error));

const balanceCents = async (page: Page) => {
  const text = (await headerBalance(page).textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
};

describe('cash out', () => {
  it('a player cashes out a pending bet from Mis apuestas at the value it has now, after the value moved', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    const { entryId } = await pendingBet(page);
    await page.goto('/home');
    const { slip } = betSlip(page);
    await slip.getByRole('radio', { name: 'Mis apuestas' }).click();
    const bet = slip.getByRole('list', { name: 'Mis apuestas' }).getByRole('listitem').first();
    await expect.poll(() => bet.getByText('US$9.50').isVisible()).toBe(true);
    const before = await balanceCents(page);

    // The runner drifts while the player looks: the value on screen (9.50) is no longer the value.
    await site.app.database.db.update(raceEntries).set({ currentOdds: '3.00' }).where(eq(raceEntries.id, entryId));
    await bet.getByRole('button', { name: 'Cerrar apuesta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar apuesta' });
    await dialog.getByRole('button', { name: 'Cerrar por US$9.50' }).click();
    await expect.poll(() => dialog.getByText('El valor cambió: ahora US$7.91').isVisible()).toBe(true);
    await screenshot(page, 'cash-out-changed-1280-light');
    await dialog.getByRole('button', { name: 'Aceptar US$7.91' }).click();

    await expect.poll(() => toasts(page).last().textContent()).toContain('Apuesta cerrada: US$7.91');
    await expect.poll(() => balanceCents(page)).toBe(before + 791);
    await expect.poll(() => slip.getByText('No tienes apuestas pendientes').isVisible()).toBe(true);

    // The history marks it cashed out, with what it paid.
    await page.goto('/dashboard');
    const row = page.getByRole('row').filter({ hasText: 'Cerrada' }).first();
    await row.waitFor({ timeout: 10_000 });
    expect(await row.getByText('US$7.91').isVisible()).toBe(true);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it('a player cashes out part of a bet from the history with the keyboard; phone and dark look', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE, colorScheme: 'dark', user: 'jugador' });
    await pendingBet(page);
    await page.goto('/dashboard');
    const card = page.locator('li[data-status="pending"]').first();
    const action = card.getByRole('button', { name: 'Cerrar apuesta' });
    // The history is drawn as it nears the screen.
    await page.getByText('Historial de apuestas').scrollIntoViewIfNeeded();
    await action.waitFor({ timeout: 10_000 });
    await action.scrollIntoViewIfNeeded();
    await screenshot(page, 'cash-out-history-375-dark');
    await action.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cerrar apuesta' });
    const part = dialog.getByRole('textbox', { name: 'Parte de la apuesta a cerrar' });
    await part.fill('4.00');
    // 4.00 of 10.00 at an unchanged 2.50, less 5 %: 3.80; 6.00 stays in play.
    const confirm = dialog.getByRole('button', { name: 'Cerrar por US$3.80' });
    await confirm.waitFor({ timeout: 10_000 });
    await screenshot(page, 'cash-out-dialog-375-dark');
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toasts(page).last().textContent()).toContain('Apuesta cerrada: US$3.80');
    // The rest (6.00) stays a pending bet, its value now 5.70.
    await expect.poll(() => card.getByText('US$5.70').isVisible()).toBe(true);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it('the super admin switches cash out off and a player reading English sees why there is no value; dark and light', async () => {
    const staff = await openPage(site, { viewport: DESKTOP, colorScheme: 'dark', user: 'superadmin' });
    await staff.page.goto('/admin?tab=tote');
    const card = staff.page.getByRole('region', { name: 'Cierre de apuestas' });
    const margin = card.getByRole('textbox', { name: 'Margen de la casa (%)' });
    await margin.waitFor({ timeout: 10_000 });
    expect(await margin.inputValue()).toBe('5.00');
    await card.getByRole('switch', { name: 'Ofrecer cierre de apuestas' }).click();
    await margin.fill('2.5');
    await card.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => toasts(staff.page).last().textContent()).toContain('Cierre de apuestas guardado');
    expect(await margin.inputValue()).toBe('2.50');
    await screenshot(staff.page, 'cash-out-settings-1280-dark');

    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, locale: 'en-US', user: 'jugador' });
    await pendingBet(page);
    await page.goto('/home');
    await page
      .getByRole('group', { name: /^(Idioma|Language)$/ })
      .first()
      .getByRole('button', { name: 'EN' })
      .click();
    const slip = page.getByRole('region', { name: /^(Boleto de apuestas|Bet slip)$/ });
    await slip.getByRole('radio', { name: 'My bets' }).click();
    await expect.poll(() => slip.getByText('Cash out is not available').first().isVisible()).toBe(true);
    await screenshot(page, 'cash-out-off-1280-light-en');

    // Switched back on as the site was.
    const restored = await staff.page.request.put('/api/admin/cash-out/settings', {
      data: { enabled: true, marginPercent: '5' },
    });
    expect(restored.status()).toBe(200);
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(unexpected(staff.consoleErrors)).toEqual([]);
  });

  it('the slip asks for the values of all its pending bets in one request, and each follows the odds live', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    const [moving] = [await pendingBet(page), await pendingBet(page), await pendingBet(page)];
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('cash-out')) asked.push(new URL(request.url()).pathname);
    });
    await page.goto('/home');
    const { slip } = betSlip(page);
    await slip.getByRole('radio', { name: 'Mis apuestas' }).click();
    const list = slip.getByRole('list', { name: 'Mis apuestas' });
    await expect.poll(() => list.getByText('US$9.50').count()).toBeGreaterThanOrEqual(3);
    expect(asked.filter((path) => path === '/api/user/cash-out-values').length).toBeGreaterThanOrEqual(1);

    // One runner drifts: its bet's value follows over the socket, with no request per bet.
    await site.app.database.db
      .update(raceEntries)
      .set({ currentOdds: '3.00' })
      .where(eq(raceEntries.id, moving!.entryId));
    // The move is told again until it shows: on a loaded host the page's socket may still be opening
    // when the first one goes out, and a move nobody was connected for is not replayed.
    await expect
      .poll(
        async () => {
          await site.app.bus.publish({
            type: 'odds_update',
            raceId: moving!.race.id,
            data: [{ entryId: moving!.entryId, currentOdds: '3.00' }],
          });
          return list.getByText('US$7.91').isVisible();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    expect(asked.filter((path) => path.startsWith('/api/bets/'))).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
  });
});
