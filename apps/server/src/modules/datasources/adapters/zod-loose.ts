import { z } from 'zod';

/**
 * The services are loose about types (TheRacingAPI sends numbers as strings, "" for nothing, and
 * drops fields by plan): a value that may be a string, a number, null or missing, read as text or null.
 */
export const zLoose = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? null : String(value)));

/**
 * A list the service may leave out or send as null. An item that does not read (a runner without a
 * name, a race without an off time) is skipped rather than failing the whole answer; an answer that
 * is not a list at all still fails.
 */
export const zList = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );
