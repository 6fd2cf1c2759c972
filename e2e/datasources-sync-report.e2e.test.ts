import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oddsApiEvent } from '../apps/server/src/test/fake-service-answers';
import { SOURCES } from '../apps/server/src/modules/datasources/config/source-catalogue';
import { type FakeServices, startFakeServices } from '../apps/server/src/test/start-fake-services';
import { DESKTOP, LOOKS, MOBILE, openInLanguage, openPage, screenshot, type Site, startSite, toasts } from './harness';

/*
 * A sync that stored only part of what it was asked for, or nothing, is shown as such in the panel:
 * amber for partial, red for failed, with the failures the server named. The Odds API is
 * the local fake: one league answers, the other fails.
 */

let fake: FakeServices;
let site: Site;
const leagues = ['soccer_epl', 'soccer_spain_la_liga'];

beforeAll(async () => {
  fake = await startFakeServices();
  site = await startSite({ dataSources: fake.settings() });
  fake.route('odds', '/v4/sports', {
    body: leagues.map((key) => ({ key, group: 'Soccer', title: key, active: true, has_outrights: false })),
  });
});
afterAll(async () => {
  await site?.close();
  await fake?.close();
});

const oddsCard = (page: Page) => page.getByRole('region', { name: SOURCES['uk-betting-odds-api'].name, exact: true });

async function syncOddsFromPanel(page: Page) {
  await page.goto('/panel?tab=api-management');
  const card = oddsCard(page);
  await card.waitFor();
  await card.getByRole('button', { name: 'Sincronizar', exact: true }).click();
  const result = card.getByRole('status', { name: 'Resultado de la sincronización' });
  await result.waitFor();
  return { card, result };
}

describe('a partial or failed sync in the panel', () => {
  it('shows a sync where one league failed as partial (amber), naming the league, never "Conectada"', async () => {
    const kickOff = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000);
    fake.route('odds', '/v4/sports/soccer_epl/odds', {
      body: [
        oddsApiEvent({
          id: 'report-1',
          sportKey: 'soccer_epl',
          commence: kickOff,
          home: 'Arsenal',
          away: 'Chelsea',
          books: [{ home: 2.1, away: 3.4, draw: 3.2 }],
        }),
      ],
    });
    fake.route('odds', '/v4/sports/soccer_spain_la_liga/odds', { status: 500, body: { message: 'down' } });

    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await openPage(site, { user: 'superadmin', viewport: DESKTOP, colorScheme });
      const { card, result } = await syncOddsFromPanel(page);
      expect(await result.getAttribute('data-tone')).toBe('partial');
      expect(await result.textContent()).toContain(
        'soccer_spain_la_liga: The Odds API (UK) no está disponible (HTTP 500)',
      );
      expect(await card.getByText('Parcial', { exact: true }).count()).toBe(1);
      await expect.poll(() => toasts(page).first().textContent()).toContain('Sincronización parcial');
      expect(await toasts(page).first().getAttribute('data-variant')).toBe('warning');
      // The source's state follows: an error until a sync stores everything.
      await card.getByText('Error', { exact: true }).waitFor();
      expect(await card.getByText('Conectada', { exact: true }).count()).toBe(0);
      await screenshot(page, `datasources-sync-partial-1280-${colorScheme}`);
    }
  });

  it('shows a sync where every league failed as failed (red), each league named', async () => {
    for (const key of leagues) fake.route('odds', `/v4/sports/${key}/odds`, { status: 500, body: { message: 'down' } });
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, consoleErrors } = await openPage(site, { user: 'superadmin', viewport: DESKTOP, colorScheme });
      const { card, result } = await syncOddsFromPanel(page);
      expect(await result.getAttribute('data-tone')).toBe('failure');
      for (const key of leagues) expect(await result.textContent()).toContain(`${key}: The Odds API (UK)`);
      expect(await card.getByText('Fallida', { exact: true }).count()).toBe(1);
      await expect.poll(() => toasts(page).first().getAttribute('data-variant')).toBe('destructive');
      await card.getByText('Error', { exact: true }).waitFor();
      await screenshot(page, `datasources-sync-failed-1280-${colorScheme}`);
      expect(consoleErrors.filter((text) => !/status of 502/.test(text))).toEqual([]);
    }
  });
});

/** /api-configuration's row of a source: a list item named after it in the list 'Fuentes de datos'. */
const sourceRow = (page: Page, apiId: keyof typeof SOURCES) =>
  page
    .getByRole('list', { name: /^(Fuentes de datos|Data sources)$/ })
    .getByRole('listitem', { name: SOURCES[apiId].name, exact: true });

/** What a source's last sync failed at, as a reader finds it: the paragraph that starts 'Qué falló:'. */
const reasonIn = (scope: Locator, label: 'Qué falló' | 'What failed') =>
  scope.getByRole('paragraph').filter({ hasText: new RegExp(`^${label}:`) });

describe('the source list keeps how the last sync went, after the toast is gone', () => {
  beforeAll(async () => {
    // The Odds API: one league stored, the other failed (partial); API-Football: every call failed.
    fake.route('odds', '/v4/sports/soccer_epl/odds', {
      body: [
        oddsApiEvent({
          id: 'list-1',
          sportKey: 'soccer_epl',
          commence: new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000),
          home: 'Arsenal',
          away: 'Chelsea',
          books: [{ home: 2.1, away: 3.4, draw: 3.2 }],
        }),
      ],
    });
    fake.route('odds', '/v4/sports/soccer_spain_la_liga/odds', { status: 500, body: { message: 'down' } });
    fake.route('apf', '/fixtures', { status: 500, body: { message: 'down' } });
    const { page } = await openPage(site, { user: 'superadmin' });
    const odds = await page.request.post('/api/admin/sync-uk-betting-odds-api');
    expect(await odds.json()).toMatchObject({ outcome: 'partial' });
    expect((await page.request.post('/api/admin/sync-sport-api')).status()).toBe(502);
  });

  it('shows a partial source amber and a failed one red, each with what failed, in Spanish', async () => {
    for (const look of LOOKS) {
      const { page, consoleErrors } = await openPage(site, { user: 'superadmin', ...look });
      await page.goto('/api-configuration');
      const partial = sourceRow(page, 'uk-betting-odds-api');
      const badge = partial.getByText('Sincronización parcial', { exact: true });
      await badge.waitFor();
      expect(await badge.getAttribute('data-outcome')).toBe('partial');
      const reason = reasonIn(partial, 'Qué falló');
      expect(await reason.getAttribute('data-outcome')).toBe('partial');
      expect(await reason.textContent()).toBe(
        'Qué falló: soccer_spain_la_liga: The Odds API (UK) no está disponible (HTTP 500)',
      );
      // The status keeps its three values: a partial sync leaves the source in error.
      expect(await partial.getByText('Error', { exact: true }).getAttribute('data-state')).toBe('error');

      const failed = sourceRow(page, 'sport-api');
      expect(await failed.getByText('Sincronización fallida', { exact: true }).getAttribute('data-outcome')).toBe(
        'failed',
      );
      expect(await reasonIn(failed, 'Qué falló').textContent()).toMatch(/API-Football/);
      // A source in error is an incident, not 'Solo simulador'.
      const system = page.getByRole('region', { name: 'Estado del sistema', exact: true });
      expect(await system.getByText('Con incidencias', { exact: true }).getAttribute('data-state')).toBe('degraded');
      await partial.scrollIntoViewIfNeeded();
      await screenshot(page, `api-configuration-sync-outcomes-${look.label}-${look.colorScheme}`);
      expect(consoleErrors).toEqual([]);
    }
  });

  it('says the same in English', async () => {
    const { page } = await openInLanguage(site, 'en', { viewport: MOBILE, colorScheme: 'dark' }, 'superadmin');
    await page.goto('/api-configuration');
    const partial = sourceRow(page, 'uk-betting-odds-api');
    await partial.getByText('Partial sync', { exact: true }).waitFor();
    expect(await reasonIn(partial, 'What failed').textContent()).toContain('soccer_spain_la_liga');
    expect(await sourceRow(page, 'sport-api').getByText('Failed sync', { exact: true }).count()).toBe(1);
  });

  it('lists the partial and the failed source on /api-management and /api-testing', async () => {
    const { page, consoleErrors } = await openPage(site, { user: 'superadmin', viewport: DESKTOP });
    for (const url of ['/api-management', '/api-testing']) {
      await page.goto(url);
      const problems = page.getByRole('region', { name: 'Sincronizaciones con problemas', exact: true });
      const odds = problems.getByRole('listitem', { name: SOURCES['uk-betting-odds-api'].name, exact: true });
      await odds.waitFor();
      expect(await odds.getByText('Sincronización parcial', { exact: true }).count()).toBe(1);
      expect(await reasonIn(odds, 'Qué falló').textContent()).toContain('soccer_spain_la_liga');
      const sport = problems.getByRole('listitem', { name: SOURCES['sport-api'].name, exact: true });
      expect(await sport.getByText('Sincronización fallida', { exact: true }).count()).toBe(1);
    }
    expect(consoleErrors).toEqual([]);
  });
});

describe('the panels agree with each other', () => {
  it('the automatic sync names the sources it syncs and says none is connected; the panel counts sources switched on', async () => {
    const { page, consoleErrors } = await openPage(site, { user: 'superadmin', viewport: DESKTOP });
    await page.goto('/api-management');
    // The fake's sources have credentials: the job tries them all, though none is connected.
    await page
      .getByText(
        'Sincronización automática cada 30 segundos para API-Football, TheRacingAPI, The Odds API (UK), Horse Racing USA, pero ninguna está conectada: se reintentan al cumplirse su intervalo',
        { exact: true },
      )
      .waitFor();

    await page.goto('/panel?tab=api-management');
    const summary = page.getByRole('tabpanel', { name: 'APIs', exact: true });
    await summary.getByText('Encendidas', { exact: true }).waitFor();
    expect(await summary.getByText('Activas', { exact: true }).count()).toBe(0);
    // lastSyncAt moves only on a complete sync: the card says so beside the partial one's reason.
    // The source cards come with their own read, after the summary's: waited for, then counted.
    const odds = oddsCard(page);
    await odds.getByText('Sincronización parcial', { exact: true }).first().waitFor();
    expect(await odds.getByText('Sincronización parcial', { exact: true }).count()).toBe(1);
    expect(await odds.getByText('Ninguna sincronización completa todavía', { exact: true }).count()).toBe(1);
    expect(await reasonIn(odds, 'Qué falló').textContent()).toContain('soccer_spain_la_liga');
    expect(consoleErrors).toEqual([]);
  });
});
