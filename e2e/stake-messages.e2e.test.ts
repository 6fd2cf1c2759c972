import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRace } from '../apps/server/src/test/race-fixtures';
import { createUser } from '../apps/server/src/test/test-app';
import { login, openPage, type Site, startSite } from './harness';

let site: Site;
let raceId: number;
beforeAll(async () => {
  site = await startSite();
  ({
    race: { id: raceId },
  } = await createRace(site.app.database.db));
});
afterAll(async () => {
  await site?.close();
});

/** The landing's board: the first runner of the fixture race goes into the slip. */
async function pickRunner(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('board-races-upcoming').click();
  const card = page.locator(
    `[data-testid="board-races-upcoming-panel"] [data-testid="race-card"][data-race-id="${raceId}"]`,
  );
  await card.waitFor({ timeout: 15_000 });
  await card.locator('[data-testid="runner"][aria-pressed]').first().click();
  await expect.poll(() => page.getByTestId('bet-slip-item').count()).toBe(1);
}

describe('what the slip says about a stake it cannot place', () => {
  it('a stake of 7.777 has too many decimals, in either language', async () => {
    const { page, consoleErrors } = await openPage(site);
    await login(page, 'jugador');
    await pickRunner(page);
    await page.getByTestId('bet-slip-stake').fill('7.777');
    await page.getByTestId('bet-slip-place').click();
    await expect
      .poll(() => page.getByTestId('bet-slip-error').textContent())
      .toBe('El importe admite como máximo dos decimales');
    await page.getByTestId('language-switcher').first().click();
    await page.getByTestId('language-en').first().click();
    await expect
      .poll(() => page.getByTestId('bet-slip-error').textContent())
      .toBe('An amount can have at most two decimals');
    expect(consoleErrors).toEqual([]);
  });

  it('a pending account is told it awaits approval, not that its balance is short', async () => {
    const pending = await createUser(site.app, { status: 'pending' });
    const { page, consoleErrors } = await openPage(site);
    await login(page, pending.username, pending.password);
    await pickRunner(page);
    await page.getByTestId('bet-slip-stake').fill('5');
    await page.getByTestId('bet-slip-place').click();
    await expect
      .poll(() => page.getByTestId('bet-slip-error').textContent())
      .toBe('Tu cuenta está pendiente de aprobación por un administrador');
    expect(await page.getByTestId('bet-slip-error').textContent()).not.toContain('Saldo insuficiente');
    // The browser's note about the 403 is expected; nothing else.
    expect(consoleErrors).toEqual([]);
  });
});
