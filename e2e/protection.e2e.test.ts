import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRace } from '../apps/server/src/test/race-fixtures';
import { createFundedPlayers } from '../apps/server/src/test/bet-fixtures';
import {
  addFirstRunnerToSlip,
  betSlip,
  chooseLanguage,
  DESKTOP,
  login,
  MOBILE,
  openPage,
  startSiteForFile,
  toasts,
} from './harness';

const site = startSiteForFile();
let raceName: string;
let players: string[];
beforeAll(async () => {
  const { db } = site.app.database;
  const { race } = await createRace(db, { scheduledTime: new Date(Date.now() + 60 * 60_000) });
  raceName = race.name;
  // One player per story: a time-out or a limit must not leak into the next one.
  players = (await createFundedPlayers(db, { count: 4, balanceCents: 100_000, prefix: 'cuidado' })).map(
    ({ username }) => username,
  );
});

async function openResponsibleTab(page: Page): Promise<void> {
  await page.goto('/panel?tab=responsible');
  await page.getByRole('tabpanel', { name: 'Juego responsable' }).waitFor({ timeout: 15_000 });
}

/** A line of the back office's summary: a list item named by its label; what it says follows the label. */
async function said(dialog: Locator, label: string): Promise<string | undefined> {
  return (await dialog.getByRole('listitem', { name: label, exact: true }).textContent())?.slice(label.length);
}

/** Picks the test race's first runner on the board and stakes `stake` on it from the slip. */
async function betFromSlip(page: Page, stake: string): Promise<void> {
  await page.goto('/home');
  await page.getByRole('tab', { name: /^Próximas/ }).click();
  await addFirstRunnerToSlip(page, raceName);
  await expect.poll(() => betSlip(page).items.count()).toBe(1);
  await betSlip(page).stakes.fill(stake);
  await betSlip(page).place.click();
}

/** Signs `player` in on a desktop page and sets a daily stake limit from the tab, in Spanish. */
async function withDailyStakeLimit(player: string, limit: string) {
  const opened = await openPage(site, { viewport: DESKTOP });
  const { page } = opened;
  await login(page, player, 'bulk-pass');
  await openResponsibleTab(page);
  await page.getByLabel('Apuestas por día').fill(limit);
  await page.getByRole('button', { name: 'Guardar límites' }).click();
  await expect.poll(() => toasts(page).last().textContent()).toContain('Límites guardados');
  return opened;
}

describe('a player looks after their play from "Juego responsable"', () => {
  it('sets a daily stake limit, sees what is left, and a bet over it is refused in the slip with the limit named', async () => {
    const { page, consoleErrors } = await withDailyStakeLimit(players[0]!, '20');
    // What is left shows under the limit's field, in the list item that holds it.
    const dailyStake = page.getByRole('listitem').filter({ has: page.getByLabel('Apuestas por día') });
    await expect.poll(() => dailyStake.getByText(/^Usado: /).textContent()).toBe('Usado: US$0.00 · te quedan US$20.00');

    await betFromSlip(page, '25');
    await expect
      .poll(() => betSlip(page).items.getByRole('alert').textContent())
      .toContain('Alcanzaste tu límite diario de apuestas (US$20.00): te quedan US$20.00');
    // The refusal's 403 is the browser's own note of an answer the slip expected.
    expect(consoleErrors).toEqual([]);
  });

  it('an English reader reads the refusal in the slip in English, with the limit and what is left', async () => {
    const { page, consoleErrors } = await withDailyStakeLimit(players[3]!, '20');
    await betFromSlip(page, '25');
    await expect.poll(() => betSlip(page).items.getByRole('alert').textContent()).toContain('Alcanzaste tu límite');

    await chooseLanguage(page, 'EN');
    const slip = page.getByRole('region', { name: 'Bet slip' });
    const english = 'You have reached your daily stake limit (US$20.00): US$20.00 left';
    await expect.poll(() => slip.getByRole('listitem').getByRole('alert').textContent()).toContain(english);
    // Asked again in English, the server's new refusal reads in English too.
    await slip.getByRole('button', { name: 'Place bet', exact: true }).click();
    await expect.poll(() => slip.getByRole('listitem').getByRole('alert').textContent()).toContain(english);
    expect(await slip.textContent()).not.toContain('Alcanzaste');
    expect(consoleErrors).toEqual([]);
  });

  it('takes a 24-hour time-out after reading what it means; the panel and the cashier then say until when, the betting pages give way to the wallet, history and withdrawal, and the deposit form cannot be sent', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP });
    await login(page, players[1]!, 'bulk-pass');
    await openResponsibleTab(page);
    const banner = page.getByRole('status').filter({ hasText: /^Tu cuenta está en pausa hasta/ });
    expect(await banner.count()).toBe(0);
    await page.getByRole('button', { name: '24 horas' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Pausar tu cuenta 24 horas?' });
    await dialog.waitFor();
    const said = await dialog.textContent();
    expect(said).toMatch(/No podrás apostar ni depositar hasta el .+\./);
    expect(said).toContain('Se cerrará tu sesión en tus otros dispositivos.');
    expect(said).toContain('No se puede deshacer');
    await dialog.getByRole('button', { name: 'Sí, pausar mi cuenta' }).click();
    await dialog.waitFor({ state: 'detached' });

    await banner.first().waitFor();
    expect(await banner.first().textContent()).toMatch(
      /^Tu cuenta está en pausa hasta el .+: no puedes apostar ni depositar\./,
    );
    // A second pause cannot be stacked on the first from this screen.
    expect(await page.getByRole('button', { name: '7 días' }).isDisabled()).toBe(true);

    // The betting pages give way to what a paused player may do: the wallet, the history, a withdrawal.
    for (const path of ['/home', '/betting']) {
      await page.goto(path);
      const paused = page.getByRole('region', { name: 'Tu cuenta está en pausa', exact: true });
      await paused.waitFor({ timeout: 15_000 });
      expect(await paused.getByRole('heading', { level: 1 }).textContent()).toBe('Tu cuenta está en pausa');
      for (const [name, href] of [
        ['Mi billetera', '/panel?tab=wallet'],
        ['Mi historial', '/panel?tab=history'],
        ['Retirar mi saldo', '/deposit?tab=withdraw'],
      ]) {
        expect(await paused.getByRole('link', { name }).getAttribute('href')).toBe(href);
      }
    }
    expect(await page.getByRole('article').count()).toBe(0);

    // The cashier says so too: its deposit form cannot be filled in or sent (the server refuses anyway).
    await page.goto('/deposit');
    const deposit = page.getByRole('tabpanel', { name: 'Depósito' });
    await deposit.getByRole('button', { name: 'Solicitar depósito' }).waitFor();
    await banner.waitFor();
    expect(await deposit.getByRole('button', { name: 'Solicitar depósito' }).isDisabled()).toBe(true);
    expect(await deposit.getByRole('button', { name: 'US$500.00' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Referencia').isDisabled()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("staff see a player's time-out and limits in the back office, and cannot change them there", async () => {
    const player = players[1]!;
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'admin' });
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(player);
    await page.getByRole('button', { name: `Ver juego responsable: ${player}` }).click();
    const dialog = page.getByRole('dialog', { name: `Juego responsable de ${player}` });
    await dialog.waitFor();
    await expect.poll(() => said(dialog, 'Pausa hasta')).not.toBe('No');
    expect(await said(dialog, 'Autoexclusión hasta')).toBe('No');
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('downloads the statement of this month from the wallet, and of a period they choose', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE });
    await login(page, players[0]!, 'bulk-pass');
    await page.goto('/panel?tab=wallet');
    const download = page.getByRole('link', { name: 'Descargar extracto' });
    await download.waitFor({ timeout: 15_000 });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    expect(await download.getAttribute('href')).toBe(`/api/user/statement.csv?from=${today.slice(0, 8)}01&to=${today}`);
    const csv = await page.request.get((await download.getAttribute('href'))!);
    expect(csv.status()).toBe(200);
    expect((await csv.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'date,type,description,amount,previousBalance,newBalance,betId',
    );

    await page.getByLabel('Desde').fill('2026-01-01');
    await page.getByLabel('Hasta').fill('2026-01-31');
    expect(await download.getAttribute('href')).toBe('/api/user/statement.csv?from=2026-01-01&to=2026-01-31');
    expect(consoleErrors).toEqual([]);
  });

  it('with a 15-minute reality check, 16 minutes after signing in the phone shows the time and the session result, also after a reload', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE });
    await login(page, players[2]!, 'bulk-pass');
    await openResponsibleTab(page);
    const select = page.getByLabel('Mostrar el recordatorio');
    await select.selectOption('15');
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/user/settings')).json()) as { realityCheckMinutes: unknown })
            .realityCheckMinutes,
      )
      .toBe(15);

    // The session began 16 minutes ago with US$10.00 more than now (once the page has recorded its start).
    await page.waitForFunction(() => sessionStorage.getItem('galope.realityCheck') !== null);
    await page.evaluate(() => {
      const key = 'galope.realityCheck';
      const session = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { startedAt: number; startCents: number };
      session.startedAt = Date.now() - 16 * 60_000;
      session.startCents += 1000;
      sessionStorage.setItem(key, JSON.stringify(session));
    });
    await page.reload();
    const check = page.getByRole('alertdialog', { name: 'Recordatorio de tiempo' });
    await check.waitFor({ timeout: 15_000 });
    expect(await check.textContent()).toContain('Llevas 16 min conectado.');
    const net = check.getByRole('paragraph').filter({ hasText: 'Resultado de la sesión' });
    expect(await net.getByText(/^[-+]?US\$[\d,]+\.\d{2}$/).textContent()).toBe('-US$10.00');
    for (const name of ['Continuar', 'Ver historial', 'Salir']) {
      expect(await check.getByRole('button', { name }).or(check.getByRole('link', { name })).count()).toBe(1);
    }

    await check.getByRole('button', { name: 'Continuar' }).click();
    await check.waitFor({ state: 'detached' });
    // Answered: a reload does not show it again before the next 15 minutes.
    await page.reload();
    await page.getByRole('tabpanel', { name: 'Juego responsable' }).waitFor();
    await page.waitForTimeout(500);
    expect(await check.count()).toBe(0);

    // "Ver historial" takes the player to the panel's history.
    await page.evaluate(() => {
      const key = 'galope.realityCheck';
      const session = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { startedAt: number };
      session.startedAt = Date.now() - 31 * 60_000;
      sessionStorage.setItem(key, JSON.stringify(session));
    });
    await page.reload();
    await check.waitFor({ timeout: 15_000 });
    await check.getByRole('button', { name: 'Ver historial' }).click();
    await page.waitForURL(/\/panel\?tab=history$/);
    expect(consoleErrors).toEqual([]);
  });
});
