import { LANGUAGES } from './enums';
import { z } from './zod-config';

/**
 * The homepage slider's contracts. Their own file: the landing reads the slides, and importing them
 * from the admin contracts built every admin schema before a guest's first paint, on a phone's slow CPU. What the
 * staff's slider manager sends is in slider-requests.ts, the messages in messages.ts.
 */

/** Whitespace, control characters and `\`: browsers drop tabs and newlines inside a URL and read `\` as `/`. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const URL_UNSAFE_RAW = /[\u0000-\u0020\u007f\\]/;
/** After percent-decoding a space is fine (`/promo%20del%20dia`); a control character or `\` is not. */
// eslint-disable-next-line no-control-regex -- as above
const URL_UNSAFE_DECODED = /[\u0000-\u001f\u007f\\]/;

/**
 * `https://`, a host name (ASCII or punycode) or bracketed IPv6, an optional port, then the path,
 * query or fragment. No user info: `https://galope.bet@evil.example` reads as galope.bet but goes to
 * evil.example.
 */
const HTTPS_URL = /^https:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(:\d{1,5})?([/?#]|$)/i;

/**
 * A link or image URL is `https://host/…` or a path on this site (`/…`) (docs/api.md). `http://` is
 * blocked by the site's own CSP, `//host`, `/\host` and `/%2F%2Fhost` leave the site (an open redirect
 * from a banner), and any other scheme (`javascript:`, `data:`) runs or embeds content. A path is
 * decoded up to three times because a proxy or redirect may decode it before a browser reads it.
 */
export function isSafeUrl(value: string): boolean {
  if (URL_UNSAFE_RAW.test(value)) return false;
  if (value.startsWith('/')) {
    let path = value;
    for (let round = 0; round < 3; round++) {
      if (!path.startsWith('/') || path.startsWith('//') || URL_UNSAFE_DECODED.test(path)) return false;
      let decoded: string;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        return false;
      }
      if (decoded === path) return true;
      path = decoded;
    }
    return false;
  }
  return HTTPS_URL.test(value);
}

export const ZSliderImageResponseSchema = z.object({
  id: z.int(),
  imageUrl: z.string(),
  /**
   * An uploaded image's re-encodings (absent for an image given by URL): the same picture as WebP,
   * and a WebP 750 px wide for phones. The landing offers them in a <picture>; `imageUrl` stays the
   * main image every browser can show.
   */
  imageWebpUrl: z.optional(z.string()),
  imageMobileUrl: z.optional(z.string()),
  title: z.string(),
  subtitle: z.nullable(z.string()),
  linkUrl: z.nullable(z.string()),
  locale: z.enum(LANGUAGES),
  orderIndex: z.int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSliderImageResponse = z.infer<typeof ZSliderImageResponseSchema>;

/** Spec §9: 1781:266 (about 6.7:1), within 0.5. */
export const SLIDER_RATIO = 1781 / 266;
export const SLIDER_RATIO_TOLERANCE = 0.5;
export const SLIDER_MAX_BYTES = 5 * 1024 * 1024;
/** A 725 KB PNG can declare 6 gigapixels, gigabytes once decoded: anything above this is refused unread. */
export const SLIDER_MAX_PIXELS = 40_000_000;
export function isSliderRatio(width: number, height: number): boolean {
  return height > 0 && Math.abs(width / height - SLIDER_RATIO) <= SLIDER_RATIO_TOLERANCE;
}
