import multipart from '@fastify/multipart';
import {
  ADMIN_MESSAGES,
  SLIDER_MAX_BYTES,
  ZCreateSliderImageRequestSchema,
  ZIdParamsSchema,
  ZSliderImageResponseSchema,
  ZSliderListQuerySchema,
  ZUpdateSliderImageRequestSchema,
} from '@galope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import { sliderImages } from './schema';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { readMultipartForm } from '../../lib/read-multipart-form';
import { recordAudit } from '../audit';
import { approvedUser, requireRole } from '../auth';
import { deleteSliderImage } from './delete-slider-image';
import { releaseSliderUpload } from './release-slider-upload';
import { createSliderImageStore } from './slider-image-store';
import { findSliderImages, getSliderImage, type SliderColumns, toSliderResponse } from './slider-repository';
import { uploadSliderImage } from './upload-slider-image';

const errors = errorResponses(400, 401, 403, 404, 413);

/** An upload's form fields: a slide's fields, and a title it cannot go without. Built once, not per upload. */
const ZUploadSliderFieldsSchema = z.object({
  ...ZUpdateSliderImageRequestSchema.shape,
  title: z
    .string({ error: ADMIN_MESSAGES.sliderTitleRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.sliderTitleRequired)
    .max(200),
});

/** Both spellings older screens send collapse into the table's columns. */
function columnsFrom(body: z.infer<typeof ZUpdateSliderImageRequestSchema>): SliderColumns {
  const pick = <T>(a: T | undefined, b: T | undefined) => (a !== undefined ? a : b);
  const values: SliderColumns = {
    imageUrl: body.imageUrl,
    title: body.title,
    subtitle: body.subtitle === '' ? null : body.subtitle,
    linkUrl: pick(body.linkUrl, body.link_url),
    locale: body.locale,
    orderIndex: pick(body.orderIndex, body.order_index),
    isActive: pick(body.isActive, body.is_active),
  };
  if (values.linkUrl === '') values.linkUrl = null;
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as SliderColumns;
}

export async function sliderRoutes(app: FastifyInstance, { db, uploadsDir }: { db: Db; uploadsDir: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admins = requireRole('admin', 'super_admin');

  const store = createSliderImageStore(db, uploadsDir);
  await store.serve(app);
  // One more byte than allowed, so an oversized file is detected rather than silently cut.
  await app.register(multipart, { limits: { fileSize: SLIDER_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 4096 } });

  api.get('/api/slider-images', {
    schema: {
      tags: ['slider'],
      querystring: ZSliderListQuerySchema,
      response: { 200: z.array(ZSliderImageResponseSchema) },
    },
    handler: async (request) =>
      findSliderImages(db, {
        activeOnly: request.query.active === 'true',
        locale: request.query.locale ?? (request.user?.preferredLanguage as 'es' | 'en' | undefined),
      }),
  });

  api.get('/api/admin/slider-images', {
    onRequest: admins,
    schema: { tags: ['slider'], response: { 200: z.array(ZSliderImageResponseSchema), ...errors } },
    handler: async () => findSliderImages(db, { activeOnly: false }),
  });

  api.post('/api/admin/slider-images', {
    onRequest: admins,
    schema: {
      tags: ['slider'],
      body: ZCreateSliderImageRequestSchema,
      response: { 201: ZSliderImageResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const [row] = await db
        .insert(sliderImages)
        .values(columnsFrom(request.body) as typeof sliderImages.$inferInsert)
        .returning();
      await recordAudit(db, {
        adminUserId: approvedUser(request).id,
        action: 'slider.create',
        targetType: 'slider_image',
        targetId: row!.id,
        details: { title: row!.title },
      });
      return reply.status(201).send(toSliderResponse(row!));
    },
  });

  api.post('/api/admin/slider-images/upload', {
    onRequest: admins,
    schema: {
      tags: ['slider'],
      consumes: ['multipart/form-data'],
      response: { 201: ZSliderImageResponseSchema, ...errors, ...errorResponses(429, 503) },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('VALIDATION', ADMIN_MESSAGES.sliderImageRequired);
      const { fields, file: bytes } = await readMultipartForm(request, {
        tooLargeMessage: ADMIN_MESSAGES.sliderTooLarge,
      });
      if (!bytes || bytes.length === 0) throw new AppError('VALIDATION', ADMIN_MESSAGES.sliderImageRequired);
      const parsed = ZUploadSliderFieldsSchema.safeParse(fields);
      if (!parsed.success)
        throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.sliderImageRequired);
      const image = await uploadSliderImage({
        db,
        store,
        adminUserId: approvedUser(request).id,
        bytes,
        values: { ...columnsFrom(parsed.data), title: parsed.data.title },
      });
      return reply.status(201).send(image);
    },
  });

  api.patch('/api/admin/slider-images/:id', {
    onRequest: admins,
    schema: {
      tags: ['slider'],
      params: ZIdParamsSchema,
      body: ZUpdateSliderImageRequestSchema,
      response: { 200: ZSliderImageResponseSchema, ...errors },
    },
    handler: async (request) => {
      const values = columnsFrom(request.body);
      if (values.title === '') throw new AppError('VALIDATION', ADMIN_MESSAGES.sliderTitleRequired);
      const existing = await getSliderImage(db, request.params.id);
      if (!existing) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.sliderNotFound);
      const [row] = await db
        .update(sliderImages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(sliderImages.id, request.params.id))
        .returning();
      // Deleted by someone else between the read and the write: gone, not a crash (seen under load).
      if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.sliderNotFound);
      if (values.imageUrl && values.imageUrl !== existing.imageUrl)
        await releaseSliderUpload({ db, store, imageUrl: existing.imageUrl });
      await recordAudit(db, {
        adminUserId: approvedUser(request).id,
        action: 'slider.update',
        targetType: 'slider_image',
        targetId: row.id,
        details: values,
      });
      return toSliderResponse(row);
    },
  });

  api.delete('/api/admin/slider-images/:id', {
    onRequest: admins,
    schema: {
      tags: ['slider'],
      params: ZIdParamsSchema,
      response: { 200: z.object({ message: z.string() }), ...errors },
    },
    handler: async (request) => {
      await deleteSliderImage({ db, store, id: request.params.id, adminUserId: approvedUser(request).id });
      return { message: 'Imagen eliminada' };
    },
  });
}
