import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, headerBalance, login, MOBILE, openPage, screenshot, type Site, startSite } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const shownBalance = (page: Page) => headerBalance(page).textContent();

/** Staff decide a request from its row (found by its code) in the admin's "Caja" tab. */
async function decide(staff: Page, code: string, kind: 'approve' | 'reject', text: string) {
  const row = staff.locator(`[data-testid="cashier-queue-row"][data-code="${code}"]`);
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
    const player = await openPage(site, { viewport: DESKTOP });
    await login(player.page, 'jugador');
    await player.page.goto('/deposit');
    await player.page.getByTestId('cashier-form-deposit').waitFor();
    expect(await shownBalance(player.page)).toBe('$1,000.00');
    expect(await player.page.getByTestId('cashier-instructions').textContent()).toContain('646180157000000004');

    await player.page.getByRole('button', { name: '$500.00' }).click();
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
    const code = (await player.page.getByTestId('cashier-code').textContent())!;
    expect(code).toMatch(/^DEP-[2-9A-HJ-NP-Z]{5}$/);
    const whatsapp = await player.page.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(whatsapp!)).toBe(
      `https://wa.me/525512345678?text=Hola, solicité un depósito de $500.00, código ${code}`,
    );
    const mine = player.page.locator(`[data-testid="cashier-request"][data-code="${code}"]`);
    expect(await mine.getByTestId('cashier-status').textContent()).toBe('Pendiente');

    const staff = await openPage(site, { viewport: DESKTOP });
    await login(staff.page, 'admin');
    await staff.page.goto('/admin?tab=cashier');
    await staff.page.getByTestId('cashier-badge').waitFor();
    const receipt = staff.page.locator(`[data-testid="cashier-queue-row"][data-code="${code}"] img`);
    await expect
      .poll(() => receipt.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await decide(staff.page, code, 'approve', 'Recibido en STP');

    // The player's page, untouched: the header balance and the request's status follow live.
    await expect.poll(() => shownBalance(player.page), { timeout: 10_000 }).toBe('$1,500.00');
    await expect.poll(() => mine.getByTestId('cashier-status').textContent()).toBe('Acreditado');
    await screenshot(player.page, 'cashier-deposit-approved-1280');
    await screenshot(staff.page, 'cashier-admin-1280');
    expect(player.consoleErrors).toEqual([]);
    expect(staff.consoleErrors).toEqual([]);
    await player.context.close();
    await staff.context.close();
  }, 60_000);

  it('a player withdraws, staff reject it, the balance comes back', async () => {
    const player = await openPage(site, { viewport: MOBILE });
    await login(player.page, 'jugador');
    await player.page.goto('/deposit?tab=withdraw');
    await player.page.getByTestId('cashier-form-withdrawal').waitFor();
    const before = (await player.page.getByTestId('cashier-balance').textContent())!;
    await player.page.getByLabel('Monto', { exact: true }).fill('200');
    await player.page.getByLabel('CLABE de destino (18 dígitos)').fill('646180157000000005');
    await screenshot(player.page, 'cashier-withdrawal-form-375');
    await player.page.getByRole('button', { name: 'Solicitar retiro' }).click();
    expect(await player.page.getByText('La CLABE debe tener 18 dígitos y un dígito de control válido').count()).toBe(1);
    await player.page.getByLabel('CLABE de destino (18 dígitos)').fill('646180157000000004');
    await player.page.getByRole('button', { name: 'Solicitar retiro' }).click();
    const code = (await player.page.getByTestId('cashier-code').textContent())!;
    expect(code).toMatch(/^RET-/);
    const minus = (Number(before.replace(/[$,]/g, '')) - 200).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect.poll(() => player.page.getByTestId('cashier-balance').textContent()).toBe(`$${minus}`);
    const mine = player.page.locator(`[data-testid="cashier-request"][data-code="${code}"]`);
    expect(await mine.getByTestId('cashier-status').textContent()).toBe('En proceso');
    await screenshot(player.page, 'cashier-withdrawal-375');

    const staff = await openPage(site, { viewport: MOBILE, colorScheme: 'dark' });
    await login(staff.page, 'admin');
    await staff.page.goto('/admin?tab=cashier');
    // Five tabs on a phone: none cut off (they take two rows rather than overflow).
    const tabs = await staff.page
      .getByRole('tablist')
      .first()
      .evaluate((list) => list.scrollWidth - list.clientWidth);
    expect(tabs).toBe(0);
    await decide(staff.page, code, 'reject', 'CLABE a nombre de otra persona');
    await screenshot(staff.page, 'cashier-admin-375-dark');

    await expect.poll(() => player.page.getByTestId('cashier-balance').textContent(), { timeout: 10_000 }).toBe(before);
    await expect.poll(() => mine.getByTestId('cashier-status').textContent()).toBe('Rechazado');
    expect(await mine.textContent()).toContain('CLABE a nombre de otra persona');

    await player.page.goto('/panel?tab=wallet');
    await player.page.getByTestId('wallet-cashier').waitFor();
    await player.page.getByTestId('balance-item').first().waitFor();
    expect(await player.page.getByTestId('balance-item-description').first().textContent()).toBe(
      `Devolución de retiro — ${code}`,
    );
    await screenshot(player.page, 'cashier-wallet-375');
    expect(player.consoleErrors).toEqual([]);
    expect(staff.consoleErrors).toEqual([]);
    await player.context.close();
    await staff.context.close();
  }, 60_000);
});
