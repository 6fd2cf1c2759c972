import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { zoneClock } from '../apps/server/src/lib/zone-clock';
import { chooseLanguage, DESKTOP, MOBILE, openPage, screenshot, startSiteForFile, toasts } from './harness';

const site = startSiteForFile();

const HORSES = ['Relámpago Norteño', 'Dama de Cerralvo', 'Tormenta Regia', 'Faro del Golfo'];

/** A `datetime-local` value this many minutes ahead on the wall clock of the site's time zone (the demo admin's). */
function localInput(minutesAhead: number): string {
  const parts = Object.fromEntries(
    zoneClock('America/Mexico_City', 'en-US')
      .formatToParts(new Date(Date.now() + minutesAhead * 60_000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const ownRacesList = (page: Page) => page.getByRole('list', { name: 'Carreras propias' });
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** An own race through the API, for the stories that start past its off. */
async function createOwnRaceByApi(
  page: Page,
  name: string,
  secondsAhead: number,
): Promise<{ id: number; entries: Array<{ id: number; horseName: string }> }> {
  const response = await page.request.post('/api/admin/races', {
    data: {
      racetrack: { name: 'Hipódromo de las Américas', country: 'México', city: 'Ciudad de México' },
      name,
      scheduledTime: new Date(Date.now() + secondsAhead * 1000).toISOString(),
      distance: 1200,
      entries: HORSES.map((horseName, index) => ({ number: index + 1, horseName, morningLine: `${index + 2}.50` })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; entries: Array<{ id: number; horseName: string }> };
}

describe('the tote for staff', () => {
  it('an admin creates an own race with four runners, sees it listed and on the site, and scratches one', async () => {
    const { page, consoleErrors } = await openPage(site, { user: 'admin', viewport: DESKTOP });
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Carreras propias' }).click();
    // An admin (not super admin) has no tote settings.
    expect(await page.getByRole('tab', { name: 'Tote' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Nueva carrera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva carrera' });

    // Sent empty, each missing field says what it needs, in Spanish.
    await dialog.getByRole('button', { name: 'Crear carrera' }).click();
    await dialog.getByText('Indica el nombre del hipódromo').waitFor();
    await dialog.getByText('Indica la fecha y hora de la carrera').waitFor();
    expect(await dialog.getByText('Indica el nombre de cada caballo').count()).toBeGreaterThan(0);

    await dialog.getByLabel('Hipódromo').fill('Hipódromo de Monterrey');
    await dialog.getByLabel('País').fill('México');
    await dialog.getByLabel('Ciudad (opcional)').fill('Monterrey');
    await dialog.getByLabel('Nombre de la carrera').fill('Clásico del Cerro de la Silla');
    const scheduled = localInput(90);
    await dialog.getByLabel('Fecha y hora').fill(scheduled);
    await dialog.getByLabel('Distancia (metros)').fill('1400');
    // A fifth row is added and removed again.
    await dialog.getByRole('button', { name: 'Agregar caballo' }).click();
    await dialog.getByRole('button', { name: 'Quitar el caballo número 5' }).click();
    for (const [index, horse] of HORSES.entries()) {
      const row = dialog.getByRole('listitem', { name: `Caballo número ${index + 1}` });
      await row.getByLabel('Caballo', { exact: true }).fill(horse);
      await row.getByLabel('Jinete').fill(`Jinete ${index + 1}`);
      await row.getByLabel('Cuota de mañana').fill(`${index + 2}.50`);
    }
    await dialog.getByRole('listitem', { name: 'Caballo número 2' }).getByLabel('Cuota de mañana').fill('0.5');
    await dialog.getByRole('button', { name: 'Crear carrera' }).click();
    await dialog.getByText('La cuota de mañana debe ser decimal, al menos 1.01 (por ejemplo 3.50)').waitFor();
    await dialog.getByRole('listitem', { name: 'Caballo número 2' }).getByLabel('Cuota de mañana').fill('3.50');
    await screenshot(page, 'tote-staff-new-race-desktop');
    await dialog.getByRole('button', { name: 'Crear carrera' }).click();
    await expect.poll(() => toasts(page).first().textContent()).toContain('Carrera creada');

    const card = ownRacesList(page).getByRole('listitem', { name: 'Clásico del Cerro de la Silla' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Programada');
    // Listed at the time typed: the form reads it in the site's time zone, as the list shows it.
    const [hour, minute] = scheduled.slice(11).split(':').map(Number) as [number, number];
    expect(await card.textContent()).toContain(`${hour % 12 || 12}:${String(minute).padStart(2, '0')}`);
    for (const horse of HORSES) expect(await card.textContent()).toContain(horse);
    await screenshot(page, 'tote-staff-list-desktop');

    // The race is on the site, its runners by their program number.
    const { races } = (await (await page.request.get('/api/admin/races')).json()) as {
      races: Array<{ id: number; name: string }>;
    };
    const raceId = races.find((race) => race.name === 'Clásico del Cerro de la Silla')!.id;
    const player = await openPage(site, { user: 'jugador' });
    await player.page.goto(`/race/${raceId}`);
    await player.page
      .getByRole('heading', { name: /Clásico del Cerro de la Silla/ })
      .first()
      .waitFor();
    for (const horse of HORSES) await player.page.getByText(horse).first().waitFor();

    // Before its off the race can be changed; the runners stay as they were.
    await card.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Clásico del Cerro de la Silla' });
    expect(await edit.getByLabel('Fecha y hora').inputValue()).toBe(scheduled);
    await edit.getByLabel('Distancia (metros)').fill('1600');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => toasts(page).first().textContent()).toContain('Carrera guardada');
    await expect.poll(() => card.textContent()).toContain('1600 m');

    // Scratching asks first; kept, nothing changes; confirmed, the runner shows scratched.
    await card.getByRole('button', { name: `Retirar a ${HORSES[1]}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `¿Retirar a ${HORSES[1]}?` });
    await confirm.waitFor();
    await screenshot(page, 'tote-staff-scratch-confirm');
    await confirm.getByRole('button', { name: 'No retirar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: `Retirar a ${HORSES[1]}` }).click();
    await confirm.getByRole('button', { name: 'Retirar caballo' }).click();
    await expect.poll(() => toasts(page).first().textContent()).toContain('Caballo retirado');
    await expect.poll(() => card.getByText('Retirado', { exact: true }).count()).toBe(1);
    expect(await card.getByRole('button', { name: `Retirar a ${HORSES[1]}` }).count()).toBe(0);

    // On a phone the list and the form fit the screen.
    const phone = await openPage(site, { user: 'admin', viewport: MOBILE });
    await phone.page.goto('/admin?tab=ownRaces');
    await ownRacesList(phone.page).getByRole('listitem', { name: 'Clásico del Cerro de la Silla' }).waitFor();
    expect(await noSidewaysScroll(phone.page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(phone.page, 'tote-staff-list-phone');
    await phone.page.getByRole('button', { name: 'Nueva carrera' }).click();
    await phone.page.getByRole('dialog', { name: 'Nueva carrera' }).getByLabel('Hipódromo').waitFor();
    expect(await noSidewaysScroll(phone.page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(phone.page, 'tote-staff-new-race-phone');
    expect(consoleErrors).toEqual([]);
    expect(phone.consoleErrors).toEqual([]);
  });

  it('past its off an admin enters the result with a dead heat and sees each pool balance', async () => {
    const { page, consoleErrors } = await openPage(site, { user: 'admin', viewport: MOBILE });
    const race = await createOwnRaceByApi(page, 'Premio Madrugada', 6);
    const [first, second, third] = race.entries;

    // A player backs two runners to win through the tote before the off.
    const player = await openPage(site, { user: 'jugador' });
    const ticket = await player.page.request.post('/api/tote/tickets', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: { raceId: race.id, pool: 'win', selections: [[first!.id, second!.id]], unitStake: '2.00' },
    });
    expect(ticket.status(), await ticket.text()).toBe(201);

    await page.goto('/admin?tab=ownRaces');
    const card = ownRacesList(page).getByRole('listitem', { name: 'Premio Madrugada' });
    // At the off the card asks for the result (no reload: the page's clock moves it on).
    await card.getByRole('button', { name: 'Ingresar resultado' }).waitFor({ timeout: 20_000 });
    expect(await card.textContent()).toContain('Esperando resultado');
    await card.getByRole('button', { name: 'Ingresar resultado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resultado de Premio Madrugada' });
    await dialog.getByLabel(`Posición de ${first!.horseName}`).selectOption('1');
    await dialog.getByLabel(`Posición de ${second!.horseName}`).selectOption('1');
    await dialog.getByLabel(`Posición de ${third!.horseName}`).selectOption('3');
    await dialog.getByRole('button', { name: 'Revisar' }).click();
    await dialog.getByText('¿Confirmar el resultado?').waitFor();
    await dialog.getByRole('button', { name: 'Confirmar y liquidar' }).click();
    await expect.poll(() => toasts(page).first().textContent()).toContain('Resultado registrado');

    await card.getByRole('button', { name: 'Ver contabilidad del tote' }).click();
    const table = card.getByRole('table', { name: 'Contabilidad del tote de Premio Madrugada' });
    const winRow = table.getByRole('row').filter({ hasText: 'Ganador' });
    await winRow.waitFor();
    expect(await winRow.textContent()).toContain('US$4.00');
    expect(await winRow.textContent()).toContain('Cuadra');
    expect(await table.getByText('No cuadra').count()).toBe(0);
    // The wide table scrolls inside its box; the page itself does not.
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'tote-staff-accounting-phone');

    const desktop = await openPage(site, { user: 'admin', viewport: DESKTOP, colorScheme: 'dark' });
    await desktop.page.goto('/admin?tab=ownRaces');
    const desktopCard = ownRacesList(desktop.page).getByRole('listitem', { name: 'Premio Madrugada' });
    await desktopCard.getByRole('button', { name: 'Ver contabilidad del tote' }).click();
    await desktopCard.getByRole('table').getByText('Cuadra').first().waitFor();
    expect(await desktopCard.textContent()).toContain('Finalizada');
    await screenshot(desktop.page, 'tote-staff-accounting-desktop-dark');
    expect(consoleErrors).toEqual([]);
    expect(desktop.consoleErrors).toEqual([]);
  });

  // Each look changes its own pool: the file's site is shared, and the first change stays saved.
  for (const { viewport, pool, name, before, after } of [
    { viewport: DESKTOP, pool: 'exacta', name: 'Exacta', before: '19.00', after: '18.50' },
    { viewport: MOBILE, pool: 'trifecta', name: 'Trifecta', before: '25.00', after: '24.00' },
  ]) {
    it(`the super admin changes a pool's takeout; 60 % is refused beside the field (${viewport.width} px)`, async () => {
      const { page, consoleErrors } = await openPage(site, { user: 'superadmin', viewport });
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Tote' }).click();
      await page.getByText('Los cambios valen solo para bolsas nuevas', { exact: false }).waitFor();
      const item = page.getByRole('listitem', { name });
      const takeout = item.getByLabel(`Comisión de ${name} (%)`);
      expect(await takeout.inputValue()).toBe(before);

      await takeout.fill('60');
      await page.getByRole('button', { name: 'Guardar reglas' }).click();
      await item
        .getByRole('alert')
        .filter({ hasText: 'La comisión de cada bolsa debe estar entre 0 y 50 %' })
        .waitFor();
      expect(await takeout.getAttribute('aria-invalid')).toBe('true');
      await takeout.scrollIntoViewIfNeeded();
      await screenshot(page, `tote-staff-settings-refused-${viewport.width}`);

      await takeout.fill(after);
      expect(await item.getByRole('alert').count()).toBe(0);
      await page.getByRole('button', { name: 'Guardar reglas' }).click();
      await expect.poll(() => toasts(page).first().textContent()).toContain('Reglas del tote guardadas');
      const saved = (await (await page.request.get('/api/admin/tote/settings')).json()) as {
        takeout: Record<string, string>;
      };
      expect(saved.takeout[pool]).toBe(after);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(viewport.width);
      if (viewport === DESKTOP) {
        // In English the same form, its pools by their English names.
        await chooseLanguage(page, 'EN');
        await page.getByRole('heading', { name: 'Tote rules' }).waitFor();
        expect(
          await page
            .getByRole('listitem', { name: 'Daily Double' })
            .getByLabel('Daily Double takeout (%)')
            .inputValue(),
        ).toBe('19.00');
        await page.getByText('Changes apply to new pools only', { exact: false }).waitFor();
      }
      // The browser notes the refused save (400) it was asked for; nothing else.
      expect(consoleErrors.filter((text) => !text.includes('status of 400'))).toEqual([]);
    });
  }
});
