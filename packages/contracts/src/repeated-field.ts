import { z } from './zod-config';

/**
 * A body field that may repeat another (a new password's confirmation, what older screens send
 * twice): left out it is fine; sent, it must be the same, else `message` on that field.
 */
export function zRepeatedField<const K extends string, const Of extends string>(field: K, of: Of, message: string) {
  return z.refine<{ [key in K | Of]?: unknown }>((body) => body[field] === undefined || body[field] === body[of], {
    message,
    path: [field],
  });
}
