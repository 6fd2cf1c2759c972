import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  betSlip,
  chooseLanguage,
  definitionOf,
  DESKTOP,
  looksFor,
  MOBILE,
  openPage,
  screenshot,
  startSiteForFile,
} from './harness';

// A fixed seed: the same race cards, fixtures and prices on every run.
const site = startSiteForFile({ simulator: { seed: 7 } });

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

/** A filter menu's button reads "<what>: <choice> (<count>)"; the choice shown, as a screen reader hears it. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const filterShows = (page: Page, what: string, choice: string) =>
  page.getByRole('button', { name: new RegExp(`^${what}: ${escape(choice)} ?\\(\\d+\\)$`) }).count();

/** A choice of an open filter menu, by its label (its count left out). */
const optionLabel = async (option: Locator) => ((await option.textContent()) ?? '').replace(/\(\d+\)$/, '').trim();

/** The first race card whose post time is at least `ms` away. */
async function cardStartingAfter(cards: Locator, ms: number): Promise<Locator> {
  for (const card of await cards.all()) {
    const at = await card.locator('time[datetime]').first().getAttribute('datetime');
    if (at && Date.parse(at) - Date.now() >= ms) return card;
  }
  throw new Error(`no race card starts more than ${ms / 60_000} minutes from now`);
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
    expect(await card.getByText('PRÓXIMA', { exact: true }).isVisible()).toBe(true);
    // The card names its racetrack (the race's, by the id its link goes to).
    const raceId = Number((await card.getByRole('link', { name: 'Detalles' }).getAttribute('href'))?.split('/').pop());
    const races = (await (await page.request.get('/api/races/upcoming')).json()) as {
      id: number;
      racetrack: { name: string };
    }[];
    const track = races.find((race) => race.id === raceId)?.racetrack.name ?? '';
    expect(track).not.toBe('');
    // (Its place too, which for some tracks is the same word: "Kyoto", "Kyoto".)
    expect(await card.getByText(track, { exact: true }).first().isVisible()).toBe(true);
    expect(await card.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await card.getByRole('link', { name: 'Detalles' }).textContent()).toContain('Detalles');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'En vivo: conectado' }).count()).toBe(1);
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
    const { page } = await openPage(site, { user: 'jugador' });
    await page.goto('/home');
    await openUpcomingRaces(page);
    // The first race still counting down (one at its off time shows its status instead).
    const countdown = page
      .getByRole('tabpanel', { name: /^Próximas/ })
      .getByRole('timer', { name: 'Empieza en' })
      .first();
    const first = await countdown.textContent();
    expect(first).toMatch(/^(\d{2}:)?\d{2}:\d{2}$/);
    await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(first);
  });

  it('the country filter narrows the races to one country', async () => {
    const { page } = await openPage(site, { user: 'jugador' });
    await page.goto('/home');
    const cards = await openUpcomingRaces(page);
    // The tab's count, not the cards: a page of cards can be all of one country's races.
    const tabCount = async () =>
      Number(
        await page
          .getByRole('tab', { name: /^Próximas/ })
          .getByText(/^\d+$/)
          .textContent(),
      );
    const upcoming = async () => ((await (await page.request.get('/api/races/upcoming')).json()) as unknown[]).length;
    expect(await tabCount()).toBeGreaterThan(0);

    // The menu names every country with races; the first card shows its own among them.
    const menu = page.getByRole('button', { name: /^País:/ });
    const options = page.getByRole('menuitemradio').filter({ hasNotText: 'Todos los países' });
    await menu.click();
    await options.first().waitFor();
    const countries = await Promise.all((await options.all()).map(optionLabel));
    // Closed again: an open menu hides the rest of the page from the accessibility tree until it is gone.
    await page.keyboard.press('Escape');
    await options.first().waitFor({ state: 'detached' });
    const shownBy = async (card: Locator) => {
      const shown: string[] = [];
      for (const name of countries) if ((await card.getByText(name, { exact: true }).count()) > 0) shown.push(name);
      return shown;
    };
    const [country = ''] = await shownBy(cards.first());
    expect(country).not.toBe('');
    await menu.click();
    await options.filter({ hasText: country }).first().click();
    await expect.poll(() => filterShows(page, 'País', country)).toBe(1);

    await expect.poll(async () => (await tabCount()) < (await upcoming())).toBe(true);
    const shown = await Promise.all((await cards.all()).map(shownBy));
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown.flat())).toEqual(new Set([country]));

    await page.getByRole('button', { name: /^País:/ }).click();
    await page.getByRole('menuitemradio', { name: /^Todos los países/ }).click();
    await expect.poll(async () => (await tabCount()) === (await upcoming())).toBe(true);
  });

  it('a player opens a race from its card and puts a runner in the slip and takes it out', async () => {
    const { page, consoleErrors } = await openPage(site, { user: 'jugador' });
    await page.goto('/home');
    const cards = await openUpcomingRaces(page);
    // A race a few minutes from its off: the first card's may close while a busy host runs the test.
    const card = await cardStartingAfter(cards, 5 * 60_000);
    const name = await card.getByRole('heading', { level: 3 }).textContent();
    await card.getByRole('link', { name: 'Detalles' }).click();
    await page.waitForURL(/\/race\/\d+$/);
    // The board stays on screen until the race page's code and data have arrived.
    const title = page.getByRole('heading', { level: 1, name: name! });
    await title.waitFor();

    await expect.poll(() => title.textContent()).toBe(name);
    expect(await definitionOf(page.getByRole('main'), 'Distancia').textContent()).toMatch(/\d m/);
    expect(await page.getByRole('region', { name: 'Video', exact: true }).getAttribute('data-video')).toBe('none');
    // The first runner that can be picked: its row keeps its button, pressed or not.
    const runner = page
      .getByRole('region', { name: /^Participantes/ })
      .getByRole('listitem')
      .filter({ has: page.getByRole('button') })
      .first()
      .getByRole('button');
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
    const { page, consoleErrors } = await openPage(site, { user: 'jugador' });
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
    // The event's status, once, beside its name.
    const status = /^(Programado|En vivo|Finalizado|Cancelado|Resultado pendiente)$/;
    expect(await page.getByRole('main').getByText(status).count()).toBe(1);
    const odds = page.getByRole('region', { name: 'Cuotas', exact: true });
    // Each price is named by its team or player, not by "Local" / "Visitante".
    const byName = (team: string) => odds.getByRole('button', { name: new RegExp(`^${escape(team.trim())}`) });
    expect(await byName(teams[0]!).count()).toBe(1);
    expect(await byName(teams[1]!).count()).toBe(1);
    expect(await odds.getByRole('button', { name: /^(Local|Visitante)/ }).count()).toBe(0);

    const home = byName(teams[0]!);
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
    const { page, consoleErrors } = await openPage(site, { user: 'jugador' });
    await page.goto('/race/99999999');
    await expect.poll(() => page.getByText('Carrera no encontrada').textContent()).toContain('Carrera no encontrada');
    await page.goto('/event/99999999');
    await expect
      .poll(() => page.getByText('Error al cargar los detalles del evento').textContent())
      .toContain('Error al cargar los detalles del evento');
    // An id past 32 bits is no race either: the page says so, as for any other missing race.
    await page.goto('/race/99999999999');
    await expect.poll(() => page.getByText('Carrera no encontrada').textContent()).toContain('Carrera no encontrada');
    expect(withoutNotFound(consoleErrors)).toEqual([]);
  });

  it('the board speaks English after switching the language', async () => {
    const { page } = await openPage(site, { user: 'jugador' });
    await page.goto('/home');
    await page.getByRole('tab', { name: /^Próximas/ }).waitFor();
    await chooseLanguage(page, 'EN');
    await expect.poll(() => page.getByRole('tab', { name: /^Upcoming/ }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Live races and sports' }).count()).toBe(1);
  });
});

/** The betting page at 1280 px: a button per race, in the group "Carreras". */
const raceButtons = (page: Page) => page.getByRole('group', { name: 'Carreras', exact: true }).getByRole('button');
/** The race a button shows: its last line. */
const raceOf = async (button: Locator) => (await button.locator('span').last().textContent()) ?? '';
/** The chosen race's section, named by the race, and its runners (a row group each) that can be bet on. */
const chosenRace = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const openEntries = (table: Locator) =>
  table.getByRole('rowgroup').filter({ has: table.page().getByRole('button', { name: /^Apostar a / }) });
/** At 375 px: a collapsible card per race, in the section "Carreras". */
const phoneCards = (page: Page) => page.getByRole('region', { name: 'Carreras', exact: true }).getByRole('article');
const cardToggle = (card: Locator) => card.getByRole('heading').getByRole('button');

describe('the betting page', () => {
  it('at 1280 px shows up to 8 race buttons and the entries of the chosen race', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await page.goto('/betting');
    const buttons = raceButtons(page);
    await expect.poll(() => buttons.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await buttons.count()).toBeLessThanOrEqual(8);
    expect(await phoneCards(page).count()).toBe(0);

    // The first race is the chosen one: its button is pressed and the section below is named by it.
    expect(await buttons.first().getAttribute('aria-pressed')).toBe('true');
    const selected = chosenRace(page, await raceOf(buttons.first()));
    expect(await selected.count()).toBe(1);
    // Its runners come from the race's own answer, after the lists': they show once it is in.
    const table = selected.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(
      expect.arrayContaining(['Ganador', 'Segundo', 'Tercero']),
    );
    const open = openEntries(table).first();
    const win = open.getByLabel(/^Ganador: importe para /);
    expect(await win.getAttribute('type')).toBe('number');
    expect(await win.getAttribute('min')).toBe('0');
    expect(await win.getAttribute('step')).toBe('0.01');
    await win.fill('12.50');
    expect(await win.inputValue()).toBe('12.50');
    expect(await open.getByText(/^ML /).textContent()).toMatch(/^ML \d+\/\d+$/);

    for (const scratched of await table.locator('[data-scratched]').all()) {
      expect(await scratched.textContent()).toContain('RETIRADO');
      expect(await scratched.locator('input').count()).toBe(0);
    }
    // Each row places its own amounts: its 'Apostar' is enabled once one of them is filled in.
    expect(await open.getByRole('button', { name: /^Apostar a / }).isEnabled()).toBe(true);
    const untouched = openEntries(table).nth(1);
    if ((await untouched.count()) > 0)
      expect(await untouched.getByRole('button', { name: /^Apostar a / }).isDisabled()).toBe(true);

    if ((await buttons.count()) > 1) {
      const second = buttons.nth(1);
      await second.click();
      await expect.poll(() => second.getAttribute('aria-pressed')).toBe('true');
      expect(await chosenRace(page, await raceOf(second)).count()).toBe(1);
    }
    await screenshot(page, 'betting-page-1280');
    expect(consoleErrors).toEqual([]);
  });

  it('at 375 px shows collapsible race cards', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE, user: 'jugador' });
    await page.goto('/betting');
    const cards = phoneCards(page);
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('group', { name: 'Carreras', exact: true }).count()).toBe(0);

    const first = cards.first();
    expect(await cardToggle(first).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => first.getByRole('listitem').count()).toBeGreaterThan(0);
    await screenshot(page, 'betting-page-375');

    await cardToggle(first).click();
    await expect.poll(() => cardToggle(first).getAttribute('aria-expanded')).toBe('false');
    if ((await cards.count()) > 1) {
      await cardToggle(cards.nth(1)).click();
      await expect.poll(() => cardToggle(cards.nth(1)).getAttribute('aria-expanded')).toBe('true');
    }
    expect(consoleErrors).toEqual([]);
  });

  it('the racetrack filter narrows the race buttons to one track', async () => {
    const { page } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await page.goto('/betting');
    const buttons = raceButtons(page);
    await expect.poll(() => buttons.count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await page.getByRole('button', { name: /^Hipódromo:/ }).click();
    const option = page.getByRole('menuitemradio').filter({ hasNotText: 'Todos los hipódromos' }).first();
    const track = await optionLabel(option);
    await option.click();
    await expect.poll(() => filterShows(page, 'Hipódromo', track)).toBe(1);
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

    const { page } = await openPage(site, { user: 'jugador' });
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

  it('a returning player’s first screen shows their odds format before their settings answer', async () => {
    const firstPrice = (page: Page) =>
      page
        .getByRole('tabpanel', { name: /^Próximas/ })
        .locator('[data-odds] > .font-bold')
        .first();
    const { page } = await openPage(site, { user: 'jugador' });
    expect((await page.request.patch('/api/user/settings', { data: { oddsFormat: 'american' } })).status()).toBe(200);
    try {
      await page.goto('/home');
      await openUpcomingRaces(page);
      await expect.poll(() => firstPrice(page).textContent()).toMatch(/^[+-]\d+$/);

      // Back another day: the settings are asked for after the first screen, and here never answer.
      await page.route('**/api/user/settings', () => {});
      await page.reload();
      await openUpcomingRaces(page);
      await expect.poll(() => firstPrice(page).textContent()).toMatch(/^[+-]\d+$/);
    } finally {
      await page.unroute('**/api/user/settings');
      await page.request.patch('/api/user/settings', { data: { oddsFormat: 'decimal' } });
    }
  });

  it('renders the first cards only, more as the player scrolls, with the counts of the whole list', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE, user: 'jugador' });
    // The races whose prices the page asks the live socket for.
    const watched = new Set<number>();
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as { type: string; raceId?: number };
        if (frame.type === 'subscribe_odds' && frame.raceId !== undefined) watched.add(frame.raceId);
      }),
    );
    await page.goto('/home');
    const upcoming = (await (await page.request.get('/api/races/upcoming')).json()) as { id: number }[];
    expect(upcoming.length, 'the simulator writes more races than a first screen shows').toBeGreaterThan(30);

    const cards = await openUpcomingRaces(page);
    // The cards drawn are watched, the upcoming races not drawn are not (unless one has gone off since).
    const drawnIds = () =>
      page
        .getByRole('tabpanel', { name: /^Próximas/ })
        .getByRole('link', { name: 'Detalles' })
        .evaluateAll((links) => links.map((link) => Number(link.getAttribute('href')?.split('/').pop())));
    const drawn = await drawnIds();
    await expect.poll(() => drawn.filter((id) => !watched.has(id))).toEqual([]);
    const live = ((await (await page.request.get('/api/races/live')).json()) as { id: number }[]).map(({ id }) => id);
    const watchedNotDrawn = upcoming.map(({ id }) => id).filter((id) => watched.has(id) && !drawn.includes(id));
    expect(watchedNotDrawn.filter((id) => !live.includes(id))).toEqual([]);
    // The tab's count (shown from 640 px; a phone's tab holds it hidden).
    const count = page.getByRole('tab', { name: /^Próximas/ }).getByText(/^\d+$/);
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
    // Revealed, the rest are watched too.
    const all = await drawnIds();
    await expect.poll(() => all.filter((id) => !watched.has(id))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('a keyboard reaches the next cards through the button at the end of the list', async () => {
    const { page } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
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
  it('a player’s board, race, event and betting pages draw without the account’s texts, which come after', async () => {
    const { page, consoleErrors } = await openPage(site, { user: 'jugador', viewport: MOBILE });
    const { raceId, eventId } = await firstIds(page);
    // The account's Spanish sections (the panel, the cashier, signing in, the footer: lib/translation/i18n.ts) held
    // back: the player's pages must not wait for them (decision 021).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route(/\/assets\/es-account-[^/]+\.js$/, async (route) => {
      asked += 1;
      await held;
      await route.continue().catch(() => undefined);
    });
    const pages = [
      ['/home', page.getByRole('article')],
      [`/race/${raceId}`, page.getByRole('region', { name: /^Participantes/ })],
      [`/event/${eventId}`, page.getByRole('heading', { level: 1 })],
      ['/betting', page.getByRole('heading', { level: 1, name: 'Apuestas hípicas' })],
    ] as const;
    for (const [path, loaded] of pages) {
      await page.goto(path);
      await loaded.first().waitFor({ timeout: 15_000 });
      // No translation key in place of a text (a key reads "section.name").
      expect(await page.locator('main').innerText(), path).not.toMatch(/\b[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+\b/);
      // The footer, which draws the account's texts, waits for them.
      expect(await page.getByRole('contentinfo').count(), path).toBe(0);
    }
    // They were asked for once the first screen was drawn; let through, the footer follows.
    expect(asked).toBeGreaterThan(0);
    release();
    await page.getByRole('contentinfo').waitFor({ timeout: 15_000 });
    expect(consoleErrors).toEqual([]);
  });

  it('render without console errors', async () => {
    const { page: probe } = await openPage(site);
    const { raceId, eventId } = await firstIds(probe);
    // Each page, and what shows once it has loaded.
    const pages = [
      ['board', '/home', (page: Page) => page.getByRole('article')],
      ['race', `/race/${raceId}`, (page: Page) => page.getByRole('region', { name: /^Participantes/ })],
      ['event', `/event/${eventId}`, (page: Page) => page.getByRole('heading', { level: 1 })],
      ['betting', '/betting', (page: Page) => page.getByRole('heading', { level: 1, name: 'Apuestas hípicas' })],
    ] as const;
    // One signed-in page per look, its pages in turn.
    for (const { look, screens } of looksFor(pages)) {
      const { label, viewport, colorScheme } = look;
      const { page, consoleErrors } = await openPage(site, { viewport, colorScheme, user: 'jugador' });
      for (const [name, path, loaded] of screens) {
        await page.goto(path);
        await loaded(page).first().waitFor({ timeout: 15_000 });
        // The race page's video panel shows its loading spinner for 1.5 s.
        if (name === 'race') await page.waitForTimeout(1_600);
        await screenshot(page, `${name}-${label}-${colorScheme}`);
        expect(consoleErrors, `${name} ${label} ${colorScheme}`).toEqual([]);
      }
    }
  }, 180_000);
});
