import type { TSliderImageResponse } from '@galope/contracts';
import { describe, expect, it } from 'vitest';
import { makePng } from '../apps/server/src/test/images';
import { highlightNamed, highlights, MOBILE, openPage, reloadUntilHighlighted, startSiteForFile } from './harness';

const site = startSiteForFile();

describe('the landing slider', () => {
  it('a visitor on a phone never sees a slide whose image is gone, and gets the 750 px WebP of an upload', async () => {
    const admin = await openPage(site, { user: 'admin' });
    const uploaded = await admin.page.request.post('/api/admin/slider-images/upload', {
      multipart: {
        title: 'Clásico de Invierno',
        orderIndex: '0',
        image: { name: 'banner.png', mimeType: 'image/png', buffer: makePng(1781, 266, [22, 163, 74]) },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const slide: TSliderImageResponse = await uploaded.json();
    const lost = await admin.page.request.post('/api/admin/slider-images', {
      data: { title: 'Imagen perdida', imageUrl: '/uploads/00000000-0000-4000-8000-000000000000.png' },
    });
    expect(lost.status(), await lost.text()).toBe(201);

    const visitor = await openPage(site, { viewport: MOBILE });
    const requested: string[] = [];
    visitor.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const uploadedSlide = await reloadUntilHighlighted(visitor.page, 'Clásico de Invierno');

    // Every image left in the slider has loaded: none is an empty frame with a broken-image icon. A lost
    // image is dropped on its error event, one render after the browser marks it complete, so the
    // check waits for that render rather than reading the frame between the two.
    const sliderImages = highlights(visitor.page).locator('img');
    await expect
      .poll(() =>
        sliderImages.evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((image) => !image.complete || image.naturalWidth === 0)
            .map((image) => image.alt || image.src),
        ),
      )
      .toEqual([]);
    expect(await highlightNamed(visitor.page, 'Imagen perdida').count()).toBe(0);
    expect(requested).toContain('/uploads/00000000-0000-4000-8000-000000000000.png');

    // At 375 px the phone variant is fetched, neither the full WebP nor the PNG.
    expect(new URL(await uploadedSlide.evaluate((element: HTMLImageElement) => element.currentSrc)).pathname).toBe(
      slide.imageMobileUrl,
    );
    expect(requested).toContain(slide.imageMobileUrl);
    expect(requested).not.toContain(slide.imageWebpUrl);
    expect(requested).not.toContain(slide.imageUrl);
    expect(visitor.consoleErrors).toEqual([]);
  });

  it('a phone’s landing fetches the other slides’ images once its first screen is shown', async () => {
    // Downloaded beside the first slide (the landing's largest paint), the other slides' images
    // and the Spanish texts of later pages shared a phone's connection with it and delayed it.
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE });
    await page.goto('/');
    const sliderImages = highlights(page).locator('img');
    await expect.poll(() => sliderImages.count()).toBeGreaterThan(1);
    await expect
      .poll(() => sliderImages.evaluateAll((images) => (images as HTMLImageElement[]).every((image) => image.complete)))
      .toBe(true);
    const { firstPaint, started } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      started: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
    }));
    const slides = await sliderImages.evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => new URL(image.currentSrc).pathname),
    );
    const startOf = (match: (path: string) => boolean) =>
      started.filter((entry) => match(entry.path)).map((entry) => entry.at);
    expect(firstPaint).toBeGreaterThan(0);
    expect(startOf((path) => path === slides[0])).toHaveLength(1);
    for (const later of slides.slice(1)) {
      expect(startOf((path) => path === later)[0], later).toBeGreaterThan(firstPaint!);
    }
    const laterTexts = startOf((path) => /^\/assets\/es-later-/.test(path));
    expect(laterTexts).toHaveLength(1);
    expect(laterTexts[0]).toBeGreaterThan(firstPaint!);
    expect(consoleErrors).toEqual([]);
  });

  it('the back office shows the server’s refusal under the image it concerns', async () => {
    const admin = await openPage(site, { user: 'admin' });
    await admin.page.goto('/admin?tab=slider');
    await admin.page.getByRole('button', { name: 'Agregar imagen' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Agregar imagen' });

    // The browser draws an SVG of the right size, so only the server, which takes no SVG, refuses it.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1781" height="266"><rect width="1781" height="266" fill="#2563eb"/></svg>';
    await dialog
      .getByLabel(/PNG, JPG, WebP o GIF/)
      .setInputFiles({ name: 'banner.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await dialog.locator('input[name="title"]').fill('Banner vectorial');
    await dialog.getByRole('button', { name: 'Subir imagen' }).click();
    await expect
      .poll(() => dialog.locator('#slider-image-error').textContent())
      .toBe('Por favor selecciona un archivo de imagen válido');
    expect(await dialog.count()).toBe(1);
  });
});
