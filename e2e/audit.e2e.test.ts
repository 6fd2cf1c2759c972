import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, LOOKS, openPage, screenshot, settled, startSiteForFile } from './harness';

const site = startSiteForFile();

/** The trail's rows, as the list named after the tab reads them in either language. */
const auditEntries = (page: Page) => page.getByRole('list', { name: /^(Auditoría|Audit)$/ }).getByRole('listitem');
/** What each row says happened: its heading, which names it. */
const summaries = (page: Page) => auditEntries(page).getByRole('heading', { level: 4 }).allTextContents();
const auditRange = (page: Page) => page.getByText(/^(Mostrando|Showing) \d+–\d+ (de|of) \d+$/);

async function userId(page: Page, username: string): Promise<number> {
  const response = await page.request.get(`/api/admin/users?search=${username}`);
  const found = ((await response.json()) as { id: number; username: string }[]).find((u) => u.username === username);
  if (!found) throw new Error(`no user ${username}`);
  return found.id;
}

describe('the audit trail', () => {
  it('an admin filters by action, reads the trail in Spanish and English, pages and downloads the CSV', async () => {
    // What staff did: a super admin takes TheRacingAPI's daily limit away; an admin credits a player 55 times
    // and tries once to credit the super admin, which the role rules refuse.
    const boss = await openPage(site, { user: 'superadmin' });
    for (const dailyLimit of [100, '']) {
      const response = await boss.page.request.patch('/api/admin/api-configurations/horse-racing-api', {
        data: { dailyLimit },
      });
      expect(response.status()).toBe(200);
    }
    const { page, consoleErrors } = await openPage(site, { user: 'admin' });
    const player = await userId(page, 'jugador');
    for (let index = 0; index < 55; index++) {
      const response = await page.request.post(`/api/admin/users/${player}/balance`, {
        data: { amount: '1.00', type: 'add', reason: `Bono ${index + 1}` },
      });
      expect(response.status()).toBe(200);
    }
    const refused = await page.request.post(`/api/admin/users/${await userId(page, 'superadmin')}/balance`, {
      data: { amount: '50.00', type: 'add' },
    });
    expect(refused.status()).toBe(403);

    await page.goto('/admin?tab=audit');
    await auditEntries(page).first().waitFor();
    await page.getByRole('combobox', { name: /^(Acción|Action)$/ }).selectOption({ label: 'Ajuste de saldo' });
    await expect.poll(() => auditRange(page).textContent()).toBe('Mostrando 1–50 de 56');
    const entries = auditEntries(page);
    expect(new Set(await entries.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action'))))).toEqual(
      new Set(['user.balance']),
    );
    // Newest first: the refused attempt, marked, then the credits in words.
    const refusedMark = entries.first().getByText(/^(Rechazado|Refused)$/);
    expect(await refusedMark.textContent()).toBe('Rechazado');
    expect((await summaries(page)).slice(0, 2)).toEqual([
      'Intentó: Ajuste de saldo (superadmin)',
      'Ajustó el saldo de jugador: +US$1.00',
    ]);
    expect(await entries.first().textContent()).toContain(
      'Un administrador no puede modificar a otro administrador o super administrador',
    );

    await page
      .getByRole('navigation', { name: 'Paginación de la auditoría' })
      .getByRole('button', { name: 'Siguiente' })
      .click();
    await expect.poll(() => auditRange(page).textContent()).toBe('Mostrando 51–56 de 56');
    await expect.poll(() => entries.count()).toBe(6);
    expect(await entries.last().textContent()).toContain('Bono 1');

    // The CSV holds the same rows as the filters select, every page of them.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('date,staff,role,action,actionCode,result,target,details');
    expect(lines).toHaveLength(57);
    expect(lines[1]).toContain(
      'admin,administrador,Ajuste de saldo,user.balance,Rechazado (403): Un administrador no puede modificar',
    );
    expect(lines.filter((line) => line.includes(',Realizado,usuario jugador'))).toHaveLength(55);

    // The data source's change, in Spanish and then in English.
    await page.getByRole('combobox', { name: /^(Acción|Action)$/ }).selectOption('datasource.update');
    await expect
      .poll(() => summaries(page))
      .toEqual([
        'Cambió el límite diario de TheRacingAPI: 100 → sin límite',
        'Cambió el límite diario de TheRacingAPI: sin límite → 100',
      ]);
    await chooseLanguage(page, 'EN');
    await expect
      .poll(() => summaries(page))
      .toEqual([
        'Changed the daily limit of TheRacingAPI: 100 → no limit',
        'Changed the daily limit of TheRacingAPI: no limit → 100',
      ]);
    await page.getByRole('combobox', { name: /^(Acción|Action)$/ }).selectOption({ label: 'Balance adjustment' });
    await expect.poll(() => auditRange(page).textContent()).toBe('Showing 1–50 of 56');
    expect((await summaries(page)).slice(0, 2)).toEqual([
      'Tried: Balance adjustment (superadmin)',
      'Adjusted the balance of jugador: +US$1.00',
    ]);
    expect(await refusedMark.textContent()).toBe('Refused');
    expect(consoleErrors).toEqual([]);

    // Browsing the back office as an admin leaves no refused rows of its own: only the one attempt above.
    const trail = await boss.page.request.get('/api/admin/audit-log?limit=500');
    const refusedRows = ((await trail.json()) as { refused: boolean }[]).filter((row) => row.refused);
    expect(refusedRows).toHaveLength(1);
  });

  it('filters by staff member and dates, with an empty state; phone and desktop, light and dark', async () => {
    const boss = await openPage(site, { user: 'superadmin' });
    const change = await boss.page.request.patch('/api/admin/api-configurations/sport-api', {
      data: { syncInterval: 30 },
    });
    expect(change.status()).toBe(200);
    for (const { label, viewport, colorScheme } of LOOKS) {
      const { page, consoleErrors, context } = await openPage(site, { viewport, colorScheme, user: 'superadmin' });
      await page.goto('/admin?tab=audit');
      await auditEntries(page).first().waitFor();
      await settled(page);
      await screenshot(page, `audit-${label}-${colorScheme}`);
      await auditEntries(page).first().scrollIntoViewIfNeeded();
      await screenshot(page, `audit-list-${label}-${colorScheme}`);

      const staff = page.getByRole('combobox', { name: 'Miembro del personal' });
      await staff.selectOption({ label: 'superadmin (super administrador)' });
      // The super admin did only data-source changes.
      await expect
        .poll(async () => [
          ...new Set(await auditEntries(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')))),
        ])
        .toEqual(['datasource.update']);
      // Days ahead of every row: nothing, said so.
      await page.getByLabel('Desde', { exact: true }).fill('2099-01-01');
      const empty = page.getByText('Ninguna acción coincide con los filtros');
      await empty.waitFor();
      expect(await empty.textContent()).toContain('Ninguna acción coincide con los filtros');
      expect(await page.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toMatch(
        /^\/api\/admin\/audit-log\.csv\?adminUserId=\d+&from=2099-01-01$/,
      );
      await page.getByRole('button', { name: 'Quitar filtros' }).click();
      await auditEntries(page).first().waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
    // Four pages in turn, like the other screenshot tests: three minutes on a busy machine.
  }, 180_000);
});
