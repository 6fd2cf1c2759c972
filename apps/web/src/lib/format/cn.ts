type ClassValue = string | false | null | undefined | 0;

/**
 * Which utilities set the same CSS property. Enough of Tailwind for the primitives in
 * components/ui: a class passed by a caller replaces the primitive's default of the same group
 * (Tailwind's stylesheet order, not the class attribute, would otherwise decide).
 */
const GROUPS: [group: string, pattern: RegExp][] = [
  ['display', /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table)$/],
  ['flex-direction', /^flex-(row|col)(-reverse)?$/],
  ['flex-wrap', /^flex-(wrap|nowrap|wrap-reverse)$/],
  ['grid-cols', /^grid-cols-/],
  ['align-items', /^items-/],
  ['justify-content', /^justify-(start|end|center|between|around|evenly|stretch|normal)$/],
  ['gap', /^gap-(?![xy]-)/],
  ['gap-x', /^gap-x-/],
  ['gap-y', /^gap-y-/],
  ['p', /^p-/],
  ['px', /^px-/],
  ['py', /^py-/],
  ['pt', /^pt-/],
  ['pr', /^pr-/],
  ['pb', /^pb-/],
  ['pl', /^pl-/],
  ['w', /^w-/],
  ['h', /^h-/],
  ['size', /^size-/],
  ['max-w', /^max-w-/],
  ['rounded', /^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|full))?$/],
  ['font-size', /^text-(xs|sm|base|lg|xl|[2-9]xl|\[[^\]]+px\])$/],
  ['font-weight', /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  ['text-align', /^text-(left|center|right|justify|start|end)$/],
  ['text-color', /^text-/],
  ['bg-color', /^bg-(?!gradient-|linear-|radial-|clip-|none$|cover$|contain$|fixed$|repeat)/],
  ['border-color', /^border-(?!(x|y|t|r|b|l|s|e)(-|$)|\d|solid$|dashed$|dotted$|double$|none$)/],
  ['shadow', /^shadow(-|$)/],
  ['tracking', /^tracking-/],
];

/** A later class of the first group also overrides the earlier classes of the others. */
const OVERRIDES: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
};

/** How many class lists (and tokens) are remembered at most. */
const MAX_REMEMBERED = 2000;

/** Each utility's key, found once: a page's class lists share most of their tokens. */
const keys = new Map<string, string | null>();

/** The value remembered for `key`, computed the first time (a full cache starts again). */
function remember<V>(cache: Map<string, V>, key: string, compute: (key: string) => V): V {
  if (cache.has(key)) return cache.get(key) as V;
  const value = compute(key);
  if (cache.size >= MAX_REMEMBERED) cache.clear();
  cache.set(key, value);
  return value;
}

const classKey = (token: string): string | null => remember(keys, token, findClassKey);

function findClassKey(token: string): string | null {
  const colon = token.lastIndexOf(':');
  const variants = colon === -1 ? '' : token.slice(0, colon + 1);
  const utility = token
    .slice(colon + 1)
    .replace(/^!/, '')
    .replace(/^-/, '');
  // Arbitrary values and properties are left alone.
  if (utility.startsWith('[')) return null;
  const found = GROUPS.find(([, pattern]) => pattern.test(utility));
  return found ? `${variants}${found[0]}` : null;
}

/** Class lists seen before: a page renders the same few hundred, thousands of times on a board. */
const merged = new Map<string, string>();

/** Joins the truthy class names; for conflicting utilities (same property, same variants) the last wins. */
export function cn(...classes: ClassValue[]): string {
  return remember(merged, classes.filter(Boolean).join(' '), merge);
}

function merge(joined: string): string {
  const tokens = joined.split(/\s+/).filter(Boolean);
  const kept: { token: string; key: string | null }[] = [];
  for (const token of tokens) {
    const key = classKey(token);
    if (key) {
      const colon = key.lastIndexOf(':');
      const variants = key.slice(0, colon + 1);
      const group = key.slice(colon + 1);
      const replaced = new Set([key, ...(OVERRIDES[group] ?? []).map((other) => `${variants}${other}`)]);
      for (let index = kept.length - 1; index >= 0; index--) {
        const entry = kept[index];
        if (entry?.key && replaced.has(entry.key)) kept.splice(index, 1);
      }
    }
    kept.push({ token, key });
  }
  return kept.map((entry) => entry.token).join(' ');
}
