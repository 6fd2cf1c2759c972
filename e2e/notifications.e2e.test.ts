import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { placeRaceBetsInBulk } from '../apps/server/src/test/bet-fixtures';
import { createRace } from '../apps/server/src/test/race-fixtures';
import { createUser } from '../apps/server/src/test/test-app';
import { settleRace } from '../apps/server/src/modules/settlement';
import { chooseLanguage, DESKTOP, login, MOBILE, openPage, screenshot, startSiteForFile } from './harness';

const site = startSiteForFile();

/** The header's bell, found by its name: "Notificaciones" alone, or with how many are unread. */
const bell = (page: Page, name: string | RegExp) => page.getByRole('banner').getByRole('button', { name, exact: true });

/**
 * A win bet of 10.00 at 3.00 for this player on the winner of a race that has finished: the leader's
 * settlement sweep settles it within seconds, or `settle` at once.
 */
async function winningBet(player: { id: number }) {
  const { db } = site.app.database;
  const { race, track, entries } = await createRace(db, { status: 'finished' });
  await placeRaceBetsInBulk(db, [
    {
      userId: player.id,
      raceId: race.id,
      raceEntryId: entries[0]!.id,
      betType: 'win',
      stakeCents: 1000,
      oddsHundredths: 300,
    },
  ]);
  return {
    text: `Ganaste US$30.00 en ${race.name} — ${track.name}`,
    settle: () => settleRace(db, site.app.bus, race.id),
  };
}

/** A new player whose winning bet is settled (one notification unread), signed in on a page opened so. */
async function openAsWinner(look: Parameters<typeof openPage>[1]) {
  const player = await createUser(site.app, { balance: 100 });
  await (await winningBet(player)).settle();
  const opened = await openPage(site, look);
  await login(opened.page, player.username, player.password);
  return opened;
}

/** Resolves once the page's live socket has heard the server's `connected`; call before the page loads. */
function liveSocketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"connected"')) resolve();
      }),
    );
  });
}

describe('the bell', () => {
  it('two tabs of one player: a bet settles, both bells show 1; all read in one, both show 0', async () => {
    const player = await createUser(site.app, { balance: 100 });
    const { page: first, context, consoleErrors } = await openPage(site, { viewport: DESKTOP });
    await login(first, player.username, player.password);
    const second = await context.newPage();
    for (const page of [first, second]) {
      // Each tab's live socket opens once its page is idle; the bet settles when both are open.
      const connected = liveSocketConnected(page);
      await page.goto('/');
      await bell(page, 'Notificaciones').waitFor();
      await connected;
    }

    // The bet is made and settled once both tabs listen.
    const { text, settle } = await winningBet(player);
    await settle();
    for (const page of [first, second]) await bell(page, 'Notificaciones, 1 sin leer').waitFor({ timeout: 10_000 });

    await bell(first, 'Notificaciones, 1 sin leer').click();
    const list = first.getByRole('dialog', { name: 'Notificaciones' });
    await list.getByRole('link', { name: new RegExp(`^${text.replace(/[$.]/g, '\\$&')}`) }).waitFor();
    await expect.poll(() => list.getByText('Sin leer').count()).toBe(1);
    await screenshot(first, 'notifications-1280-light');
    await list.getByRole('button', { name: 'Marcar todo como leído' }).click();

    for (const page of [first, second]) await bell(page, 'Notificaciones').waitFor({ timeout: 10_000 });
    expect(await list.getByText('Sin leer').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('opening one marks it read and leads to the bet history; on a phone the list is a sheet, in dark and in English', async () => {
    const { page, consoleErrors } = await openAsWinner({ viewport: MOBILE, colorScheme: 'dark' });
    await page.goto('/');
    await bell(page, 'Notificaciones, 1 sin leer').click();
    const sheet = page.getByRole('dialog', { name: 'Notificaciones' });
    await sheet.getByRole('link', { name: /^Ganaste US\$30\.00/ }).waitFor();
    await screenshot(page, 'notifications-375-dark');
    await sheet.getByRole('link', { name: /^Ganaste US\$30\.00/ }).click();
    await page.waitForURL(/\/panel\?tab=history/);
    await bell(page, 'Notificaciones').waitFor();

    await chooseLanguage(page, 'EN');
    await bell(page, 'Notifications').click();
    const english = page.getByRole('dialog', { name: 'Notifications' });
    await english.getByRole('link', { name: /^You won US\$30\.00/ }).waitFor();
    await screenshot(page, 'notifications-375-dark-en');
    expect(consoleErrors).toEqual([]);
  });

  it('the settings choose the kinds: a hidden one is neither listed nor counted', async () => {
    const { page, consoleErrors } = await openAsWinner({ viewport: DESKTOP, colorScheme: 'dark' });
    await page.goto('/panel?tab=settings');
    await bell(page, 'Notificaciones, 1 sin leer').waitFor();
    const settled = page.getByRole('checkbox', { name: 'Apuestas liquidadas' });
    expect(await settled.getAttribute('aria-checked')).toBe('true');
    await settled.focus();
    await page.keyboard.press('Space');
    await bell(page, 'Notificaciones').waitFor();
    await screenshot(page, 'notifications-settings-1280-dark');
    await bell(page, 'Notificaciones').click();
    await page.getByRole('dialog', { name: 'Notificaciones' }).getByText('No tienes notificaciones').waitFor();
    await screenshot(page, 'notifications-1280-dark-empty');
    expect(consoleErrors).toEqual([]);
  });
});
