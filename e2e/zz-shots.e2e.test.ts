import { afterAll, beforeAll, it } from 'vitest';
import { createFundedPlayers } from '../apps/server/src/test/bet-fixtures';
import { DESKTOP, login, MOBILE, openPage, type Site, startSite } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});
it('shots', async () => {
  const [p] = await createFundedPlayers(site.app.database.db, { count: 1, balanceCents: 100_000, prefix: 'foto' });
  for (const viewport of [MOBILE, DESKTOP]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await openPage(site, { viewport, colorScheme });
      await login(page, p!.username, 'bulk-pass');
      if (viewport === MOBILE && colorScheme === 'light') {
        await page.request.put('/api/user/limits', { data: { stakeDaily: '20.00' } });
        await page.request.put('/api/user/limits', { data: { stakeDaily: '40.00', lossDaily: '10.00' } });
        await page.request.post('/api/user/time-out', { data: { period: '24h' } });
      }
      await page.goto('/panel?tab=responsible');
      await page.getByTestId('limit-stakeDaily').waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shot-resp-${viewport.width}-${colorScheme}.png`, fullPage: true });
      await page
        .getByRole('button', { name: '6 meses' })
        .click()
        .catch(() => {});
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/shot-dialog-${viewport.width}-${colorScheme}.png` });
      await page.goto('/panel?tab=wallet');
      await page.getByTestId('wallet-statement').waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shot-wallet-${viewport.width}-${colorScheme}.png`, fullPage: true });
      await context.close();
    }
  }
});
