import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usRaceBeforeTheOff } from '../apps/server/src/test/fake-service-answers';
import { SOURCES } from '../apps/server/src/modules/datasources/config/source-catalogue';
import { dateInZone } from '../apps/server/src/modules/datasources/adapters/source-values';
import { type FakeServices, startFakeServices } from '../apps/server/src/test/start-fake-services';
import { looksFor, openPage, screenshot, settled, type Site, startSite, startSiteForFile, toasts } from './harness';

/*
 * The data-source screens of a super admin. The test server holds no credentials for the external
 * services, so every source answers "not connected" with the message that says which to set; no
 * call leaves the machine.
 */

const site = startSiteForFile();

const SOURCE_IDS = ['sport-api', 'horse-racing-api', 'uk-betting-odds-api', 'us-horse-racing-api'] as const;

type StatsEntry = { callsToday: number; totalCalls: number };

/** The answer of a PATCH to one source's configuration, started by `act`. */
async function savedBy(page: Page, apiId: string, act: () => Promise<void>) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) =>
        answer.request().method() === 'PATCH' && answer.url().endsWith(`/api/admin/api-configurations/${apiId}`),
    ),
    act(),
  ]);
  return response;
}

/** The control panel's API tab, named by its tab. */
const apiTab = (page: Page) => page.getByRole('tabpanel', { name: 'APIs', exact: true });

async function openApiTab(page: Page) {
  await page.goto('/panel?tab=api-management');
  await apiTab(page).waitFor();
  await sourceCard(page, 'sport-api').waitFor();
}

/** A source's card: a region named after the source; the controls in it are found by their names. */
const sourceCard = (page: Page, apiId: keyof typeof SOURCES) =>
  page.getByRole('region', { name: SOURCES[apiId].name, exact: true });

/** A source's card on /api-testing's statistics: a list item named after the source. */
const statsCard = (page: Page, apiId: keyof typeof SOURCES) =>
  page.getByRole('region', { name: 'Estadísticas', exact: true }).getByRole('listitem', {
    name: SOURCES[apiId].name,
    exact: true,
  });

/** /api-management's answer of TheRacingAPI: a region named after it, shown once the check answers. */
const racingConnection = (page: Page) => page.getByRole('region', { name: 'TheRacingAPI', exact: true });

/** /api-configuration's sources by priority: a list named by its card's title, a row per source named after it. */
const sourceList = (page: Page) => page.getByRole('list', { name: 'Fuentes de datos', exact: true });

describe('the data sources of a super admin', () => {
  it('a super admin switches a source off and on from the panel: saved at once, still so after a reload', async () => {
    const { page, consoleErrors } = await openPage(site, { user: 'superadmin' });
    await openApiTab(page);
    for (const apiId of SOURCE_IDS) await sourceCard(page, apiId).waitFor();
    const enabled = sourceCard(page, 'uk-betting-odds-api').getByRole('switch', { name: 'Fuente activa' });
    expect(await enabled.getAttribute('data-state')).toBe('checked');

    const off = await savedBy(page, 'uk-betting-odds-api', () => enabled.click());
    expect(off.status()).toBe(200);
    expect(off.request().postDataJSON()).toEqual({ isEnabled: false });
    await expect.poll(() => toasts(page).first().textContent()).toContain('Configuración actualizada');
    await page.reload();
    await sourceCard(page, 'uk-betting-odds-api').waitFor();
    expect(await enabled.getAttribute('data-state')).toBe('unchecked');
    expect(await sourceCard(page, 'uk-betting-odds-api').getByText('Desactivada', { exact: true }).count()).toBe(1);

    const on = await savedBy(page, 'uk-betting-odds-api', () => enabled.click());
    expect(on.request().postDataJSON()).toEqual({ isEnabled: true });
    await page.reload();
    await sourceCard(page, 'uk-betting-odds-api').waitFor();
    expect(await enabled.getAttribute('data-state')).toBe('checked');
    expect(consoleErrors).toEqual([]);
  });

  it('a super admin changes a daily limit; one out of range is refused before sending, an empty one is unlimited', async () => {
    const { page } = await openPage(site, { user: 'superadmin' });
    await openApiTab(page);
    const limit = sourceCard(page, 'sport-api').getByLabel('Límite diario de llamadas');
    expect(await limit.inputValue()).toBe('1000');

    const changed = await savedBy(page, 'sport-api', async () => {
      await limit.fill('250');
      await limit.press('Enter');
    });
    expect(changed.request().postDataJSON()).toEqual({ dailyLimit: 250 });
    await page.reload();
    await sourceCard(page, 'sport-api').waitFor();
    expect(await sourceCard(page, 'sport-api').getByLabel('Límite diario de llamadas').inputValue()).toBe('250');

    // Above 10000: the contracts' message under the box, and nothing sent.
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    await limit.fill('20000');
    await limit.press('Enter');
    await expect
      .poll(() => sourceCard(page, 'sport-api').textContent())
      .toContain('El límite diario debe estar entre 1 y 10000');
    expect(patches).toEqual([]);

    // Empty: unlimited (null).
    const unlimited = await savedBy(page, 'sport-api', async () => {
      await limit.fill('');
      await limit.blur();
    });
    expect(unlimited.request().postDataJSON()).toEqual({ dailyLimit: null });
    await page.reload();
    await sourceCard(page, 'sport-api').waitFor();
    expect(await limit.inputValue()).toBe('');
    expect(await limit.getAttribute('placeholder')).toBe('Ilimitado');

    // Back to the default for the other tests.
    await savedBy(page, 'sport-api', async () => {
      await limit.fill('1000');
      await limit.press('Enter');
    });
  });

  it('a connection test and a sync without credentials say so, in the card and in the page of the racing source', async () => {
    const { page, consoleErrors } = await openPage(site, { user: 'superadmin' });
    await openApiTab(page);

    const card = sourceCard(page, 'uk-betting-odds-api');
    await card.getByRole('button', { name: 'Probar' }).click();
    // The answer is a status named by its heading; the service's details are its paragraph.
    const result = card.getByRole('status', { name: 'Resultado de la prueba' });
    await result.waitFor();
    expect(await result.getAttribute('data-connected')).toBe('false');
    await expect.poll(() => result.getByRole('paragraph').textContent()).toMatch(/credenciales/i);

    await card.getByRole('button', { name: 'Sincronizar' }).click();
    const synced = card.getByRole('status', { name: 'Resultado de la sincronización' });
    await synced.waitFor();
    expect(await synced.getAttribute('data-tone')).toBe('failure');
    expect(await synced.textContent()).toMatch(/credenciales/i);
    await expect.poll(() => toasts(page).first().textContent()).toContain('Error en sincronización');

    // /api-management tests the racing source on opening.
    await page.goto('/api-management');
    // Each service's section shows its state as a badge, then its message and details.
    const primary = racingConnection(page);
    await primary.waitFor();
    expect(await primary.getByText('Desconectada', { exact: true }).getAttribute('data-state')).toBe('disconnected');
    expect(await primary.getByText('No se pudo conectar con TheRacingAPI', { exact: true }).count()).toBe(1);
    expect(await primary.getByText(/credenciales/i).count()).toBe(1);
    const secondary = page.getByRole('region', { name: 'API secundaria (RapidAPI)', exact: true });
    expect(await secondary.getByText('Desconectada', { exact: true }).getAttribute('data-state')).toBe('disconnected');
    // No source has credentials: the automatic sync syncs none, and says so.
    await page.getByText(/^Ninguna fuente se sincroniza sola: hace falta una encendida, con credenciales/).waitFor();
    expect(await page.getByText(/^Sincronización automática cada 30 segundos/).count()).toBe(0);

    // A sync of the racing source: busy while it runs, then the failure with the server's message.
    const tile = page.getByRole('listitem', { name: 'Sincronizar carreras', exact: true });
    const button = tile.getByRole('button', { name: 'Sincronizar', exact: true });
    await button.click();
    const outcome = tile.getByRole('status', { name: 'Sincronizar carreras', exact: true });
    await outcome.waitFor();
    expect(await button.isEnabled()).toBe(true);
    expect(await outcome.getAttribute('data-tone')).toBe('failure');
    expect(await outcome.textContent()).toMatch(/credenciales/i);
    await expect.poll(() => toasts(page).first().textContent()).toContain('No se pudieron sincronizar las carreras');
    // The refused sync is a 409, which the browser notes in the console; nothing answers a 5xx.
    expect(consoleErrors.filter((text) => !/status of 409/.test(text))).toEqual([]);
  });

  it('a super admin sees the statistics of every source; a counted call moves the numbers', async () => {
    const { page, consoleErrors } = await openPage(site, { user: 'superadmin' });
    await page.goto('/api-testing');
    for (const apiId of SOURCE_IDS) await statsCard(page, apiId).waitFor();
    // A figure is a list item named by its label; its value is the count under it.
    const shownCalls = (apiId: keyof typeof SOURCES) =>
      statsCard(page, apiId)
        .getByRole('listitem', { name: 'Llamadas hoy', exact: true })
        .getByText(/^\d[\d,]*$/)
        .textContent();
    const statsNow = async () =>
      (await (await page.request.get('/api/admin/api-stats')).json()) as Record<string, StatsEntry>;
    const before = await statsNow();
    expect(await shownCalls('horse-racing-api')).toBe(String(before['horse-racing-api']!.callsToday));

    // The three racing APIs tested at once: each line gets its answer.
    await page.getByRole('button', { name: 'Ejecutar diagnóstico' }).click();
    const diagnostics = page.getByRole('region', { name: 'Diagnóstico', exact: true });
    for (const title of ['Horse Racing USA', 'UK Betting Odds', 'Horse Racing API']) {
      // A line has its answer once it shows a state badge.
      const line = diagnostics.getByRole('listitem', { name: title, exact: true });
      await line.getByText(/^(Conectada|Desconectada|Error)$/).waitFor();
      expect(await line.getByRole('paragraph').textContent()).not.toBe('');
    }

    // One test panel: 'Probar', then the readable answer.
    await page.getByRole('tab', { name: 'Cuotas UK', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Cuotas UK', exact: true });
    await panel.getByRole('button', { name: 'Probar', exact: true }).click();
    const answer = panel.getByRole('status', { name: 'Resultado de la prueba' });
    await answer.waitFor();
    expect(await answer.getAttribute('data-connected')).toBe('false');
    expect(await answer.getByRole('paragraph').textContent()).toMatch(/credenciales/i);

    // Whatever the server counted, the page shows after a refresh; counts never go down.
    await page.getByRole('button', { name: 'Actualizar', exact: true }).click();
    const after = await statsNow();
    for (const apiId of SOURCE_IDS) {
      expect(after[apiId]!.callsToday).toBeGreaterThanOrEqual(before[apiId]!.callsToday);
      await expect.poll(() => shownCalls(apiId)).toBe(after[apiId]!.callsToday.toLocaleString('es-MX'));
    }
    expect(consoleErrors).toEqual([]);
  });

  it('the configuration page lists the sources by priority, with a switch that saves `active`', async () => {
    const { page, consoleErrors } = await openPage(site, { user: 'superadmin' });
    await page.goto('/api-configuration');
    await sourceList(page).waitFor();
    // Each row is named after its source (its heading): the headings in order are the rows in order.
    const order = await sourceList(page).getByRole('heading', { level: 3 }).allTextContents();
    const configurations = (await (await page.request.get('/api/admin/api-configurations')).json()) as {
      apiId: string;
      name: string;
      priority: number;
    }[];
    const byPriority = [...configurations].sort((a, b) => a.priority - b.priority);
    expect(order).toEqual(byPriority.map(({ name }) => name));
    expect(await page.getByRole('region', { name: 'Estado del sistema', exact: true }).isVisible()).toBe(true);
    // Four sources here, five services in the statistics: TheRacingAPI's row says its secondary API is the fifth.
    const racing = sourceList(page).getByRole('listitem', { name: SOURCES['horse-racing-api'].name, exact: true });
    expect(await racing.getByText(/^Incluye su API secundaria, Horse Racing \(RapidAPI UK\)/).count()).toBe(1);
    expect(
      await sourceList(page)
        .getByText(/API secundaria/)
        .count(),
    ).toBe(1);

    const row = sourceList(page).getByRole('listitem', { name: SOURCES['us-horse-racing-api'].name, exact: true });
    // The switch's label says its state ('Activa' / 'Inactiva'): the row has one switch.
    const active = row.getByRole('switch');
    const off = await savedBy(page, 'us-horse-racing-api', () => active.click());
    expect(off.request().postDataJSON()).toEqual({ active: false });
    await expect.poll(() => row.getAttribute('data-active')).toBe('false');
    const on = await savedBy(page, 'us-horse-racing-api', () => active.click());
    expect(on.request().postDataJSON()).toEqual({ active: true });

    await row.getByRole('button', { name: 'Probar', exact: true }).click();
    await expect
      .poll(() => row.getByRole('status', { name: 'Resultado de la prueba' }).textContent())
      .toMatch(/credenciales/i);
    expect(consoleErrors).toEqual([]);
  });

  it('an admin gets Page Not Found on the three pages and has no API tab', async () => {
    const { page } = await openPage(site, { user: 'admin' });
    for (const path of ['/api-management', '/api-testing', '/api-configuration']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Página no encontrada');
    }
    await page.goto('/panel?tab=api-management');
    // The tab asked for is not there: the panel opens on its first tab.
    await page.getByRole('tab', { name: 'Dashboard', selected: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'APIs', exact: true }).count()).toBe(0);
    expect(await apiTab(page).count()).toBe(0);
  });
});

describe('screenshots of the data-source screens at 375 px and 1280 px, light and dark', () => {
  it('render without console errors', async () => {
    const screens = [
      ['api-management', '/api-management', racingConnection],
      ['api-testing', '/api-testing', (page: Page) => statsCard(page, 'sport-api')],
      ['api-configuration', '/api-configuration', sourceList],
      ['panel-api', '/panel?tab=api-management', apiTab],
    ] as const;
    for (const { look, screens: drawn } of looksFor(screens)) {
      const { label, viewport, colorScheme } = look;
      const { page, consoleErrors } = await openPage(site, { viewport, colorScheme, user: 'superadmin' });
      for (const [name, path, ready] of drawn) {
        await page.goto(path);
        await ready(page).waitFor();
        await settled(page);
        await screenshot(page, `datasources-${name}-${label}-${colorScheme}`);
      }
      expect(consoleErrors).toEqual([]);
    }
  });
});

describe('a race a source published before its prices', () => {
  let fake: FakeServices;
  let sourced: Site;
  beforeAll(async () => {
    fake = await startFakeServices();
    sourced = await startSite({ dataSources: fake.settings() });
  });
  afterAll(async () => {
    await sourced?.close();
    await fake?.close();
  });

  it('a player sees a priceless US race by its name, its runners marked "Sin cuotas todavía" and none to pick', async () => {
    // Horse Racing USA's real answer (no odds, no title), run tomorrow.
    const { race, summary } = usRaceBeforeTheOff(dateInZone(new Date(Date.now() + 86_400_000), 'America/New_York'));
    fake.route('rapid-us', '/racecards', { body: [summary] });
    fake.route('rapid-us', '/race/39302', { body: race });

    const admin = await openPage(sourced, { user: 'superadmin' });
    const sync = await admin.page.request.post('/api/admin/sync-us-horse-racing-api');
    expect(sync.status(), await sync.text()).toBe(200);
    const upcoming = (await (await admin.page.request.get('/api/races/upcoming')).json()) as {
      id: number;
      name: string;
    }[];
    const stored = upcoming.find((item) => item.name.startsWith('Carrera 1'))!;
    await admin.context.close();

    const { page, consoleErrors } = await openPage(sourced, { user: 'jugador' });
    await page.goto(`/race/${stored.id}`);
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor();
    expect(await title.textContent()).toBe('Carrera 1 · 1 mile 70 yards · 4yo+');
    const participants = page.getByRole('region', { name: /^Participantes/ });
    const runner = participants.getByRole('listitem').filter({ hasText: 'WONDER CITY' });
    await runner.waitFor();
    expect(await runner.getByText('Sin cuotas todavía', { exact: true }).count()).toBe(1);
    // Nothing to put in the slip: no runner is a button, and the page says why.
    expect(await participants.getByRole('listitem').getByRole('button').count()).toBe(0);
    expect(await participants.textContent()).toContain(
      'Aún no hay cuotas para esta carrera: podrás apostar cuando se publiquen.',
    );
    await screenshot(page, 'datasources-priceless-us-race');
    expect(consoleErrors).toEqual([]);
  });
});
