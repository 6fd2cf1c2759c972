import { isStorableText, MESSAGES } from '@galope/contracts';
import { AppError } from './app-error';

/**
 * Refuses a parsed request part (body, query, params, multipart fields) holding text PostgreSQL could
 * not store, NUL or an unpaired surrogate, with the 400 VALIDATION a contract gives.
 */
export function assertStorableText(value: unknown): void {
  const path = findUnstorableText(value);
  if (path) {
    throw new AppError('VALIDATION', MESSAGES.textInvalid, {
      issues: [{ path: path.map(String), message: MESSAGES.textInvalid }],
    });
  }
}

type Visit = { value: unknown; key: string | number | undefined; parent: Visit | undefined };

/**
 * The path of the first string (or object key) in a parsed request that PostgreSQL could not store
 * (NUL, an unpaired surrogate), or undefined when there is none. Iterative, with a parent link per
 * value instead of a path per value, so 10,000 levels of nesting cost neither the stack nor memory.
 */
function findUnstorableText(root: unknown): (string | number)[] | undefined {
  const pending: Visit[] = [{ value: root, key: undefined, parent: undefined }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return pathOf(visit);
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++)
        pending.push({ value: value[index], key: index, parent: visit });
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      const entry = { value: child, key, parent: visit };
      if (!isStorableText(key)) return pathOf(entry);
      pending.push(entry);
    }
  }
  return undefined;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}
