/**
 * A spreadsheet would run a cell starting with = + - @ (or a tab or carriage return) as a formula:
 * such a cell gets a leading apostrophe (OWASP's CSV injection advice), then RFC 4180 quoting.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
