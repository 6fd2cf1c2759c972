import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRace } from '../apps/server/src/test/race-fixtures';
import {
  addFirstRunnerToSlip,
  headerBalance,
  LANGUAGE_LOOKS,
  MOBILE,
  openInLanguage,
  screenshot,
  startSiteForFile,
} from './harness';

// No simulator: this race is the whole board and its prices stay still.
const site = startSiteForFile();
let raceName: string;
beforeAll(async () => {
  const { race } = await createRace(site.app.database.db, { scheduledTime: new Date(Date.now() + 90 * 60_000) });
  raceName = race.name;
});

const TEXTS = {
  es: {
    upcoming: /^Próximas/,
    openSlip: /^Abrir boleto de apuestas/,
    slip: 'Boleto de apuestas',
    quickStake: 'Importe de US$10',
    totalStake: 'Total apostado',
    payments: 'Métodos de pago',
    depositTab: 'Depósito',
    quickAmounts: 'Montos rápidos',
  },
  en: {
    upcoming: /^Upcoming/,
    openSlip: /^Open bet slip/,
    slip: 'Bet slip',
    quickStake: 'Stake of US$10',
    totalStake: 'Total stake',
    payments: 'Payment methods',
    depositTab: 'Deposit',
    quickAmounts: 'Quick amounts',
  },
} as const;

/** What a definition list says for a term, the slip's "Total apostado" among them. */
const definition = (page: Page, scope: string, term: string) =>
  page
    .getByRole('region', { name: scope })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

describe('money is shown in US dollars, named as such, where a player decides', () => {
  for (const [language, look] of LANGUAGE_LOOKS) {
    const width = look.viewport.width;
    it(`${width} px, ${language}: the header balance, the slip, the cashier and the footer's methods`, async () => {
      const text = TEXTS[language];
      const { page, consoleErrors } = await openInLanguage(site, language, look, 'jugador');
      await page.goto('/home');
      await expect.poll(() => headerBalance(page).textContent()).toBe('US$1,000.00');

      await page.getByRole('tab', { name: text.upcoming }).click();
      await addFirstRunnerToSlip(page, raceName);
      if (width === MOBILE.width) await page.getByRole('button', { name: text.openSlip }).click();
      const slip = page.getByRole('region', { name: text.slip });
      // The stake's field shows its currency, and so does each quick stake.
      await expect.poll(() => slip.getByText('US$', { exact: true }).first().isVisible()).toBe(true);
      await slip.getByRole('button', { name: text.quickStake }).click();
      await expect.poll(() => definition(page, text.slip, text.totalStake).textContent()).toBe('US$10.00');
      expect(await slip.textContent()).not.toMatch(/(^|[^S])\$\d/);
      await screenshot(page, `currency-slip-${width}-${look.colorScheme}-${language}`);

      await page.goto('/deposit');
      const deposit = page.getByRole('tabpanel', { name: text.depositTab });
      const quick = deposit.getByRole('group', { name: text.quickAmounts }).getByRole('button');
      await quick.first().waitFor({ timeout: 15_000 });
      for (const amount of await quick.allTextContents()) expect(amount).toMatch(/^US\$[\d,]+\.\d{2}$/);
      expect(await deposit.getByText('US$', { exact: true }).isVisible()).toBe(true);

      // The footer lists what the cashier takes, not card brands it does not.
      const methods = page.getByRole('contentinfo').getByRole('list', { name: text.payments });
      await methods.scrollIntoViewIfNeeded({ timeout: 15_000 });
      const names = await methods.getByRole('listitem').allTextContents();
      expect(names.map((name) => /^(SPEI|OXXO|USDT)/.exec(name)?.[1])).toEqual(['SPEI', 'OXXO', 'USDT']);
      expect(names.join(' ')).not.toMatch(/Visa|Mastercard|PayPal|Skrill|Neteller|Bitcoin/);
      await screenshot(page, `currency-footer-${width}-${look.colorScheme}-${language}`);
      expect(consoleErrors).toEqual([]);
    });
  }
});
