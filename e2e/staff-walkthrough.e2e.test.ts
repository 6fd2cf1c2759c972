import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { markResultsPending } from '../apps/server/src/modules/settlement/mark-results-pending';
import { createRace } from '../apps/server/src/test/race-fixtures';
import { LANGUAGE_LOOKS, MOBILE, openInLanguage, openPage, screenshot, startSiteForFile, toasts } from './harness';

const site = startSiteForFile();
const HOUR = 60 * 60_000;
/** A sign-up waiting for approval, born on 4 May 1990. */
const NEWCOMER = 'recien_llegada';
let raceName: string;

beforeAll(async () => {
  const registered = await fetch(`${site.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.baseUrl },
    body: JSON.stringify({
      firstName: 'Lucía',
      lastName: 'Recién',
      username: NEWCOMER,
      email: 'lucia@example.com',
      password: 'secreta1',
      dateOfBirth: '1990-05-04',
    }),
  });
  expect(registered.status).toBe(201);
  // A race whose result never came: hours pass with none from any source.
  const { db } = site.app.database;
  const { race } = await createRace(db, { scheduledTime: new Date(Date.now() + 10 * 60_000) });
  raceName = race.name;
  await markResultsPending(db, site.app.bus, { now: new Date(Date.now() + 6 * HOUR), graceHours: 3 });
});

const TEXTS = {
  es: {
    users: /^Usuarios/,
    pendingAccounts: '1 cuenta pendiente de aprobación',
    cashier: /^Caja/,
    results: /^Resultados pendientes/,
    show: 'Ver lista',
    races: 'Carreras',
    search: 'Buscar usuarios',
    born: /^Nacimiento: 4 de mayo de 1990 \(\d+ años\)$/,
    queue: 'Solicitudes',
    markPaid: 'Marcar pagado',
    dialog: 'Marcar el retiro como pagado',
    paid: 'Retiro marcado como pagado',
  },
  en: {
    users: /^Users/,
    pendingAccounts: '1 account awaiting approval',
    cashier: /^Cashier/,
    results: /^Results pending/,
    show: 'Show list',
    races: 'Races',
    search: 'Search users',
    born: /^Born May 4, 1990 \(age \d+\)$/,
    queue: 'Requests',
    markPaid: 'Mark paid',
    dialog: 'Mark the withdrawal as paid',
    paid: 'Withdrawal marked as paid',
  },
} as const;

/** The demo player asks for a withdrawal of 100.00 to a CLABE; its code, as staff find it in the queue. */
async function askWithdrawal(): Promise<string> {
  const { page } = await openPage(site, { user: 'jugador' });
  const methods = (await (await page.request.get('/api/cashier/methods')).json()) as Array<{
    id: number;
    kind: string;
    destinationFormat: string;
  }>;
  const spei = methods.find((method) => method.kind !== 'deposit' && method.destinationFormat === 'clabe')!;
  const asked = await page.request.post('/api/cashier/withdrawals', {
    data: { amount: '100.00', methodId: spei.id, destination: '646180157000000004' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  return ((await asked.json()) as { code: string }).code;
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

describe('the back office at a glance', () => {
  for (const [language, look] of LANGUAGE_LOOKS) {
    const width = look.viewport.width;
    it(`${width} px, ${language}: the tabs on the first screen, the pending accounts counted, a date of birth, "mark paid" said`, async () => {
      const text = TEXTS[language];
      const code = await askWithdrawal();
      const { page, consoleErrors } = await openInLanguage(site, language, look, 'admin');
      await page.goto('/admin');

      // The results waiting are one line with their count, and the tabs stay on the first screen.
      const results = page.getByRole('region', { name: text.results });
      await results.getByRole('button', { name: text.show }).waitFor({ timeout: 15_000 });
      expect((await results.boundingBox())!.height).toBeLessThanOrEqual(64);
      const users = tab(page, text.users);
      await expect.poll(() => users.getAttribute('aria-selected')).toBe('true');
      const tabs = (await page.getByRole('tablist').boundingBox())!;
      expect(tabs.y + tabs.height).toBeLessThanOrEqual(look.viewport.height);
      // The "Usuarios" tab counts the accounts waiting for approval, as "Caja" counts its requests.
      await expect.poll(() => users.getByLabel(text.pendingAccounts).textContent(), { timeout: 15_000 }).toBe('1');
      await screenshot(page, `staff-first-screen-${width}-${look.colorScheme}-${language}`);

      // The banner opens the list.
      await results.getByRole('button', { name: text.show }).click();
      await results
        .getByRole('list', { name: text.races })
        .getByRole('listitem')
        .filter({ hasText: raceName })
        .waitFor();

      // Staff see the newcomer's date of birth and age beside the account.
      await page.getByRole('searchbox', { name: text.search }).fill(NEWCOMER);
      const newcomer = page
        .getByRole(width === MOBILE.width ? 'listitem' : 'row', { name: NEWCOMER })
        .filter({ hasText: NEWCOMER });
      await newcomer.getByText(text.born).waitFor({ timeout: 15_000 });
      await screenshot(page, `staff-date-of-birth-${width}-${look.colorScheme}-${language}`);

      // Paying a withdrawal says what it does.
      await tab(page, text.cashier).click();
      const row = page.getByRole('list', { name: text.queue, exact: true }).getByRole('listitem', { name: code });
      await row.getByRole('button', { name: text.markPaid, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: text.dialog });
      await dialog.waitFor();
      await screenshot(page, `staff-mark-paid-${width}-${look.colorScheme}-${language}`);
      await dialog.getByRole('button', { name: text.markPaid, exact: true }).click();
      await expect.poll(() => toasts(page).last().textContent()).toContain(text.paid);
      expect(consoleErrors).toEqual([]);
    });
  }
});
