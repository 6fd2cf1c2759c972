import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { horses, races } from '../apps/server/src/db/schema';
import { createRace } from '../apps/server/src/test/race-fixtures';
import { describeViolations, seriousViolations } from './accessibility';
import { DESKTOP, LOOKS, MOBILE, openPage, screenshot, startSiteForFile } from './harness';

// No simulator: the race searched for is one the test writes.
const site = startSiteForFile();

let race: Awaited<ReturnType<typeof createRace>>;
beforeAll(async () => {
  const { db } = site.app.database;
  race = await createRace(db, {
    scheduledTime: new Date(Date.now() + 3 * 60 * 60_000),
    trackName: 'Hipódromo del Buscador',
  });
  await db.update(horses).set({ name: 'Ñandú Veloz' }).where(eq(horses.id, race.horses[0]!.id));
  await db.update(races).set({ name: 'Clásico de la Búsqueda' }).where(eq(races.id, race.race.id));
});

const searchDialog = (page: Page) => page.getByRole('dialog', { name: /^(Buscar|Search)$/ });
const searchBox = (page: Page) => searchDialog(page).getByRole('combobox');

/** The board's page, loaded, with nothing focused: where a player presses `/`. */
async function openHome(page: Page) {
  await page.goto('/home');
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
}

describe('the header search', () => {
  it('a player presses /, types a horse without its accents, arrows down to it and lands on its race', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await openHome(page);
    await page.keyboard.press('/');
    await searchBox(page).waitFor();
    // The hint until two characters are typed.
    await searchDialog(page).getByText('Escribe al menos 2 caracteres para buscar').waitFor();
    await page.keyboard.type('nandu');
    const horse = searchDialog(page).getByRole('option', { name: /Ñandú Veloz/ });
    await horse.waitFor({ timeout: 15_000 });
    expect(await searchDialog(page).getByRole('group', { name: 'Caballos' }).getByRole('option').count()).toBe(1);
    expect(await horse.textContent()).toContain('Clásico de la Búsqueda');

    await page.keyboard.press('ArrowDown');
    expect(await horse.getAttribute('aria-selected')).toBe('true');
    expect(await searchBox(page).getAttribute('aria-activedescendant')).toBe(await horse.getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/race/${race.race.id}`);
    await page.getByRole('heading', { level: 1, name: 'Clásico de la Búsqueda' }).waitFor({ timeout: 15_000 });
    expect(await searchDialog(page).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('says when nothing matches, keeps / as a character inside a field, and closes with Escape', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await openHome(page);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await searchBox(page).fill('zzqx/');
    await searchDialog(page).getByText('Sin resultados para «zzqx/»').waitFor({ timeout: 15_000 });
    expect(await searchBox(page).inputValue()).toBe('zzqx/');
    await page.keyboard.press('Escape');
    await searchDialog(page).waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
  });

  it('groups races and racetracks with their headings, and a racetrack opens /betting showing its races', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await openHome(page);
    await page.keyboard.press('/');
    await searchBox(page).fill('busq');
    const raceOption = searchDialog(page).getByRole('group', { name: 'Carreras' }).getByRole('option');
    await raceOption.first().waitFor({ timeout: 15_000 });
    expect(await raceOption.first().textContent()).toContain('Clásico de la Búsqueda');
    await searchBox(page).fill('buscador');
    const track = searchDialog(page).getByRole('group', { name: 'Hipódromos' }).getByRole('option');
    await track.first().waitFor({ timeout: 15_000 });
    await track.first().click();
    await page.waitForURL('**/betting?racetrack=*');
    await page
      .getByRole('button', { name: /Hipódromo del Buscador/ })
      .first()
      .waitFor({ timeout: 15_000 });
    expect(consoleErrors).toEqual([]);
  });

  it('is full screen at 375 px with no serious accessibility violation, and reads in English', async () => {
    for (const { label, viewport, colorScheme } of LOOKS) {
      const { page, consoleErrors } = await openPage(site, { viewport, colorScheme, user: 'jugador' });
      await openHome(page);
      await page.keyboard.press('/');
      await searchBox(page).fill('nan');
      await searchDialog(page)
        .getByRole('option', { name: /Ñandú Veloz/ })
        .waitFor({ timeout: 15_000 });
      await page.keyboard.press('ArrowDown');
      if (viewport === MOBILE) {
        const box = await searchDialog(page).boundingBox();
        expect(box).toMatchObject({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });
        if (colorScheme === 'light') {
          const violations = await seriousViolations(page);
          expect(violations, describeViolations(violations)).toEqual([]);
        }
      }
      await screenshot(page, `search-${label}-${colorScheme}-es`);
      expect(consoleErrors).toEqual([]);
    }
    const { page, context } = await openPage(site, { viewport: MOBILE, colorScheme: 'dark' });
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto('/');
    // A guest searches too; a phone's header has no room for the button: the navigation menu holds it.
    expect(await page.getByRole('button', { name: 'Search' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menuSearch = page.getByRole('dialog').getByRole('button', { name: 'Search' });
    // Photographed once the menu has slid in.
    await expect.poll(async () => (await menuSearch.boundingBox())?.x ?? -1).toBeGreaterThan(0);
    await screenshot(page, 'search-menu-375-dark-en');
    await menuSearch.click();
    // The menu closes and the focus stays in the search box, where the player types.
    await page.getByRole('dialog', { name: 'NAVIGATION' }).waitFor({ state: 'detached' });
    expect(await searchBox(page).evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.type('zzqx');
    await searchDialog(page).getByText('No results for “zzqx”').waitFor({ timeout: 15_000 });
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await screenshot(page, 'search-375-dark-en-empty');
  });
});
