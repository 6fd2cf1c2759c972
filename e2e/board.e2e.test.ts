import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  betSlip,
  chooseLanguage,
  DESKTOP,
  login,
  looksFor,
  MOBILE,
  openPage,
  screenshot,
  type Site,
  startSite,
} from './harness';

let site: Site;
beforeAll(async () => {
  // A fixed seed: the same race cards, fixtures and prices on every run.
  site = await startSite({ simulator: { seed: 7 } });
});
afterAll(async () => {
  await site?.close();
});

/** A missing race or event answers 404, which the browser logs as a failed resource. */
const withoutNotFound = (errors: string[]) =>
  errors.filter((text) => !/Failed to load resource: the server responded with a status of 404/.test(text));

async function openUpcomingRaces(page: Page) {
  // On the landing the board renders as it comes near the screen.
  if (new URL(page.url()).pathname === '/') await page.locator('#live').scrollIntoViewIfNeeded();
  await page.getByRole('tab', { name: /^Próximas/ }).click();
  const cards = page.getByRole('tabpanel', { name: /^Próximas/ }).getByRole('article');
  await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  // The first row shows at once, the rest of the page under a placeholder just after.
  await expect
    .poll(() =>
      page
        .getByRole('tabpanel', { name: /^Próximas/ })
        .locator('[aria-busy="true"]')
        .count(),
    )
    .toBe(0);
  return cards;
}

async function firstIds(page: Page): Promise<{ raceId: number; eventId: number }> {
  const races = (await (await page.request.get('/api/races/upcoming')).json()) as { id: number }[];
  const events = (await (await page.request.get('/api/sports/events')).json()) as { id: number }[];
  if (!races[0] || !events[0]) throw new Error('the simulator has not written any races or events');
  return { raceId: races[0].id, eventId: events[0].id };
}

describe('the racing and sports board', () => {
  it('a visitor sees the race cards, the live connection and a login prompt on the slip', async () => {
    const { page, consoleErrors } = await openPage(site);
    await page.goto('/');
    const cards = await openUpcomingRaces(page);
    const card = cards.first();
    expect(await card.getByTestId('race-status').textContent()).toContain('PRÓXIMA');
    expect(await card.getByTestId('race-track').textContent()).not.toBe('');
    expect(await card.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await card.getByRole('link', { name: 'Detalles' }).textContent()).toContain('Detalles');
    await expect.poll(() => page.getByTestId('live-indicator').getAttribute('data-state')).toBe('open');
    expect(await betSlip(page).slip.getByText('Inicia sesión para apostar').isVisible()).toBe(true);

    // Picking a runner as a guest asks to log in first.
    await card
      .getByRole('button', { name: /Añadir a mi boleto$/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('the countdown to the next race ticks every second', async () => {
    const { page } = await openPage(site);
    await login(page, 'jugador');
    await page.goto('/home');
    const cards = await openUpcomingRaces(page);
    const countdown = cards.first().getByTestId('countdown');
    const first = await countdown.textContent();
    expect(first).toMatch(/^(\d{2}:)?\d{2}:\d{2}$/);
    await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(first);
  });

  it('the country filter narrows the races to one country', async () => {
    const { page } = await openPage(site);
    await login(page, 'jugador');
    await page.goto('/home');
    const cards = await openUpcomingRaces(page);
    const before = await cards.count();
    const country = (await cards.first().getByTestId('country-badge').textContent())?.trim() ?? '';

    await page.getByRole('button', { name: /^País:/ }).click();
    await page.getByRole('menuitemradio').filter({ hasText: country }).first().click();
    await expect.poll(() => page.getByTestId('country-filter-value').textContent()).toBe(country);

    await expect.poll(() => cards.count()).toBeLessThan(before);
    const shown = await cards.getByTestId('country-badge').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown.map((text) => text.trim()))).toEqual(new Set([country]));

    await page.getByRole('button', { name: /^País:/ }).click();
    await page.getByRole('menuitemradio', { name: /^Todos los países/ }).click();
    await expect.poll(() => cards.count()).toBe(before);
  });

  it('a player opens a race from its card and puts a runner in the slip and takes it out', async () => {
    const { page, consoleErrors } = await openPage(site);
    await login(page, 'jugador');
    await page.goto('/home');
    const cards = await openUpcomingRaces(page);
    const name = await cards.first().getByRole('heading', { level: 3 }).textContent();
    await cards.first().getByRole('link', { name: 'Detalles' }).click();
    await page.waitForURL(/\/race\/\d+$/);
    // The board stays on screen until the race page's code and data have arrived.
    const title = page.getByRole('heading', { level: 1, name: name! });
    await title.waitFor();

    await expect.poll(() => title.textContent()).toBe(name);
    expect(await page.getByTestId('race-facts').textContent()).toMatch(/\d m/);
    expect(await page.getByTestId('race-video-panel').getAttribute('data-video')).toBe('none');
    const runner = page.locator('[data-testid="participant"][aria-pressed]').first();
    await runner.click();
    await expect.poll(() => betSlip(page).items.count()).toBe(1);
    expect(await runner.getAttribute('aria-pressed')).toBe('true');
    await runner.click();
    await expect.poll(() => betSlip(page).items.count()).toBe(0);

    await runner.click();
    await betSlip(page)
      .slip.getByRole('button', { name: /^Quitar / })
      .click();
    await expect.poll(() => betSlip(page).items.count()).toBe(0);

    await page.getByRole('link', { name: 'Volver a carreras' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(consoleErrors).toEqual([]);
  });

  it('a player opens a sport event from its card, picks a price and keeps it as a favourite', async () => {
    const { page, consoleErrors } = await openPage(site);
    await login(page, 'jugador');
    await page.goto('/sports');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Ver evento' }) })
      .first();
    await card.waitFor({ timeout: 15_000 });
    // The card's heading holds the two team names (and the score once the match is on).
    const teams = await card.locator('h3 span.font-extrabold').allTextContents();
    await card.getByRole('link', { name: 'Ver evento' }).click();
    await page.waitForURL(/\/event\/\d+$/);

    const heading = page.getByRole('heading', { level: 1, name: teams[0]?.trim() });
    await heading.waitFor();
    const headingText = (await heading.textContent()) ?? '';
    expect(teams).toHaveLength(2);
    for (const team of teams) expect(headingText).toContain(team.trim());
    expect(await page.getByTestId('event-status').count()).toBe(1);
    expect(await page.getByTestId('sport-odds-home').count()).toBe(1);
    expect(await page.getByTestId('sport-odds-away').count()).toBe(1);

    const home = page.getByTestId('sport-odds-home');
    if (await home.isEnabled()) {
      await home.click();
      await expect.poll(() => betSlip(page).items.count()).toBe(1);
    }

    // Its name follows its state; aria-pressed is what is checked.
    const favourite = page.getByRole('button', { name: /^(Añadir a favoritos|En favoritos)$/ });
    await favourite.click();
    await expect.poll(() => favourite.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect.poll(() => favourite.getAttribute('aria-pressed')).toBe('true');
    expect(consoleErrors).toEqual([]);
  });

  it('a missing race and a missing event say so', async () => {
    const { page, consoleErrors } = await openPage(site);
    await login(page, 'jugador');
    await page.goto('/race/99999999');
    await expect.poll(() => page.getByText('Carrera no encontrada').textContent()).toContain('Carrera no encontrada');
    await page.goto('/event/99999999');
    await expect
      .poll(() => page.getByText('Error al cargar los detalles del evento').textContent())
      .toContain('Error al cargar los detalles del evento');
    expect(withoutNotFound(consoleErrors)).toEqual([]);
  });

  it('the board speaks English after switching the language', async () => {
    const { page } = await openPage(site);
    await login(page, 'jugador');
    await page.goto('/home');
    await page.getByRole('tab', { name: /^Próximas/ }).waitFor();
    await chooseLanguage(page, 'EN');
    await expect.poll(() => page.getByRole('tab', { name: /^Upcoming/ }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('board-banner').textContent()).toContain('Live races and sports');
  });
});

describe('the betting page', () => {
  it('at 1280 px shows up to 8 race buttons and the entries of the chosen race', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP });
    await login(page, 'jugador');
    await page.goto('/betting');
    const buttons = page.getByTestId('betting-race-button');
    await expect.poll(() => buttons.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await buttons.count()).toBeLessThanOrEqual(8);
    expect(await page.getByTestId('betting-race-card').count()).toBe(0);

    const selected = page.getByTestId('betting-selected-race');
    expect(await selected.getAttribute('data-race-id')).toBe(await buttons.first().getAttribute('data-race-id'));
    const table = page.getByTestId('betting-entries');
    expect(await table.locator('th').allTextContents()).toEqual(expect.arrayContaining(['WIN', 'PLACE', 'SHOW']));
    const open = table.locator('[data-testid="betting-entry"]:not([data-scratched])').first();
    const win = open.getByLabel(/^Apuesta WIN a /);
    expect(await win.getAttribute('type')).toBe('number');
    expect(await win.getAttribute('min')).toBe('0');
    expect(await win.getAttribute('step')).toBe('0.01');
    await win.fill('12.50');
    expect(await win.inputValue()).toBe('12.50');
    expect(await open.getByTestId('morning-line').textContent()).toMatch(/^ML \d+\/\d+$/);

    for (const scratched of await table.locator('[data-scratched]').all()) {
      expect(await scratched.textContent()).toContain('RETIRADO');
      expect(await scratched.locator('input').count()).toBe(0);
    }
    // Each row places its own amounts: its 'Apostar' is enabled once one of them is filled in.
    expect(await open.getByRole('button', { name: /^Apostar a / }).isEnabled()).toBe(true);
    const untouched = table.locator('[data-testid="betting-entry"]:not([data-scratched])').nth(1);
    if ((await untouched.count()) > 0)
      expect(await untouched.getByRole('button', { name: /^Apostar a / }).isDisabled()).toBe(true);

    if ((await buttons.count()) > 1) {
      const second = buttons.nth(1);
      await second.click();
      await expect.poll(() => selected.getAttribute('data-race-id')).toBe(await second.getAttribute('data-race-id'));
    }
    await screenshot(page, 'betting-page-1280');
    expect(consoleErrors).toEqual([]);
  });

  it('at 375 px shows collapsible race cards', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE });
    await login(page, 'jugador');
    await page.goto('/betting');
    const cards = page.getByTestId('betting-race-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('betting-race-buttons').count()).toBe(0);

    const first = cards.first();
    expect(await first.getAttribute('data-state')).toBe('open');
    expect(await first.getByTestId('betting-entry').count()).toBeGreaterThan(0);
    await screenshot(page, 'betting-page-375');

    await first.locator('button[aria-expanded]').click();
    await expect.poll(() => first.getAttribute('data-state')).toBe('closed');
    if ((await cards.count()) > 1) {
      await cards.nth(1).locator('button[aria-expanded]').click();
      await expect.poll(() => cards.nth(1).getAttribute('data-state')).toBe('open');
    }
    expect(consoleErrors).toEqual([]);
  });

  it('the racetrack filter narrows the race buttons to one track', async () => {
    const { page } = await openPage(site, { viewport: DESKTOP });
    await login(page, 'jugador');
    await page.goto('/betting');
    const buttons = page.getByTestId('betting-race-button');
    await expect.poll(() => buttons.count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await page.getByRole('button', { name: /^Hipódromo:/ }).click();
    const option = page.getByTestId('betting-track-option').first();
    const track = (await option.getAttribute('data-value')) ?? '';
    await option.click();
    await expect.poll(() => page.getByTestId('betting-track-value').textContent()).toBe(track);
    const names = await buttons.locator('span.text-sm').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set([track]));
  });
});

describe('a long board on a phone', () => {
  it('a player who chose fractional odds sees the cards’ prices as fractions; a guest sees decimals', async () => {
    const firstPrice = (page: Page) =>
      page
        .getByRole('tabpanel', { name: /^Próximas/ })
        .locator('[data-odds] > .font-bold')
        .first()
        .textContent();

    const guest = await openPage(site);
    await guest.page.goto('/');
    await openUpcomingRaces(guest.page);
    expect(await firstPrice(guest.page)).toMatch(/^\d+\.\d{2}$/);

    const { page } = await openPage(site);
    await login(page, 'jugador');
    const chosen = await page.request.patch('/api/user/settings', { data: { oddsFormat: 'fractional' } });
    expect(chosen.status()).toBe(200);
    try {
      await page.goto('/home');
      await openUpcomingRaces(page);
      await expect.poll(() => firstPrice(page)).toMatch(/^\d+\/\d+$/);
    } finally {
      await page.request.patch('/api/user/settings', { data: { oddsFormat: 'decimal' } });
    }
  });

  it('renders the first cards only, more as the player scrolls, with the counts of the whole list', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE });
    await login(page, 'jugador');
    await page.goto('/home');
    const upcoming = (await (await page.request.get('/api/races/upcoming')).json()) as unknown[];
    expect(upcoming.length, 'the simulator writes more races than a first screen shows').toBeGreaterThan(30);

    const cards = await openUpcomingRaces(page);
    const count = page.getByTestId('board-races-upcoming-count');
    expect(await count.textContent()).toBe(String(upcoming.length));
    const first = await cards.count();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);
    // A page of cards is a few thousand elements, not the whole board's.
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(4_000);

    // Scrolling to the end of what is shown renders the next cards, until the whole list is there.
    const more = page.getByRole('button', { name: /^Mostrar \d+ más$/ });
    while ((await more.count()) > 0) {
      const before = await cards.count();
      await more.scrollIntoViewIfNeeded();
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
    }
    expect(await cards.count()).toBe(upcoming.length);
    expect(await count.textContent()).toBe(String(upcoming.length));
    expect(consoleErrors).toEqual([]);
  });

  it('a keyboard reaches the next cards through the button at the end of the list', async () => {
    const { page } = await openPage(site, { viewport: DESKTOP });
    await login(page, 'jugador');
    await page.goto('/home');
    const cards = await openUpcomingRaces(page);
    const more = page.getByRole('button', { name: /^Mostrar \d+ más$/ });
    const before = await cards.count();
    expect(await more.textContent()).toMatch(/^Mostrar \d+ más$/);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  });
});

describe('screenshots of the board, race, event and betting pages at 375 px and 1280 px, light and dark', () => {
  it('render without console errors', async () => {
    const { page: probe } = await openPage(site);
    const { raceId, eventId } = await firstIds(probe);
    const pages = [
      ['board', '/home', 'race-card'],
      ['race', `/race/${raceId}`, 'participant'],
      ['event', `/event/${eventId}`, 'event-page'],
      ['betting', '/betting', 'betting-page'],
    ] as const;
    // One signed-in page per look, its pages in turn.
    for (const { look, screens } of looksFor(pages)) {
      const { label, viewport, colorScheme } = look;
      const { page, consoleErrors } = await openPage(site, { viewport, colorScheme });
      await login(page, 'jugador');
      for (const [name, path, testId] of screens) {
        await page.goto(path);
        await page.getByTestId(testId).first().waitFor({ timeout: 15_000 });
        // The race page's video panel shows its loading spinner for 1.5 s.
        if (name === 'race') await page.waitForTimeout(1_600);
        await screenshot(page, `${name}-${label}-${colorScheme}`);
        expect(consoleErrors, `${name} ${label} ${colorScheme}`).toEqual([]);
      }
    }
  }, 180_000);
});
