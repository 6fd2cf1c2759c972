import { LANGUAGES } from './enums';
import { INT32_MAX } from './ids';
import { SLIDER_MESSAGES } from './messages';
import { isSafeUrl } from './slider';
import { z } from './zod-config';

/** What the slider's endpoints accept (the staff's slider manager); the slides as answered: slider.ts. */

/** The one rule for slide links and images (both spellings, create and update); '' clears a link. */
export const ZSafeUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(2000, SLIDER_MESSAGES.urlInvalid),
  z.refine((value) => value === '' || isSafeUrl(value), SLIDER_MESSAGES.urlInvalid),
);
const ZSliderImageUrlSchema = z.pipe(
  z
    .string({ error: SLIDER_MESSAGES.sliderImageRequired })
    .check(z.trim(), z.minLength(1, SLIDER_MESSAGES.sliderImageRequired)),
  ZSafeUrlSchema,
);

/** A position in the slider: an `integer` column, so at most INT32_MAX. */
const zOrderIndex = z.coerce
  .number({ error: SLIDER_MESSAGES.orderInvalid })
  .check(
    z.int(SLIDER_MESSAGES.orderInvalid),
    z.gte(0, SLIDER_MESSAGES.orderInvalid),
    z.lte(INT32_MAX, SLIDER_MESSAGES.orderInvalid),
  );

/** Older screens send either spelling (linkUrl / link_url …): both are accepted. */
const sliderFields = {
  title: z.string().check(z.trim(), z.maxLength(200)),
  subtitle: z.nullable(z.string().check(z.trim(), z.maxLength(300))),
  linkUrl: z.nullable(ZSafeUrlSchema),
  link_url: z.nullable(ZSafeUrlSchema),
  locale: z.enum(LANGUAGES, { error: 'El idioma debe ser es o en' }),
  orderIndex: zOrderIndex,
  order_index: zOrderIndex,
  isActive: z.union([
    z.boolean(),
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((value) => value === 'true'),
    ),
  ]),
  is_active: z.union([
    z.boolean(),
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((value) => value === 'true'),
    ),
  ]),
};

export const ZUpdateSliderImageRequestSchema = z.extend(z.partial(z.object(sliderFields)), {
  imageUrl: z.optional(ZSliderImageUrlSchema),
});
export const ZCreateSliderImageRequestSchema = z.extend(ZUpdateSliderImageRequestSchema, {
  imageUrl: ZSliderImageUrlSchema,
  title: z
    .string({ error: SLIDER_MESSAGES.sliderTitleRequired })
    .check(z.trim(), z.minLength(1, SLIDER_MESSAGES.sliderTitleRequired), z.maxLength(200)),
});

export const ZSliderListQuerySchema = z.object({
  active: z.optional(z.enum(['true', 'false'])),
  locale: z.optional(z.enum(LANGUAGES)),
});
