import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  betSlip,
  definitionOf,
  DESKTOP,
  headerBalance,
  login,
  MOBILE,
  openPage,
  screenshot,
  startSiteForFile,
  toasts,
} from './harness';

// Speed 60: a simulated minute per real second, so a race 20 minutes ahead runs and settles in ~20 s.
const site = startSiteForFile({ simulator: { seed: 7, speed: 60 } });

type Race = { id: number; name: string; scheduledTime: string };
type Bet = {
  id: string;
  status: 'pending' | 'won' | 'lost' | 'cancelled';
  amount: string;
  potentialWinnings: string;
  actualWinnings: string | null;
  betType: string;
  raceId: number | null;
  raceEntryId: number | null;
};

/** "US$1,000.00" or "1000.00" → 100000. */
function cents(text: string | null): number {
  const match = /(-?)(?:US\$)?([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`not an amount: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]));
}

async function balanceCents(page: Page): Promise<number> {
  return cents(await headerBalance(page).textContent());
}

async function myBets(page: Page): Promise<Bet[]> {
  return (await (await page.request.get('/api/user/bets')).json()) as Bet[];
}

/**
 * Races far enough ahead to be bet on while the test clicks (`minutesAhead` simulated minutes after
 * the next off: at speed 60 a simulated minute is a real second), the soonest such races. Prices
 * drift every few simulated seconds in a race's last 30 minutes; a race 80 minutes out keeps still.
 */
async function racesToBetOn(page: Page, count: number, minutesAhead = 10): Promise<Race[]> {
  const upcoming = (await (await page.request.get('/api/races/upcoming')).json()) as Race[];
  const next = Date.parse(upcoming[0]!.scheduledTime);
  const chosen = upcoming
    .filter((race) => Date.parse(race.scheduledTime) >= next + minutesAhead * 60_000)
    .slice(0, count);
  if (chosen.length < count) throw new Error('the simulator has too few upcoming races');
  return chosen;
}

/** Picks the first runner still in the race on each race's card of the board's upcoming tab. */
async function pickOnBoard(page: Page, races: Race[]): Promise<void> {
  await page.getByRole('tab', { name: /^Próximas/ }).click();
  const panel = page.getByRole('tabpanel', { name: /^Próximas/ });
  for (const race of races) {
    // Simulated races may share a name: the card is the one linking to this race.
    const card = panel
      .getByRole('article', { name: race.name, exact: true })
      .filter({ has: page.locator(`a[href="/race/${race.id}"]`) });
    // A phone shows six cards a page: a later race is further down the list, past its "Mostrar N más"
    // (late in the simulated day, five or more pages down; under a full run's load, each takes seconds).
    const more = panel.getByRole('button', { name: /^Mostrar \d+ más$/ });
    await expect
      .poll(
        async () => {
          if ((await card.count()) > 0) return true;
          if ((await more.count()) > 0) await more.click();
          return false;
        },
        { timeout: 40_000 },
      )
      .toBe(true);
    await card.getByRole('button', { pressed: false }).first().click();
  }
}

/** The same, then waits for the slip beside the board to list them. */
async function pickRunners(page: Page, races: Race[]): Promise<void> {
  await pickOnBoard(page, races);
  await expect.poll(() => betSlip(page).items.count()).toBe(races.length);
}

/** Counts the answers to bet placements, so a test can wait for a click's requests to come back. */
function countPlacements(page: Page): () => number {
  let answered = 0;
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && /\/api\/(sports\/)?bets$/.test(response.url())) answered += 1;
  });
  return () => answered;
}

/** A desktop page signed in as the demo player, counting its placements (`countPlacements`) from its first request. */
async function openAsJugadorCountingPlacements() {
  const opened = await openPage(site, { viewport: DESKTOP });
  const answered = countPlacements(opened.page);
  await login(opened.page, 'jugador');
  return { ...opened, answered };
}

/**
 * 'Apostar' until the slip is empty: at speed 60 a price may move between the last odds frame and the
 * click, and the server then answers PRICE_CHANGED; the player accepts the new price and places again.
 */
async function placeSlip(page: Page, answered: () => number): Promise<void> {
  const { slip, items, place } = betSlip(page);
  for (let attempt = 0; attempt < 5; attempt++) {
    const open = await items.count();
    const before = answered();
    await place.click();
    await expect.poll(answered, { timeout: 15_000 }).toBeGreaterThanOrEqual(before + open);
    await expect.poll(() => items.and(page.locator('[aria-busy="true"]')).count()).toBe(0);
    if ((await items.count()) === 0) return;
    const errors = await slip.getByRole('alert').allTextContents();
    if (errors.length > 0) throw new Error(`the slip refused a bet: ${errors.join(' | ')}`);
    // Accepting one new price may redraw the others: take them one at a time, always the first left.
    const accept = slip.getByRole('button', { name: 'Aceptar nueva cuota' });
    for (let left = await accept.count(); left > 0; left = await accept.count()) await accept.first().click();
  }
  throw new Error('the slip could not be placed in 5 attempts');
}

describe('betting from the slip', () => {
  it('the demo player adds two selections, places them, sees the balance drop and the bets in history; after the race finishes sees them won or lost', async () => {
    const { page, consoleErrors, answered } = await openAsJugadorCountingPlacements();
    await page.goto('/home');
    await expect.poll(() => headerBalance(page).textContent()).toContain('$');
    const start = await balanceCents(page);

    const chosen = await racesToBetOn(page, 2);
    const raceIds = chosen.map((race) => race.id);
    await pickRunners(page, chosen);
    const { items } = betSlip(page);
    await betSlip(page).stakes.nth(0).fill('10');
    await items.nth(1).getByRole('button', { name: 'Importe de US$25' }).click();
    await items
      .nth(1)
      .getByRole('button', { name: /^Segundo/ })
      .click();
    expect(
      await items
        .nth(1)
        .getByRole('button', { name: /^Segundo/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await expect.poll(() => definitionOf(betSlip(page).slip, 'Total apostado').textContent()).toBe('US$35.00');
    // Winnings follow the stake and the price while typing: stake × odds of each selection.
    const expectedWinnings = await Promise.all(
      [0, 1].map(async (index) => {
        const odds = Number(await definitionOf(items.nth(index), 'Cuota').getAttribute('data-odds'));
        return cents(await definitionOf(items.nth(index), 'Retorno potencial').textContent()) > 0 && odds > 1;
      }),
    );
    expect(expectedWinnings).toEqual([true, true]);

    await placeSlip(page, answered);
    await expect.poll(() => toasts(page).first().textContent()).toContain('¡Apuesta realizada!');
    await expect.poll(() => balanceCents(page)).toBe(start - 3500);

    const placed = (await myBets(page)).filter((bet) => bet.raceId !== null && raceIds.includes(bet.raceId));
    expect(placed.map((bet) => `${bet.betType} ${bet.amount}`).sort()).toEqual(['place 25.00', 'win 10.00']);

    // The panel's history lists them.
    await page.goto('/panel');
    await page.getByRole('tab', { name: 'Historial' }).click();
    const history = page.getByRole('tabpanel', { name: 'Historial' });
    // A bet's row: its race and its stake (the two bets differ in stake, if not in race).
    const historyRow = (bet: Bet) =>
      history
        .getByRole('row')
        .filter({ hasText: chosen.find((race) => race.id === bet.raceId)!.name })
        .filter({ hasText: `$${bet.amount}` })
        .first();
    for (const bet of placed) await historyRow(bet).waitFor({ timeout: 10_000 });

    // The races run and settle; each bet ends won or lost (or refunded if its runner was withdrawn).
    let settled: Bet[] = [];
    await expect
      .poll(
        async () => {
          settled = (await myBets(page)).filter((bet) => placed.some((mine) => mine.id === bet.id));
          return settled.every((bet) => bet.status !== 'pending');
        },
        // The races run at 60× and are settled as their results come: 84 s alone on a slow host.
        { timeout: 150_000, interval: 1_000 },
      )
      .toBe(true);
    expect(settled.every((bet) => ['won', 'lost', 'cancelled'].includes(bet.status))).toBe(true);
    const returned = settled.reduce(
      (sum, bet) =>
        sum +
        (bet.status === 'won'
          ? cents(bet.actualWinnings ?? bet.potentialWinnings)
          : bet.status === 'cancelled'
            ? cents(bet.amount)
            : 0),
      0,
    );
    // The settlement's balance_update reaches the header without a reload.
    await expect.poll(() => balanceCents(page), { timeout: 15_000 }).toBe(start - 3500 + returned);
    for (const bet of settled) {
      await expect.poll(() => historyRow(bet).getAttribute('data-status'), { timeout: 15_000 }).toBe(bet.status);
    }
    // A price that moved between an odds frame and the click answers 409, which the browser logs.
    expect(consoleErrors.filter((text) => !/status of 409/.test(text))).toEqual([]);
  }, 210_000);

  it('a price that moved is shown with its arrow and must be accepted before placing again', async () => {
    const { page, consoleErrors, answered } = await openAsJugadorCountingPlacements();
    await page.goto('/home');
    await pickRunners(page, await racesToBetOn(page, 1, 80));
    const { slip, place } = betSlip(page);
    const item = betSlip(page).items.first();
    await betSlip(page).stakes.first().fill('5');
    const shown = Number(await definitionOf(item, 'Cuota').getAttribute('data-odds'));
    const newPrice = (shown + 0.25).toFixed(2);

    // The server's price moved: it answers the first placement with 409 PRICE_CHANGED.
    let calls = 0;
    await page.route('**/api/bets', async (route) => {
      calls += 1;
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'PRICE_CHANGED', message: 'Las cuotas han cambiado', odds: newPrice }),
      });
    });
    await place.click();
    const notice = item.getByRole('status');
    await expect.poll(() => notice.count()).toBe(1);
    expect(calls).toBe(1);
    expect(await definitionOf(item, 'Cuota').getAttribute('data-odds')).toBe(newPrice);
    expect(await notice.textContent()).toContain('La cuota cambió');
    expect(await notice.getAttribute('data-direction')).toBe('up');
    expect(await place.isDisabled()).toBe(true);
    expect(await slip.getByText('Acepta las nuevas cuotas para poder apostar.').isVisible()).toBe(true);
    await expect.poll(() => toasts(page).first().textContent()).toContain('Error al realizar apuesta');

    // Accepted, it can be placed again, at the answered price.
    await item.getByRole('button', { name: 'Aceptar nueva cuota' }).click();
    expect(await place.isEnabled()).toBe(true);
    await page.unroute('**/api/bets');
    const accepted = await definitionOf(item, 'Cuota').getAttribute('data-odds');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/bets') && request.method() === 'POST');
    await place.click();
    const request = await sent;
    expect((request.postDataJSON() as { odds: string }).odds).toBe(accepted);
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The real server's price is not the made-up one: it answers PRICE_CHANGED with its own.
    await expect.poll(() => notice.count()).toBe(1);
    await item.getByRole('button', { name: 'Aceptar nueva cuota' }).click();
    await placeSlip(page, answered);
    await expect.poll(() => toasts(page).first().textContent()).toContain('¡Apuesta realizada!');

    // The mocked and the real 409 are logged by the browser as failed resources.
    expect(consoleErrors.filter((text) => !/status of 409/.test(text))).toEqual([]);
  }, 60_000);

  it('on a phone the slip opens from a floating button in a bottom sheet; screenshots at 375 and 1280 px, light and dark', async () => {
    for (const [label, viewport] of [
      ['375', MOBILE],
      ['1280', DESKTOP],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, consoleErrors, context } = await openPage(site, { viewport, colorScheme, user: 'jugador' });
        await page.goto('/home');
        await pickOnBoard(page, await racesToBetOn(page, 2, 80));
        const { slip, items, stakes } = betSlip(page);
        const fab = page.getByRole('button', { name: /^Abrir boleto de apuestas/ });
        if (viewport === MOBILE) {
          // No sidebar on a phone: the floating button counts the selections and opens the sheet.
          expect(await slip.count()).toBe(0);
          await expect.poll(() => fab.getAttribute('aria-label')).toBe('Abrir boleto de apuestas (2)');
          await fab.click();
          await page.getByRole('dialog').waitFor();
          expect(await page.getByRole('dialog').getByRole('region', { name: 'Boleto de apuestas' }).count()).toBe(1);
        } else {
          expect(await fab.count()).toBe(0);
        }
        await expect.poll(() => items.count()).toBe(2);
        await stakes.nth(0).fill('12.50');
        await items.nth(1).getByRole('button', { name: 'Importe de US$10' }).click();
        await items
          .nth(1)
          .getByRole('button', { name: /^Tercero/ })
          .click();
        await expect.poll(() => definitionOf(betSlip(page).slip, 'Total apostado').textContent()).toBe('US$22.50');
        await stakes.nth(0).blur();
        await page.waitForTimeout(400);
        await screenshot(page, `bet-slip-${label}-${colorScheme}`);
        expect(consoleErrors, `${label} ${colorScheme}`).toEqual([]);
        await context.close();
      }
    }
  }, 300_000);
});

describe('the betting page', () => {
  it('a row places one bet per filled amount and clears them; an empty or zero amount is refused first', async () => {
    const { page, consoleErrors, answered } = await openAsJugadorCountingPlacements();
    await page.goto('/betting');
    const [race] = await racesToBetOn(page, 1);
    // Its button ends with the race's name (after its time and racetrack).
    const button = page
      .getByRole('group', { name: 'Carreras', exact: true })
      .getByRole('button', { name: new RegExp(`${race!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
      .first();
    // The desktop bar shows the first 8 races; the chosen one is among the soonest.
    await button.waitFor({ timeout: 15_000 });
    await button.click();
    // The first runner that can be bet on, in the section named by the race: its row group in the table.
    const row = page
      .getByRole('region', { name: race!.name, exact: true })
      .getByRole('rowgroup')
      .filter({ has: page.getByRole('button', { name: /^Apostar a / }) })
      .first();
    // As the player finds them: the row's amounts by bet type, its 'Apostar a <caballo>'.
    const TYPE_NAMES: Record<string, string> = { win: 'Ganador', place: 'Segundo', show: 'Tercero' };
    const amount = (type: string) => row.getByLabel(new RegExp(`^${TYPE_NAMES[type]}: importe para `));
    const submit = row.getByRole('button', { name: /^Apostar a / });
    expect(await submit.isDisabled()).toBe(true);
    await amount('win').fill('0');
    await submit.click();
    await expect.poll(() => row.getByRole('alert').textContent()).toContain('Por favor ingresa una cantidad válida');

    const entryId = Number(await row.getAttribute('data-entry-id'));
    await amount('win').fill('4');
    await amount('show').fill('6');
    expect(await row.getByText(/^Total /).textContent()).toContain('US$10.00');
    const empty = async () => (await amount('win').inputValue()) === '' && (await amount('show').inputValue()) === '';
    for (let attempt = 0; attempt < 5 && !(await empty()); attempt++) {
      const before = answered();
      let open = 0;
      for (const type of ['win', 'show']) {
        if ((await amount(type).inputValue()) !== '') open += 1;
      }
      await submit.click();
      await expect.poll(answered, { timeout: 15_000 }).toBeGreaterThanOrEqual(before + open);
      await expect.poll(() => submit.isEnabled().catch(() => true)).toBeDefined();
      // Accepting one new price may redraw the others, and a price back at the chosen one takes its
      // button away: always the first one left, counted again after each click.
      const accept = row.getByRole('button', { name: 'Aceptar nueva cuota' });
      for (let left = await accept.count(); left > 0; left = await accept.count()) {
        await accept
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
      }
    }
    expect(await empty()).toBe(true);
    // After a price moved, an earlier toast may say how many of the bets were taken; the last try says it placed.
    await expect.poll(() => toasts(page).filter({ hasText: '¡Apuesta realizada!' }).count()).toBeGreaterThan(0);
    const mine = (await myBets(page)).filter((bet) => bet.raceEntryId === entryId);
    expect(mine.map((bet) => `${bet.betType} ${bet.amount}`).sort()).toEqual(['show 6.00', 'win 4.00']);
    expect(consoleErrors.filter((text) => !/status of 409/.test(text))).toEqual([]);
  }, 60_000);
});
