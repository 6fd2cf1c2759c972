import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oddsApiEvent } from '../apps/server/src/test/fake-service-answers';
import { SOURCES } from '../apps/server/src/modules/datasources/source-catalogue';
import { type FakeServices, startFakeServices } from '../apps/server/src/test/start-fake-services';
import { DESKTOP, openPage, screenshot, type Site, startSite, toasts } from './harness';

/*
 * A sync that stored only part of what it was asked for, or nothing, is shown as such in the panel:
 * amber for partial, red for failed, with the failures the server named (issue 36). The Odds API is
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
