import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_MESSAGES, type TSliderImageResponse } from '@galope/contracts';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from './schema';
import { makeJpegHeader, makeJpegWithExif, makePng, makePngBomb } from '../../test/images';
import { createTestApp, createUser, type TestUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';
import { multipartBody } from '../../test/multipart-body';

let admin: TestUser;

useTestApp();
beforeAll(async () => {
  admin = await createUser(app, { role: 'admin' });
});

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const body = multipartBody(fields, file && { field: 'image', ...file });
  return { payload: body.payload, headers: { ...body.headers, cookie: admin.cookie } };
}

const upload = (fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) =>
  app.inject({ method: 'POST', url: '/api/admin/slider-images/upload', ...multipart(fields, file) });
/** Every uploaded file the site keeps (in the database, served by any instance), by path. */
const storedPaths = async () =>
  (await app.database.db.select({ path: storedFiles.path }).from(storedFiles).orderBy(asc(storedFiles.path))).map(
    (row) => row.path,
  );
const createSlide = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/admin/slider-images', headers: { cookie: admin.cookie }, payload });
const deleteSlide = (id: number) =>
  app.inject({ method: 'DELETE', url: `/api/admin/slider-images/${id}`, headers: { cookie: admin.cookie } });

describe('slider uploads', () => {
  it('accepts a real PNG of the right ratio, stores it under a generated name and serves it back as image/png', async () => {
    const bytes = makePng(1781, 266);
    const response = await upload(
      {
        title: 'Gran Premio',
        subtitle: 'Domingo',
        linkUrl: 'https://galope.bet/promo',
        locale: 'es',
        orderIndex: '2',
        isActive: 'true',
      },
      {
        name: 'banner.png',
        type: 'image/png',
        bytes,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const image: TSliderImageResponse = response.json();
    expect(image).toMatchObject({
      title: 'Gran Premio',
      subtitle: 'Domingo',
      linkUrl: 'https://galope.bet/promo',
      locale: 'es',
      orderIndex: 2,
      isActive: true,
    });
    expect(image.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\/banner\.png$/);

    const served = await app.inject({ url: image.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1781, height: 266 });
  });

  it('accepts JPEG bytes whatever the file is called, served back without their EXIF, with a WebP and a phone-sized WebP', async () => {
    const bytes = await makeJpegWithExif(1600, 240, {
      Artist: 'Ana López',
      Copyright: 'Galope',
      Software: 'Cámara 1.0',
    });
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const response = await upload({ title: 'Jpeg' }, { name: 'foto.txt', type: 'application/octet-stream', bytes });
    expect(response.statusCode, response.body).toBe(201);
    const image: TSliderImageResponse = response.json();
    expect(image.imageUrl).toMatch(/\/banner\.jpg$/);

    const main = await app.inject({ url: image.imageUrl });
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toBe('image/jpeg');
    const mainMetadata = await sharp(main.rawPayload).metadata();
    expect(mainMetadata).toMatchObject({ format: 'jpeg', width: 1600, height: 240 });
    expect(mainMetadata.exif).toBeUndefined();
    expect(main.rawPayload.includes('Ana López')).toBe(false);

    const webp = await app.inject({ url: image.imageWebpUrl! });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 240 });

    const phone = await app.inject({ url: image.imageMobileUrl! });
    expect(phone.statusCode).toBe(200);
    expect(phone.headers['content-type']).toBe('image/webp');
    expect(await sharp(phone.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 750 });
    const listed: TSliderImageResponse[] = (await app.inject({ url: '/api/slider-images' })).json();
    expect(listed.find((slide) => slide.id === image.id)).toMatchObject({
      imageWebpUrl: image.imageWebpUrl,
      imageMobileUrl: image.imageMobileUrl,
    });
  });

  it('refuses a 2 KB PNG declaring 200000×29860 pixels at once, before decoding it, and writes nothing', async () => {
    const before = await storedPaths();
    const started = performance.now();
    const response = await upload(
      { title: 'Bomba' },
      { name: 'banner.png', type: 'image/png', bytes: makePngBomb(200_000, 29_860) },
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(ADMIN_MESSAGES.sliderTooManyPixels);
    expect(response.json().message).toBe('La imagen es demasiado grande');
    // Decoding six gigapixels takes minutes and gigabytes; reading a header, milliseconds.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await storedPaths()).toEqual(before);
  });

  it('refuses a JPEG whose header is right but whose pixels are missing', async () => {
    const response = await upload(
      { title: 'Cortada' },
      { name: 'cortada.jpg', type: 'image/jpeg', bytes: makeJpegHeader(1600, 240) },
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(ADMIN_MESSAGES.sliderNotImage);
  });

  it('refuses the wrong ratio, a text file named .png and 6 MB, writing nothing to disk', async () => {
    const before = await storedPaths();
    const square = await upload(
      { title: 'Cuadrada' },
      { name: 'square.png', type: 'image/png', bytes: makePng(400, 400) },
    );
    expect(square.statusCode).toBe(400);
    expect(square.json().message).toMatch(/^Dimensiones incorrectas/);

    const text = await upload(
      { title: 'Texto' },
      { name: 'virus.png', type: 'image/png', bytes: Buffer.from('esto no es una imagen') },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(ADMIN_MESSAGES.sliderNotImage);

    const huge = await upload(
      { title: 'Enorme' },
      { name: 'huge.png', type: 'image/png', bytes: Buffer.alloc(6 * 1024 * 1024, 1) },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(ADMIN_MESSAGES.sliderTooLarge);

    const noFile = await upload({ title: 'Sin archivo' });
    expect(noFile.statusCode).toBe(400);
    expect(await storedPaths()).toEqual(before);
  });
});

describe('slider images', () => {
  it('CRUD by URL with both field spellings, the public list filtered and ordered, and delete removes the file', async () => {
    const create = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/admin/slider-images', headers: { cookie: admin.cookie }, payload });
    const second = (
      await create({ imageUrl: 'https://cdn.example.com/b.png', title: 'B', order_index: 5, locale: 'en' })
    ).json();
    const first = (await create({ imageUrl: 'https://cdn.example.com/a.png', title: 'A', orderIndex: 1 })).json();
    const hidden = (await create({ imageUrl: 'https://cdn.example.com/c.png', title: 'C', is_active: false })).json();
    expect(first).toMatchObject({ locale: 'es', isActive: true, orderIndex: 1 });
    expect(second).toMatchObject({ locale: 'en', orderIndex: 5 });

    const missing = await create({ title: 'Sin imagen' });
    expect(missing.json().message).toBe(ADMIN_MESSAGES.sliderImageRequired);

    const publicList: TSliderImageResponse[] = (await app.inject({ url: '/api/slider-images?active=true' })).json();
    expect(publicList.map((image) => image.id)).not.toContain(hidden.id);
    expect(publicList.findIndex((image) => image.id === first.id)).toBeLessThan(
      publicList.findIndex((image) => image.id === second.id),
    );
    const english: TSliderImageResponse[] = (
      await app.inject({ url: '/api/slider-images?active=true&locale=en' })
    ).json();
    expect(english[0]!.locale).toBe('en');
    const adminList: TSliderImageResponse[] = (
      await app.inject({ url: '/api/admin/slider-images', headers: { cookie: admin.cookie } })
    ).json();
    expect(adminList.map((image) => image.id)).toContain(hidden.id);

    const toggled = await app.inject({
      method: 'PATCH',
      url: `/api/admin/slider-images/${hidden.id}`,
      headers: { cookie: admin.cookie },
      payload: { isActive: true },
    });
    expect(toggled.json().isActive).toBe(true);
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/slider-images/${second.id}`,
      headers: { cookie: admin.cookie },
      payload: { title: 'B2', link_url: 'https://galope.bet', order_index: 0 },
    });
    expect(renamed.json()).toMatchObject({ title: 'B2', linkUrl: 'https://galope.bet', orderIndex: 0 });

    const uploaded = (
      await upload({ title: 'Borrar' }, { name: 'x.png', type: 'image/png', bytes: makePng(1781, 266) })
    ).json();
    const uploadKey = uploaded.imageUrl.split('/')[2];
    expect((await storedPaths()).some((file) => file.includes(uploadKey))).toBe(true);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/slider-images/${uploaded.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.json().message).toBe('Imagen eliminada');
    expect((await storedPaths()).filter((file) => file.includes(uploadKey))).toEqual([]);
    expect((await app.inject({ url: uploaded.imageUrl })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/admin/slider-images/${uploaded.id}`,
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('slide links and image URLs', () => {
  const refused = [
    'http://cdn.example.com/a.png',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/%2F%2Fevil.example/x.png',
    '/%252F%252Fevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:image/png;base64,AAAA',
    'https://galope.bet@evil.example/x.png',
    '/promo\u0001x', // NUL itself is refused earlier, as any text (input-bounds.test.ts)
    'evil.example/x.png',
  ];

  it('an image or a link is https:// or a path on this site, on create, on update and in an upload, both spellings', async () => {
    for (const url of refused) {
      for (const payload of [
        { title: 'Mala imagen', imageUrl: url },
        { title: 'Mal enlace', imageUrl: '/demo/slide-1.svg', linkUrl: url },
        { title: 'Mal enlace', imageUrl: '/demo/slide-1.svg', link_url: url },
      ]) {
        const response = await createSlide(payload);
        expect(response.statusCode, `${JSON.stringify(payload)} → ${response.body}`).toBe(400);
        expect(response.json().message).toBe(ADMIN_MESSAGES.urlInvalid);
      }
    }
    const created = await createSlide({
      title: 'Buena',
      imageUrl: 'https://cdn.example.com/banner.png',
      linkUrl: '/betting?race=3#carrera',
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const url of ['//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      for (const field of ['imageUrl', 'linkUrl', 'link_url']) {
        const response = await app.inject({
          method: 'PATCH',
          url: `/api/admin/slider-images/${created.json().id}`,
          headers: { cookie: admin.cookie },
          payload: { [field]: url },
        });
        expect(response.statusCode, `${field}: ${url}`).toBe(400);
        expect(response.json().message).toBe(ADMIN_MESSAGES.urlInvalid);
      }
    }
    const uploaded = await upload(
      { title: 'Subida', linkUrl: '//evil.example' },
      { name: 'banner.png', type: 'image/png', bytes: makePng(1781, 266) },
    );
    expect(uploaded.statusCode).toBe(400);
    expect(uploaded.json().message).toBe(ADMIN_MESSAGES.urlInvalid);

    const unchanged = (await app.inject({ url: '/api/admin/slider-images', headers: { cookie: admin.cookie } }))
      .json()
      .find((slide: TSliderImageResponse) => slide.id === created.json().id);
    expect(unchanged).toMatchObject({
      imageUrl: 'https://cdn.example.com/banner.png',
      linkUrl: '/betting?race=3#carrera',
    });
  });

  it('deleting a slide that reused another slide’s uploaded image keeps that image', async () => {
    const original: TSliderImageResponse = (
      await upload({ title: 'Original' }, { name: 'banner.png', type: 'image/png', bytes: makePng(1781, 266) })
    ).json();
    const copy = await createSlide({ title: 'Copia', imageUrl: original.imageUrl });
    expect(copy.statusCode, copy.body).toBe(201);
    expect((await deleteSlide(copy.json().id)).statusCode).toBe(200);
    const kept = await app.inject({ url: original.imageUrl });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toBe('image/png');

    // A slide pointing at the phone variant holds the whole upload.
    const phoneCopy = await createSlide({ title: 'Copia móvil', imageUrl: original.imageMobileUrl });
    expect(phoneCopy.statusCode, phoneCopy.body).toBe(201);
    expect((await deleteSlide(original.id)).statusCode).toBe(200);
    for (const url of [original.imageUrl, original.imageWebpUrl!, original.imageMobileUrl!]) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }

    // The last slide using it goes: now the files go too.
    expect((await deleteSlide(phoneCopy.json().id)).statusCode).toBe(200);
    expect((await app.inject({ url: original.imageUrl })).statusCode).toBe(404);
    expect((await storedPaths()).filter((file) => file.includes(original.imageUrl.split('/')[2]!))).toEqual([]);
  });
});

describe('site settings', () => {
  it('the WhatsApp number: validated, saved by an admin, readable by anyone; other keys are not public', async () => {
    const save = (settingValue: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/settings',
        headers: { cookie: admin.cookie },
        payload: {
          settingKey: 'whatsapp_number',
          settingValue,
          settingType: 'text',
          description: 'Contacto',
          isActive: true,
        },
      });
    expect((await app.inject({ url: '/api/settings/whatsapp_number' })).statusCode).toBe(404);
    for (const bad of ['', '12345', 'llámame', '+52 abc 1234 5678']) {
      const response = await save(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBe(ADMIN_MESSAGES.whatsappInvalid);
    }
    expect((await save('+52 (55) 1234-5678')).statusCode).toBe(200);
    const read = await app.inject({ url: '/api/settings/whatsapp_number' });
    expect(read.json()).toMatchObject({ settingKey: 'whatsapp_number', settingValue: '+52 (55) 1234-5678' });

    await app.inject({
      method: 'POST',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { settingKey: 'max_stake', settingValue: '500.00' },
    });
    expect((await app.inject({ url: '/api/settings/max_stake' })).statusCode).toBe(404);
  });
});

describe('uploads kept on disk by an earlier version', () => {
  it('are copied into the database at start and served as before', async () => {
    const uploadsDir = mkdtempSync(path.join(tmpdir(), 'galope-old-uploads-'));
    const key = '0b7e3c1e-6a53-4f2f-9a43-3f1d2c9d8e7a';
    const png = makePng(1781, 266);
    mkdirSync(path.join(uploadsDir, key));
    writeFileSync(path.join(uploadsDir, key, 'banner.png'), png);
    writeFileSync(path.join(uploadsDir, `${key}.jpg`), png);
    writeFileSync(path.join(uploadsDir, 'notes.txt'), 'not an upload');
    const upgraded = await createTestApp({ uploadsDir });
    try {
      const served = await upgraded.inject({ url: `/uploads/${key}/banner.png` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(png)).toBe(true);
      expect((await upgraded.inject({ url: `/uploads/${key}.jpg` })).statusCode).toBe(200);
      const other = await upgraded.inject({ url: '/uploads/notes.txt' });
      expect(other.statusCode).toBe(404);
      // Nothing outside the table is ever read: a path climbing out is not a file.
      const climbing = await upgraded.inject({ url: `/uploads/${key}/%2e%2e/%2e%2e/etc/passwd` });
      expect(climbing.headers['content-type']).not.toMatch(/^image\//);
      expect(climbing.body).not.toContain('root:');
    } finally {
      await upgraded.close();
    }
  });
});
