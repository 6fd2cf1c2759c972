import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUser } from '../apps/server/src/test/test-app';
import {
  chooseLanguage,
  definitionOf,
  DESKTOP,
  headerBalance,
  login,
  MOBILE,
  openPage,
  screenshot,
  startSiteForFile,
} from './harness';

const site = startSiteForFile();

const shownBalance = (page: Page) => headerBalance(page).textContent();
/** The balance the cashier's page shows under its title: "Saldo disponible: US$1,000.00". */
const cashierBalance = async (page: Page) =>
  ((await page.getByText(/^Saldo disponible:/).textContent()) ?? '').replace(/^Saldo disponible:\s*/, '');
/** The code of the request just made, under its label "Código de la solicitud". */
const requestCode = (page: Page) => definitionOf(page, 'Código de la solicitud').textContent();
/** The player's request in "Tus solicitudes", named by its type and code. */
const myRequest = (page: Page, code: string) =>
  page.getByRole('list', { name: 'Tus solicitudes' }).getByRole('listitem', { name: code });
/** A request in the staff's queue, named by its code and type. */
const queueRow = (staff: Page, code: string) =>
  staff.getByRole('list', { name: 'Solicitudes', exact: true }).getByRole('listitem', { name: code });

/** Staff decide a request from its row (found by its code) in the admin's "Caja" tab. */
async function decide(staff: Page, code: string, kind: 'approve' | 'reject', text: string) {
  const row = queueRow(staff, code);
  await row.waitFor({ timeout: 15_000 });
  // Beside the request, the player's latest movements (the demo player's opening balance at least).
  await row.getByText('Actividad reciente del jugador').click();
  await expect.poll(() => row.getByRole('listitem').count()).toBeGreaterThan(0);
  await row
    .getByRole('button', { name: kind === 'approve' ? /^(Aprobar|Marcar pagado)$/ : 'Rechazar', exact: true })
    .click();
  const dialog = staff.getByRole('dialog', {
    name: kind === 'approve' ? 'Aprobar la solicitud' : 'Rechazar la solicitud',
  });
  await dialog.getByLabel(kind === 'approve' ? 'Nota (opcional)' : 'Motivo del rechazo').fill(text);
  await dialog.getByRole('button', { name: kind === 'approve' ? 'Aprobar' : 'Rechazar', exact: true }).click();
  // The queue opens on the pending requests: a decided one leaves it.
  await row.waitFor({ state: 'detached', timeout: 10_000 });
}

describe('the cashier', () => {
  it('a player asks for a deposit, staff approve it, the header balance rises without a reload', async () => {
    const player = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await player.page.goto('/deposit');
    const deposit = player.page.getByRole('tabpanel', { name: 'Depósito' });
    await deposit.getByRole('button', { name: 'Solicitar depósito' }).waitFor();
    expect(await shownBalance(player.page)).toBe('US$1,000.00');
    expect(await deposit.getByRole('region', { name: 'Instrucciones' }).textContent()).toContain('646180157000000004');

    await player.page.getByRole('button', { name: 'US$500.00' }).click();
    await player.page.getByLabel('Referencia').fill('SPEI 0042');
    // A photo of the transfer goes with it; staff see it beside the request.
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    await player.page
      .getByLabel('Comprobante (foto)')
      .setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: photo });
    await screenshot(player.page, 'cashier-deposit-form-1280');
    await player.page.getByRole('button', { name: 'Solicitar depósito' }).click();
    const code = (await requestCode(player.page))!;
    expect(code).toMatch(/^DEP-[2-9A-HJ-NP-Z]{5}$/);
    const whatsapp = await player.page.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(whatsapp!)).toBe(
      `https://wa.me/525512345678?text=Hola, solicité un depósito de US$500.00, código ${code}`,
    );
    const mine = myRequest(player.page, code);
    expect(await mine.getByText('Pendiente', { exact: true }).count()).toBe(1);

    const staff = await openPage(site, { viewport: DESKTOP, user: 'admin' });
    await staff.page.goto('/admin?tab=cashier');
    // The "Caja" tab counts the pending requests.
    await staff.page
      .getByRole('tab', { name: /^Caja/ })
      .getByLabel(/^\d+ solicitud(es)? pendientes?$/)
      .waitFor();
    const receipt = queueRow(staff.page, code).getByRole('link', { name: 'Comprobante' }).locator('img');
    await expect
      .poll(() => receipt.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await decide(staff.page, code, 'approve', 'Recibido en STP');

    // The player's page, untouched: the header balance and the request's status follow live.
    await expect.poll(() => shownBalance(player.page), { timeout: 10_000 }).toBe('US$1,500.00');
    await expect.poll(() => mine.getByText('Acreditado', { exact: true }).count()).toBe(1);
    await screenshot(player.page, 'cashier-deposit-approved-1280');
    await screenshot(staff.page, 'cashier-admin-1280');
    expect(player.consoleErrors).toEqual([]);
    expect(staff.consoleErrors).toEqual([]);
  }, 60_000);

  it('a player withdraws, staff reject it, the balance comes back', async () => {
    const player = await openPage(site, { viewport: MOBILE, user: 'jugador' });
    await player.page.goto('/deposit?tab=withdraw');
    await player.page
      .getByRole('tabpanel', { name: 'Retiro' })
      .getByRole('button', { name: 'Solicitar retiro' })
      .waitFor();
    const before = await cashierBalance(player.page);
    await player.page.getByLabel('Monto', { exact: true }).fill('200');
    await player.page.getByLabel('CLABE de destino (18 dígitos)').fill('646180157000000005');
    await screenshot(player.page, 'cashier-withdrawal-form-375');
    await player.page.getByRole('button', { name: 'Solicitar retiro' }).click();
    expect(await player.page.getByText('La CLABE debe tener 18 dígitos y un dígito de control válido').count()).toBe(1);
    await player.page.getByLabel('CLABE de destino (18 dígitos)').fill('646180157000000004');
    await player.page.getByRole('button', { name: 'Solicitar retiro' }).click();
    const code = (await requestCode(player.page))!;
    expect(code).toMatch(/^RET-/);
    const minus = (Number(before.replace(/[^\d.]/g, '')) - 200).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect.poll(() => cashierBalance(player.page)).toBe(`US$${minus}`);
    const mine = myRequest(player.page, code);
    expect(await mine.getByText('En proceso', { exact: true }).count()).toBe(1);
    await screenshot(player.page, 'cashier-withdrawal-375');

    const staff = await openPage(site, { viewport: MOBILE, colorScheme: 'dark', user: 'admin' });
    await staff.page.goto('/admin?tab=cashier');
    // Five tabs on a phone: none cut off (they take two rows rather than overflow).
    const tabs = await staff.page
      .getByRole('tablist')
      .first()
      .evaluate((list) => list.scrollWidth - list.clientWidth);
    expect(tabs).toBe(0);
    await decide(staff.page, code, 'reject', 'CLABE a nombre de otra persona');
    await screenshot(staff.page, 'cashier-admin-375-dark');

    await expect.poll(() => cashierBalance(player.page), { timeout: 10_000 }).toBe(before);
    await expect.poll(() => mine.getByText('Rechazado', { exact: true }).count()).toBe(1);
    expect(await mine.textContent()).toContain('CLABE a nombre de otra persona');

    await player.page.goto('/panel?tab=wallet');
    await player.page.getByRole('region', { name: 'Depósitos y retiros' }).waitFor();
    const latest = player.page.getByRole('list', { name: 'Movimientos', exact: true }).getByRole('listitem').first();
    await latest.waitFor();
    // Its description, word for word.
    expect(await latest.getByText(`Devolución de retiro — ${code}`, { exact: true }).count()).toBe(1);
    await screenshot(player.page, 'cashier-wallet-375');
    expect(player.consoleErrors).toEqual([]);
    expect(staff.consoleErrors).toEqual([]);
  }, 60_000);

  it('the withdrawal form says what to give and how long it takes, never where to send money (375 px, Spanish then English, dark)', async () => {
    const player = await createUser(site.app, { balance: 500 });
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE, colorScheme: 'dark' });
    await login(page, player.username, player.password);
    await page.goto('/deposit?tab=withdraw');
    const withdrawal = page.getByRole('tabpanel', { name: 'Retiro' });
    await withdrawal.getByRole('button', { name: 'Solicitar retiro' }).waitFor();
    // The demo's SPEI and USDT take money both ways; their instructions say where to pay in.
    const payInTexts =
      /646180157000000004|TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE|Transfiere|Envía USDT|Transfer to|Send USDT/;
    const hint = withdrawal.getByRole('region', { name: 'Cómo recibes tu retiro' });
    expect(await hint.textContent()).toContain('Tu CLABE de 18 dígitos');
    expect(await hint.textContent()).toContain('24 horas');
    expect(await withdrawal.getByRole('region', { name: 'Instrucciones' }).count()).toBe(0);
    expect(await withdrawal.textContent()).not.toMatch(payInTexts);
    await screenshot(page, 'cashier-withdrawal-hint-375-dark');

    await withdrawal.getByRole('radio', { name: /^USDT/ }).check();
    await expect.poll(() => hint.textContent()).toContain('dirección de tu billetera');
    expect(await withdrawal.textContent()).not.toMatch(payInTexts);

    // The deposit form still shows where to send the money.
    await page.getByRole('tab', { name: 'Depósito' }).click();
    const deposit = page.getByRole('tabpanel', { name: 'Depósito' });
    expect(await deposit.getByRole('region', { name: 'Instrucciones' }).textContent()).toContain('646180157000000004');

    await chooseLanguage(page, 'EN');
    await page.getByRole('tab', { name: 'Withdrawal' }).click();
    const english = page.getByRole('tabpanel', { name: 'Withdrawal' });
    const englishHint = english.getByRole('region', { name: 'How you get paid' });
    await expect.poll(() => englishHint.textContent()).toContain('Your 18-digit CLABE');
    expect(await englishHint.textContent()).toContain('24 hours');
    expect(await english.textContent()).not.toMatch(payInTexts);
    await screenshot(page, 'cashier-withdrawal-hint-375-dark-en');
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});
