import { z } from 'zod/mini';

/** How long one slice of parsing may hold the main thread before it hands it back. */
const SLICE_MS = 5;

/**
 * Parses a list answer as `schema.parse` would, item by item, handing the main thread back every few
 * milliseconds. The board's upcoming races were 200 KB of JSON while they carried every runner: parsed
 * in one piece they were a task of 90 ms on a 4× throttled phone, in which no tap was answered (issue
 * 11); as cards they are at most 40 KB, and the other lists (bets, movements) still grow long. A bad
 * item fails the whole list with its index in the issue's path, as one parse would.
 */
export async function parseList<Item extends z.ZodMiniType>(
  schema: z.ZodMiniArray<Item>,
  value: unknown,
): Promise<z.output<Item>[]> {
  if (!Array.isArray(value)) return schema.parse(value);
  const element = schema._zod.def.element as Item;
  const items: z.output<Item>[] = [];
  let sliceStart = performance.now();
  for (const [index, item] of value.entries()) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToMain();
      sliceStart = performance.now();
    }
    const parsed = element.safeParse(item);
    if (!parsed.success) {
      throw new z.core.$ZodRealError(parsed.error.issues.map((issue) => ({ ...issue, path: [index, ...issue.path] })));
    }
    items.push(parsed.data);
  }
  return items;
}

/** `scheduler.yield()` where the browser has it (it keeps this work ahead of other tasks), else a task. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
