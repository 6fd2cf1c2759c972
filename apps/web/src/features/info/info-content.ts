import { z } from 'zod/mini';

const ZInfoContactSchema = z.strictObject({
  label: z.string(),
  value: z.string(),
  /** `mailto:`, `tel:`, `https:` or an in-site path such as `/live-chat`. */
  href: z.optional(z.string()),
});

const ZInfoSectionSchema = z.strictObject({
  heading: z.string(),
  paragraphs: z.optional(z.array(z.string())),
  /** Unordered bullet points. */
  items: z.optional(z.array(z.string())),
  /** Numbered, in order: a procedure the reader follows. */
  steps: z.optional(z.array(z.string())),
  contacts: z.optional(z.array(ZInfoContactSchema)),
  /** Paragraphs that follow the list, steps or contacts. */
  closing: z.optional(z.array(z.string())),
  /** A highlighted remark shown after the section's text. */
  note: z.optional(z.string()),
});

const ZInfoQuestionSchema = z.strictObject({
  question: z.string(),
  answer: z.string(),
});

/**
 * The shape of one page under the `info` namespace, e.g. `info:about`. Strict, so a misspelt key in the
 * copy fails the content test instead of silently disappearing from the page.
 */
export const ZInfoPageContentSchema = z.strictObject({
  title: z.string(),
  lead: z.string(),
  sections: z.array(ZInfoSectionSchema),
  questions: z.optional(z.array(ZInfoQuestionSchema)),
});

export type TInfoContact = z.infer<typeof ZInfoContactSchema>;
export type TInfoSection = z.infer<typeof ZInfoSectionSchema>;
export type TInfoQuestion = z.infer<typeof ZInfoQuestionSchema>;
export type TInfoPageContent = z.infer<typeof ZInfoPageContentSchema>;

/** Strings shared by every information page (`info:common`). */
export const ZInfoCommonSchema = z.strictObject({
  home: z.string(),
  breadcrumb: z.string(),
  backHome: z.string(),
  lastUpdated: z.string(),
  onThisPage: z.string(),
  questionsHeading: z.string(),
  related: z.string(),
  unavailable: z.string(),
  adultsOnly: z.string(),
});
