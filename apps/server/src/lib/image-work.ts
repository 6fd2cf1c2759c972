import { MESSAGES, SLIDER_MAX_PIXELS } from '@galope/contracts';
import sharp from 'sharp';
import { AppError } from './app-error';

// libvips keeps recent images and operations in a cache that helps only when the same file is
// worked on again, which an upload never is; and on some hosts (musl, jemalloc) it gives each image
// as many threads as there are cores, each with buffers of its own. One thread per image: how much
// is worked on at once is decided below, the same on a laptop and on a 32-core host.
sharp.cache(false);
sharp.concurrency(1);

/**
 * How many pixels of uploaded images this process decodes at once, and how many uploads may wait
 * their turn. A 40-megapixel image (the largest taken) holds about 50 MB while it is shrunk for a
 * receipt, and 150–250 MB when it must be decoded whole (an interlaced PNG; a slide re-encoded at
 * full size): the budget lets one such image, or a few phone photos, be worked on at a time, which
 * kept the process's growth under 300 MB where twelve large receipts at once took 520–680 MB. The
 * worst image takes one to two seconds, so the last of four waiting hears back within about eight.
 */
export const IMAGE_WORK_LIMITS = { pixels: SLIDER_MAX_PIXELS, waiting: 4 };

/**
 * Runs `work` (anything that decodes or encodes an uploaded image of `pixels` pixels, checked from
 * its header) once the process's pixel budget has room for it, in the order asked. Past the budget
 * and the queue, it is refused at once with 503 BUSY (the error handler adds Retry-After); a user
 * whose previous image is still waiting or being worked on is refused with 429, so one person's
 * burst never fills the queue for everyone.
 */
export const runImageWork = createImageWorkLimiter(IMAGE_WORK_LIMITS);

function createImageWorkLimiter(limits: typeof IMAGE_WORK_LIMITS) {
  let inUse = 0;
  const queue: { pixels: number; start: () => void }[] = [];
  const users = new Set<number>();

  // An image larger than the whole budget still runs, alone.
  const fits = (pixels: number) => inUse === 0 || inUse + pixels <= limits.pixels;
  /** Starts the waiting works that now fit, first come first served (a large one is never overtaken). */
  function startWaiting() {
    while (queue.length > 0 && fits(queue[0]!.pixels)) {
      const next = queue.shift()!;
      inUse += next.pixels;
      next.start();
    }
  }

  return async function run<T>(
    { userId, pixels }: { userId: number; pixels: number },
    work: () => Promise<T>,
  ): Promise<T> {
    if (users.has(userId)) throw new AppError('RATE_LIMITED', MESSAGES.rateLimited);
    const startsNow = queue.length === 0 && fits(pixels);
    if (!startsNow && queue.length >= limits.waiting) throw new AppError('BUSY', MESSAGES.busy);
    users.add(userId);
    try {
      if (startsNow) inUse += pixels;
      else await new Promise<void>((start) => queue.push({ pixels, start }));
      try {
        return await work();
      } finally {
        inUse -= pixels;
        startWaiting();
      }
    } finally {
      users.delete(userId);
    }
  };
}
