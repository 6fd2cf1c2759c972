import { LANGUAGES } from './enums';
import { INT32_MAX } from './ids';
import { SLIDER_MESSAGES } from './messages';
import { isSafeUrl } from './slider';
import { z } from './zod-config';

/** What the slider's endpoints accept (the staff's slider manager); the slides as answered: slider.ts. */

/** The one rule for slide links and images (both spellings, create and update); '' clears a link. */
export const ZSafeUrlSchema = z
  .string()
  .trim()
  .max(2000, SLIDER_MESSAGES.urlInvalid)
  .refine((value) => value === '' || isSafeUrl(value), SLIDER_MESSAGES.urlInvalid);
const ZSliderImageUrlSchema = z
  .string({ error: SLIDER_MESSAGES.sliderImageRequired })
  .trim()
  .min(1, SLIDER_MESSAGES.sliderImageRequired)
  .pipe(ZSafeUrlSchema);

/** A position in the slider: an `integer` column, so at most INT32_MAX. */
const zOrderIndex = z.coerce
  .number({ error: SLIDER_MESSAGES.orderInvalid })
  .int(SLIDER_MESSAGES.orderInvalid)
  .min(0, SLIDER_MESSAGES.orderInvalid)
  .max(INT32_MAX, SLIDER_MESSAGES.orderInvalid);

/** Both spellings appear in the spec's screens (linkUrl / link_url …): both are accepted. */
const sliderFields = {
  title: z.string().trim().max(200),
  subtitle: z.string().trim().max(300).nullable(),
  linkUrl: ZSafeUrlSchema.nullable(),
  link_url: ZSafeUrlSchema.nullable(),
  locale: z.enum(LANGUAGES, { error: 'El idioma debe ser es o en' }),
  orderIndex: zOrderIndex,
  order_index: zOrderIndex,
  isActive: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
  is_active: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
};

export const ZUpdateSliderImageRequestSchema = z
  .object(sliderFields)
  .partial()
  .extend({ imageUrl: ZSliderImageUrlSchema.optional() });
export const ZCreateSliderImageRequestSchema = ZUpdateSliderImageRequestSchema.extend({
  imageUrl: ZSliderImageUrlSchema,
  title: z
    .string({ error: SLIDER_MESSAGES.sliderTitleRequired })
    .trim()
    .min(1, SLIDER_MESSAGES.sliderTitleRequired)
    .max(200),
});

export const ZSliderListQuerySchema = z.object({
  active: z.enum(['true', 'false']).optional(),
  locale: z.enum(LANGUAGES).optional(),
});
