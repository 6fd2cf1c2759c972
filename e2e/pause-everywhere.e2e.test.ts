import { beforeAll, describe, expect, it } from 'vitest';
import { createFundedPlayers } from '../apps/server/src/test/bet-fixtures';
import { createRace } from '../apps/server/src/test/race-fixtures';
import { LANGUAGE_LOOKS, login, openPage, screenshot, startSiteForFile } from './harness';

const site = startSiteForFile();
let players: string[];
beforeAll(async () => {
  const { db } = site.app.database;
  await createRace(db, { scheduledTime: new Date(Date.now() + 60 * 60_000) });
  // One player per look: a time-out lasts, and must not leak into the next story.
  players = (await createFundedPlayers(db, { count: 4, balanceCents: 100_000, prefix: 'pausa' })).map(
    ({ username }) => username,
  );
});

const TEXTS = {
  es: {
    paused: 'Tu cuenta está en pausa',
    banner: /^Tu cuenta está en pausa hasta el .+: no puedes apostar ni depositar\./,
    deposit: 'Depósito',
    withdrawal: 'Retiro',
    askDeposit: 'Solicitar depósito',
    askWithdrawal: 'Solicitar retiro',
    results: 'Resultados',
    connected: 'En vivo: conectado',
  },
  en: {
    paused: 'Your account is on a break',
    banner: /^Your account is on a time-out until .+: you cannot bet or deposit\./,
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    askDeposit: 'Request deposit',
    askWithdrawal: 'Request withdrawal',
    results: 'Results',
    connected: 'Live: connected',
  },
} as const;

describe('a time-out shows wherever the player is', () => {
  LANGUAGE_LOOKS.forEach(([language, look], index) => {
    const { viewport, colorScheme } = look;
    const text = TEXTS[language];
    const name = `${viewport.width}-${colorScheme}-${language}`;
    it(`${viewport.width} px, ${language}: another tab gives way at once; the results and the cashier say so, the deposit form cannot be sent`, async () => {
      const { page, context, consoleErrors } = await openPage(site, { viewport, colorScheme });
      await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      await login(page, players[index]!, 'bulk-pass');
      // The board is open in one tab, its live updates connected…
      await page.goto('/home');
      await page.getByRole('article').first().waitFor({ timeout: 15_000 });
      await page.getByText(text.connected).waitFor({ timeout: 15_000 });
      // …when the player takes a 24-hour time-out in another tab of the same browser.
      const other = await context.newPage();
      const paused = await other.request.post('/api/user/time-out', { data: { period: '24h' } });
      expect(paused.status()).toBe(200);

      // The first tab gives way without a reload, and is still signed in.
      const region = page.getByRole('region', { name: text.paused, exact: true });
      await region.waitFor({ timeout: 10_000 });
      expect(await page.getByRole('article').count()).toBe(0);
      await screenshot(page, `pause-other-tab-${name}`);

      // The results stay readable, under the pause's banner.
      await page.goto('/results');
      await page.getByRole('heading', { level: 1, name: text.results }).waitFor({ timeout: 15_000 });
      // One banner, above the day's results (no slip beside them to say it).
      const banner = page.getByRole('status').filter({ hasText: text.banner });
      await banner.waitFor({ timeout: 10_000 });
      expect(await banner.count()).toBe(1);
      await screenshot(page, `pause-results-${name}`);

      // The deposit form shows the pause and cannot be filled in or sent; a withdrawal stays open.
      await page.goto('/deposit');
      const deposit = page.getByRole('tabpanel', { name: text.deposit });
      const send = deposit.getByRole('button', { name: text.askDeposit });
      await send.waitFor({ timeout: 15_000 });
      await deposit.getByRole('status').filter({ hasText: text.banner }).waitFor({ timeout: 10_000 });
      expect(await send.isDisabled()).toBe(true);
      for (const field of await deposit.getByRole('textbox').all()) expect(await field.isDisabled()).toBe(true);
      await screenshot(page, `pause-deposit-${name}`);
      await page.getByRole('tab', { name: text.withdrawal }).click();
      const withdrawal = page.getByRole('tabpanel', { name: text.withdrawal });
      expect(await withdrawal.getByRole('button', { name: text.askWithdrawal }).isEnabled()).toBe(true);
      expect(consoleErrors).toEqual([]);
    });
  });
});
