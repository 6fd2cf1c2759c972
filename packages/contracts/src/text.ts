/**
 * Text PostgreSQL can store: no NUL, which `text` refuses, and no unpaired UTF-16
 * surrogate, which `jsonb` refuses and UTF-8 cannot encode. The server refuses any other text in a
 * request with a 400 before it reaches a query.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/** The same text made storable, for values the server keeps but does not refuse (a user-agent). */
export function toStorableText(value: string): string {
  return value.replaceAll('\u0000', '').toWellFormed();
}
