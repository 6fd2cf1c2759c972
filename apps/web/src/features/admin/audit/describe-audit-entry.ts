import { AUDIT_ACTIONS, type TAuditAction, type TAuditEntryResponse } from '@galope/contracts';
import type { TFunction } from 'i18next';

// Relative: the unit tests' vitest config has no `@/` alias.
import { formatMoney } from '../../../lib/format/format-money';

export type AuditDescription = {
  /** The action's short name: the badge and the action filter. */
  label: string;
  /** One sentence: "Cambió el límite diario de TheRacingAPI: 100 → sin límite". */
  summary: string;
  /** Further facts worth reading, already worded: a reason, a balance before and after. */
  facts: { label: string; value: string }[];
};

type Details = Record<string, unknown>;

/** What a data-source change may touch (docs/rules/data-sources.md), in the order the sentence names them. */
const SOURCE_FIELDS = ['isEnabled', 'dailyLimit', 'syncInterval', 'priority', 'autoSync', 'useSyntheticOnly'];

const isKnownAction = (action: string): action is TAuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);
const keyOf = (action: string) => action.replaceAll('.', '_');
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** The action's words in the current language; an action this build does not know shows its code. */
export function auditActionLabel(action: string, t: TFunction): string {
  return isKnownAction(action) ? t(`admin.audit.actions.${keyOf(action)}`) : action;
}

function readableValue(key: string, value: unknown, t: TFunction): string {
  if (value === null || value === undefined) return key === 'dailyLimit' ? t('admin.audit.noLimit') : '—';
  if (typeof value === 'boolean') return value ? t('admin.audit.yes') : t('admin.audit.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function targetOf(entry: TAuditEntryResponse): string {
  const details = entry.details as Details;
  if (entry.targetType === 'user')
    return entry.targetName ?? text(details.username) ?? (entry.targetId ? `#${entry.targetId}` : '');
  if (entry.targetType === 'api_configuration') return text(details.apiName) ?? entry.targetId ?? '';
  return entry.targetId ? `#${entry.targetId}` : '';
}

/** Each changed field of a data source, in words: "Cambió el límite diario de X: 100 → sin límite". */
function describeSourceChange(entry: TAuditEntryResponse, t: TFunction): string | undefined {
  const details = entry.details as Details;
  const previous = (typeof details.previous === 'object' && details.previous ? details.previous : {}) as Details;
  const source = targetOf(entry);
  const fields = SOURCE_FIELDS.filter((field) => field in details);
  if (fields.length === 0) return undefined;
  return fields
    .map((field) => {
      if (field === 'isEnabled')
        return t(
          details.isEnabled ? 'admin.audit.summary.datasource_enabled' : 'admin.audit.summary.datasource_disabled',
          {
            source,
          },
        );
      return t('admin.audit.summary.datasource_change', {
        field: t(`admin.audit.fields.${field}`),
        source,
        from: field in previous ? readableValue(field, previous[field], t) : '—',
        to: readableValue(field, details[field], t),
      });
    })
    .join('; ');
}

function describeDone(entry: TAuditEntryResponse, t: TFunction): string | undefined {
  const details = entry.details as Details;
  const target = targetOf(entry);
  switch (entry.action) {
    case 'user.create':
      return t('admin.audit.summary.user_create', {
        target: text(details.username) ?? target,
        role: t(`admin.audit.roles.${text(details.role) ?? 'user'}`),
      });
    case 'user.delete':
    case 'user.deactivate':
      return t(`admin.audit.summary.${keyOf(entry.action)}`, { target: text(details.username) ?? target });
    case 'user.balance': {
      const amount = text(details.amount);
      if (!amount) return undefined;
      if (details.type === 'set')
        return t('admin.audit.summary.user_balance_set', { target, amount: formatMoney(amount) });
      const sign = details.type === 'subtract' ? '−' : '+';
      return t('admin.audit.summary.user_balance', { target, change: `${sign}${formatMoney(amount)}` });
    }
    case 'user.status': {
      const from = text(details.from);
      const to = text(details.to);
      if (!from || !to) return undefined;
      return t('admin.audit.summary.user_status', { target, from: t(`status.${from}`), to: t(`status.${to}`) });
    }
    case 'slider.create':
    case 'slider.delete':
      return text(details.title)
        ? t(`admin.audit.summary.${keyOf(entry.action)}`, { title: details.title })
        : undefined;
    case 'setting.update': {
      const key = entry.targetId ?? '';
      return t('admin.audit.summary.setting_update', {
        setting: t(`admin.audit.settings.${key}`, { defaultValue: key }),
        value: readableValue('value', details.value, t),
      });
    }
    case 'datasource.update':
      return describeSourceChange(entry, t);
    case 'cashier.approve':
    case 'cashier.reject': {
      const code = text(details.code);
      const amount = text(details.amount);
      if (!code || !amount) return undefined;
      const type = details.type === 'withdrawal' ? 'withdrawal' : 'deposit';
      return t(`admin.audit.summary.${keyOf(entry.action)}_${type}`, { code, amount: formatMoney(amount) });
    }
    case 'payment_method.create':
    case 'payment_method.update':
      return text(details.name) ? t(`admin.audit.summary.${keyOf(entry.action)}`, { name: details.name }) : undefined;
    case 'slider.update':
    case 'race.cancel':
    case 'race.result_entered':
    case 'race.create':
    case 'race.update':
    case 'race.scratch':
    case 'sport_event.cancel':
    case 'sport_event.result_entered':
      return t(`admin.audit.summary.${keyOf(entry.action)}`, { target });
    case 'tote.settings':
      return t('admin.audit.summary.tote_settings');
    case 'cash_out.settings':
      return t('admin.audit.summary.cash_out_settings');
    default:
      return undefined;
  }
}

/**
 * An audit row in the viewer's language: what was done (or tried and refused), on whom, and the
 * facts that matter. Rows missing a detail, or of an action this build does not know, fall back to
 * the action's name or code, so an odd row never breaks the list.
 */
export function describeAuditEntry(entry: TAuditEntryResponse, t: TFunction): AuditDescription {
  const details = entry.details as Details;
  const label = auditActionLabel(entry.action, t);
  const facts: AuditDescription['facts'] = [];

  if (entry.refused) {
    const target = targetOf(entry);
    const message = text(details.message);
    if (message) facts.push({ label: t('admin.audit.refusalReason'), value: message });
    return {
      label,
      summary: target
        ? t('admin.audit.summary.refused_on', { action: label, target })
        : t('admin.audit.summary.refused', { action: label }),
      facts,
    };
  }

  const reason = text(details.reason);
  if (reason) facts.push({ label: t('admin.audit.reason'), value: reason });
  const movesBalance = entry.action === 'user.balance' || entry.action.startsWith('cashier.');
  if (movesBalance && text(details.previous) && text(details.new))
    facts.push({
      label: t('admin.audit.balance'),
      value: `${formatMoney(text(details.previous))} → ${formatMoney(text(details.new))}`,
    });
  if (!isKnownAction(entry.action)) {
    for (const [key, value] of Object.entries(details)) facts.push({ label: key, value: readableValue(key, value, t) });
  }
  return { label, summary: (isKnownAction(entry.action) && describeDone(entry, t)) || label, facts };
}
