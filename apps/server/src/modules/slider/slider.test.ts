import { readdirSync } from 'node:fs';
import { ADMIN_MESSAGES, type TSliderImageResponse } from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpegHeader, makePng } from '../../test/images';
import { createTestApp, createUser, type TestUser } from '../../test/test-app';

let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.close();
});

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----galope${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: admin.cookie },
  };
}

const upload = (fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) =>
  app.inject({ method: 'POST', url: '/api/admin/slider-images/upload', ...multipart(fields, file) });
const storedFiles = () => readdirSync(app.config.uploadsDir);

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
    expect(image.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

    const served = await app.inject({ url: image.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('accepts JPEG bytes whatever the file is called', async () => {
    const response = await upload(
      { title: 'Jpeg' },
      { name: 'foto.txt', type: 'application/octet-stream', bytes: makeJpegHeader(1600, 240) },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().imageUrl).toMatch(/\.jpg$/);
  });

  it('refuses the wrong ratio, a text file named .png and 6 MB, writing nothing to disk', async () => {
    const before = storedFiles();
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
    expect(storedFiles()).toEqual(before);
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
    const fileName = uploaded.imageUrl.split('/').pop();
    expect(storedFiles()).toContain(fileName);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/slider-images/${uploaded.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.json().message).toBe('Imagen eliminada');
    expect(storedFiles()).not.toContain(fileName);
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
