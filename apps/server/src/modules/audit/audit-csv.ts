import { AUDIT_ACTION_LABELS, type TAuditAction, type TAuditEntryResponse } from '@galope/contracts';
import { csvCell } from '../../lib/csv-cell';
import { SITE_TIME_ZONE } from '../../lib/site-calendar';
import { zoneClock } from '../../lib/zone-clock';

export const AUDIT_CSV_HEADER = ['date', 'staff', 'role', 'action', 'actionCode', 'result', 'target', 'details'];

const TARGET_TYPES: Record<string, string> = {
  user: 'usuario',
  slider_image: 'imagen del carrusel',
  setting: 'configuración',
  race: 'carrera',
  sport_event: 'evento deportivo',
  api_configuration: 'fuente de datos',
  route: 'ruta',
};
const ROLES: Record<string, string> = { user: 'jugador', admin: 'administrador', super_admin: 'super administrador' };
/** Keys whose null means "no limit" rather than "nothing". */
const LIMIT_KEYS = new Set(['dailyLimit']);
/** Shown in the result column, not again among the details. */
const REFUSAL_KEYS = new Set(['refused', 'message', 'status']);

/** "2026-11-24 02:05:09": the site's wall-clock time, which the filters' days also use. */
const siteTime = zoneClock(SITE_TIME_ZONE);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function readableValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return LIMIT_KEYS.has(key) ? 'sin límite' : '—';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * `key: value; …`, nested objects flattened to `parent.key: value`. A change that recorded the values
 * before it (`previous`) reads `dailyLimit: 100 → sin límite`.
 */
export function readableDetails(details: Record<string, unknown>, prefix = ''): string {
  const previous = (prefix === '' && isRecord(details.previous) ? details.previous : {}) as Record<string, unknown>;
  return Object.entries(details)
    .filter(([key]) => !(prefix === '' && key === 'previous'))
    .map(([key, value]) => {
      if (isRecord(value)) return readableDetails(value, `${prefix}${key}.`);
      const now = readableValue(key, value);
      return key in previous
        ? `${prefix}${key}: ${readableValue(key, previous[key])} → ${now}`
        : `${prefix}${key}: ${now}`;
    })
    .filter(Boolean)
    .join('; ');
}

function targetText(entry: TAuditEntryResponse): string {
  const type = TARGET_TYPES[entry.targetType] ?? entry.targetType;
  if (!entry.targetId) return type;
  return entry.targetName ? `${type} ${entry.targetName} (#${entry.targetId})` : `${type} ${entry.targetId}`;
}

/** The export: UTF-8 with a BOM (so spreadsheets read the accents), a header row, one row per entry. */
export function toAuditCsv(entries: TAuditEntryResponse[]): string {
  const lines = [AUDIT_CSV_HEADER.join(',')];
  for (const entry of entries) {
    const result = entry.refused
      ? `Rechazado (${readableValue('status', entry.details.status)}): ${readableValue('message', entry.details.message)}`
      : 'Realizado';
    const cells = [
      siteTime.format(new Date(entry.createdAt)),
      entry.adminUsername,
      ROLES[entry.adminRole] ?? entry.adminRole,
      AUDIT_ACTION_LABELS[entry.action as TAuditAction] ?? entry.action,
      entry.action,
      result,
      targetText(entry),
      readableDetails(
        entry.refused
          ? Object.fromEntries(Object.entries(entry.details).filter(([key]) => !REFUSAL_KEYS.has(key)))
          : entry.details,
      ),
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
