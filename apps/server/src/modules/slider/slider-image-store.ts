import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type EncodedFile, type EncodedSliderImage, SLIDER_MOBILE_WIDTH } from './encode-slider-image';

/**
 * Where uploaded slide images live. Everything that knows the layout is in this file, so moving the
 * images into the database (issue 15) replaces this file and nothing else.
 *
 * One upload is one folder, `/uploads/<uuid>/`, holding `banner.<png|jpg|webp|gif>` (the main image,
 * the slide's `imageUrl`), `banner.webp` (the same picture as WebP; the main image itself when that
 * is WebP) and `banner-750.webp` (the phone variant). The variants' URLs are derived from the main
 * one, so the table keeps a single `image_url`. Uploads from before the variants were flat files,
 * `/uploads/<uuid>.<ext>`: they are still served and removed, and have no variants.
 */
const UPLOAD_PREFIX = '/uploads/';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const MAIN_IMAGE = new RegExp(`^${UPLOAD_PREFIX}(${UUID})/banner\\.(png|jpg|webp|gif)$`);
/** Any URL naming an upload's files, including a variant or the flat layout of older uploads. */
const ANY_UPLOAD = new RegExp(`^${UPLOAD_PREFIX}(${UUID})[./]`);

const variantName = (file: EncodedFile) => `banner.${file.extension}`;
const MOBILE_NAME = `banner-${SLIDER_MOBILE_WIDTH}.webp`;

/** The upload a URL points into (its uuid), or undefined for any other URL. */
export function uploadKeyOf(imageUrl: string): string | undefined {
  return ANY_UPLOAD.exec(imageUrl)?.[1];
}

/** The WebP and phone variants of an uploaded main image; nothing for an image given by URL. */
export function sliderImageVariants(imageUrl: string): { imageWebpUrl?: string; imageMobileUrl?: string } {
  const key = MAIN_IMAGE.exec(imageUrl)?.[1];
  if (!key) return {};
  return {
    imageWebpUrl: `${UPLOAD_PREFIX}${key}/banner.webp`,
    imageMobileUrl: `${UPLOAD_PREFIX}${key}/${MOBILE_NAME}`,
  };
}

export type SliderImageStore = {
  /** Serves the stored images under /uploads/ (immutable: a new upload gets a new name). */
  serve(app: FastifyInstance): Promise<void>;
  /** Stores an encoded upload and answers the main image's URL. */
  save(image: EncodedSliderImage): Promise<string>;
  /** Removes an upload's files by its key; the caller has checked that no slide still uses it. */
  remove(key: string): Promise<void>;
};

export function createSliderImageStore(uploadsDir: string): SliderImageStore {
  mkdirSync(uploadsDir, { recursive: true });
  return {
    async serve(app) {
      await app.register(fastifyStatic, {
        root: uploadsDir,
        prefix: UPLOAD_PREFIX,
        decorateReply: false,
        index: false,
        maxAge: '365d',
        immutable: true,
      });
    },
    async save(image) {
      const key = randomUUID();
      const folder = path.join(uploadsDir, key);
      await mkdir(folder);
      try {
        for (const [name, file] of new Map([
          [variantName(image.main), image.main],
          [variantName(image.webp), image.webp],
          [MOBILE_NAME, image.mobile],
        ])) {
          await writeFile(path.join(folder, name), file.bytes, { flag: 'wx' });
        }
      } catch (error) {
        await rm(folder, { recursive: true, force: true });
        throw error;
      }
      return `${UPLOAD_PREFIX}${key}/${variantName(image.main)}`;
    },
    async remove(key) {
      // The key is a uuid (uploadKeyOf), so these paths stay inside the uploads folder.
      if (!new RegExp(`^${UUID}$`).test(key)) return;
      await rm(path.join(uploadsDir, key), { recursive: true, force: true });
      for (const extension of ['png', 'jpg', 'webp', 'gif']) {
        await unlink(path.join(uploadsDir, `${key}.${extension}`)).catch(() => {});
      }
    },
  };
}
