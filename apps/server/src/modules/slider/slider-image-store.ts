import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, like, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import { storedFiles } from './schema';
import { AppError } from '../../lib/app-error';
import { type EncodedFile, type EncodedSliderImage, SLIDER_MOBILE_WIDTH } from './encode-slider-image';

/**
 * Where uploaded slide images live: the `stored_files` table (migration 0007), so that every instance
 * serves what any instance stored and a database backup carries them. Everything that
 * knows the layout is in this file.
 *
 * One upload is one folder of paths, `/uploads/<uuid>/`, holding `banner.<png|jpg|webp|gif>` (the main
 * image, the slide's `imageUrl`), `banner.webp` (the same picture as WebP; the main image itself when
 * that is WebP) and `banner-750.webp` (the phone variant). The variants' URLs are derived from the main
 * one, so the table keeps a single `image_url`. Uploads from before the variants were flat,
 * `/uploads/<uuid>.<ext>`: they are still served and removed, and have no variants. Uploads a version
 * before this one wrote to `DATA_DIR/uploads` are copied into the table at start (the files stay).
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

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};
/** A path an upload may have: its folder's files or an older flat file. */
const STORED_PATH = new RegExp(`^${UPLOAD_PREFIX}${UUID}(/[a-z0-9-]+)?\\.(png|jpg|webp|gif)$`);

/** Files a version before this one wrote under `uploadsDir`, copied into the table once. */
async function importDiskUploads(db: Db, uploadsDir: string): Promise<void> {
  if (!existsSync(uploadsDir)) return;
  const names = (await readdir(uploadsDir, { recursive: true })).map((name) => name.split(path.sep).join('/'));
  for (const name of names) {
    const storedPath = `${UPLOAD_PREFIX}${name}`;
    if (!STORED_PATH.test(storedPath)) continue;
    const extension = storedPath.slice(storedPath.lastIndexOf('.') + 1);
    const bytes = await readFile(path.join(uploadsDir, name));
    await db
      .insert(storedFiles)
      .values({ path: storedPath, contentType: CONTENT_TYPES[extension]!, bytes })
      .onConflictDoNothing();
  }
}

export function createSliderImageStore(db: Db, uploadsDir: string): SliderImageStore {
  return {
    async serve(app) {
      await importDiskUploads(db, uploadsDir);
      app.get(
        '/uploads/*',
        { schema: { hide: true, params: z.object({ '*': z.string().max(200) }) } },
        async (request, reply) => {
          const storedPath = `${UPLOAD_PREFIX}${(request.params as { '*': string })['*']}`;
          const [file] = STORED_PATH.test(storedPath)
            ? await db.select().from(storedFiles).where(eq(storedFiles.path, storedPath))
            : [];
          if (!file) throw new AppError('NOT_FOUND', 'Imagen no encontrada');
          return reply
            .type(file.contentType)
            .header('cache-control', 'public, max-age=31536000, immutable')
            .send(file.bytes);
        },
      );
    },
    async save(image) {
      const key = randomUUID();
      const files = new Map([
        [variantName(image.main), image.main],
        [variantName(image.webp), image.webp],
        [MOBILE_NAME, image.mobile],
      ]);
      // One statement: all of an upload's files are stored, or none.
      await db.insert(storedFiles).values(
        [...files].map(([name, file]) => ({
          path: `${UPLOAD_PREFIX}${key}/${name}`,
          contentType: file.contentType,
          bytes: Buffer.from(file.bytes),
        })),
      );
      return `${UPLOAD_PREFIX}${key}/${variantName(image.main)}`;
    },
    async remove(key) {
      if (!new RegExp(`^${UUID}$`).test(key)) return;
      await db
        .delete(storedFiles)
        .where(
          or(like(storedFiles.path, `${UPLOAD_PREFIX}${key}/%`), like(storedFiles.path, `${UPLOAD_PREFIX}${key}.%`)),
        );
    },
  };
}
