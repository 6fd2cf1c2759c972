import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { races, sportEvents } from '../apps/server/src/db/schema';
import { createRace, createSportEvent } from '../apps/server/src/test/race-fixtures';
import { chooseLanguage, MOBILE, openPage, screenshot, startSiteForFile } from './harness';

const site = startSiteForFile();

/** The movements' descriptions, newest first, as a screen reader reads each after its movement. */
const descriptions = (page: Page) =>
  page
    .getByRole('list', { name: /^(Movimientos|Transactions)$/ })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => document.getElementById(item.getAttribute('aria-describedby') ?? '')?.textContent ?? ''),
    );
/** The amount a figure of the wallet's top row shows, found by its label as a screen reader names it. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('listitem', { name: label, exact: true })
    .getByText(/^-?US\$[\d,]+\.\d{2}$/)
    .textContent();

describe('the wallet', () => {
  it('a player reading in English sees the movements in English and the totals over more than 20 movements', async () => {
    const { race } = await createRace(site.app.database.db);
    const { entries } = (await (await site.app.inject({ url: `/api/races/${race.id}` })).json()) as {
      entries: { id: number }[];
    };
    const { page, consoleErrors } = await openPage(site, { user: 'jugador' });
    // The demo deposit, then 21 bets: the deposit is no longer among the 20 movements the wallet lists.
    for (let index = 0; index < 21; index++) {
      const response = await page.request.post('/api/bets', {
        data: { raceId: race.id, raceEntryId: entries[0]!.id, betType: 'win', amount: '1.00', odds: '2.50' },
      });
      expect(response.status()).toBe(201);
    }
    const staff = await openPage(site, { user: 'admin' });
    const players = (await (await staff.page.request.get('/api/admin/users?search=jugador')).json()) as {
      id: number;
      username: string;
    }[];
    const player = players.find((user) => user.username === 'jugador')!;
    const credit = await staff.page.request.post(`/api/admin/users/${player.id}/balance`, {
      data: { amount: '5.00', type: 'add' },
    });
    expect(credit.status()).toBe(200);

    await page.goto('/panel?tab=wallet');
    await page.getByRole('list', { name: 'Movimientos' }).getByRole('listitem').first().waitFor();
    await expect.poll(() => figure(page, 'Total depositado')).toBe('US$1,000.00');
    expect(await figure(page, 'Total apostado')).toBe('US$21.00');
    expect((await descriptions(page)).slice(0, 2)).toEqual([
      'Ajuste de saldo: abono',
      `Apuesta a ganador — ${race.name}`,
    ]);

    await chooseLanguage(page, 'EN');
    await expect.poll(async () => (await descriptions(page))[0]).toBe('Balance adjustment: credit');
    const english = await descriptions(page);
    expect(english).toHaveLength(20);
    expect(english.slice(1)).toEqual(Array.from({ length: 19 }, () => `Win bet — ${race.name}`));
    expect(await figure(page, 'Total deposited')).toBe('US$1,000.00');
    await screenshot(page, 'wallet-english-1280');
    await page.setViewportSize(MOBILE);
    await page.reload();
    await page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first().waitFor();
    await screenshot(page, 'wallet-english-375');
    expect(consoleErrors).toEqual([]);
    await staff.context.close();
  });
});

describe('texts from the data', () => {
  it('an English reader sees the English demo slides; a Spanish reader the going and the tennis court in Spanish', async () => {
    const { db } = site.app.database;
    const { race } = await createRace(db);
    await db.update(races).set({ going: 'Good to Soft' }).where(eq(races.id, race.id));
    const match = await createSportEvent(db, { sport: 'tennis', draw: false });
    await db
      .update(sportEvents)
      .set({ details: { surface: 'hard', weather: 'Soleado' } })
      .where(eq(sportEvents.id, match.id));

    const { page, consoleErrors } = await openPage(site, { user: 'jugador' });
    await page.goto(`/race/${race.id}`);
    await page.getByRole('heading', { level: 1, name: race.name }).waitFor();
    await expect.poll(() => page.getByRole('main').textContent()).toContain('Bueno a blando');
    await page.goto(`/event/${match.id}`);
    const detailsCard = page.getByRole('region', { name: /^(Detalles del evento|Event details)$/ });
    await detailsCard.waitFor();
    const details = await detailsCard.textContent();
    expect(details).toContain('Pista dura');
    expect(details).not.toContain('hard');

    await page.goto('/');
    // Each slide is titled by its image's alternative text; the slides not showing are hidden from the tree.
    const slideTitles = () =>
      page
        .getByRole('region', { name: /^(Destacados|Highlights)$/ })
        .getByRole('group', { includeHidden: true })
        .getByRole('img', { includeHidden: true })
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    await expect
      .poll(slideTitles)
      .toEqual(['Gran Premio del Domingo', 'Apuesta en vivo', 'Fútbol, básquetbol y tenis']);
    await chooseLanguage(page, 'EN');
    await expect.poll(slideTitles).toEqual(['Sunday Grand Prix', 'Bet in play', 'Football, basketball and tennis']);
    await screenshot(page, 'landing-english-slides-1280');
    await page.goto(`/event/${match.id}`);
    await expect.poll(() => detailsCard.textContent()).toContain('Hard court');
    expect(await detailsCard.textContent()).toContain('Sunny');
    expect(consoleErrors).toEqual([]);
  });
});
