type ClassValue = string | false | null | undefined | 0;

/** Joins the truthy class names. There is no Tailwind merging: callers avoid conflicting utilities. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
