import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type TAuditEntryResponse } from '@galope/contracts';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

// Relative: the root vitest config has no `@/` alias.
import en from '../../../i18n/en.json';
import es from '../../../i18n/es.json';
import { auditActionLabel, describeAuditEntry } from './describe-audit-entry';

let tEs: TFunction;
let tEn: TFunction;
beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    resources: { es: { translation: es }, en: { translation: en } },
    lng: 'es',
    interpolation: { escapeValue: false },
  });
  tEs = i18n.getFixedT('es');
  tEn = i18n.getFixedT('en');
});

const entry = (overrides: Partial<TAuditEntryResponse>): TAuditEntryResponse => ({
  id: 1,
  adminUserId: 2,
  adminUsername: 'superadmin',
  adminRole: 'super_admin',
  action: 'user.balance',
  targetType: 'user',
  targetId: '7',
  targetName: 'jugador',
  refused: false,
  details: {},
  createdAt: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

/** A change to a data source's settings, the settings given in `details`. */
const dataSourceChange = (targetId: string, details: TAuditEntryResponse['details']) =>
  entry({ action: 'datasource.update', targetType: 'api_configuration', targetId, targetName: null, details });

describe('the audit trail in words', () => {
  it('a data source’s daily limit taken away reads “sin límite” / “no limit”', () => {
    const change = dataSourceChange('horse-racing-api', {
      dailyLimit: null,
      apiName: 'TheRacingAPI',
      previous: { dailyLimit: 100 },
    });
    expect(describeAuditEntry(change, tEs).summary).toBe('Cambió el límite diario de TheRacingAPI: 100 → sin límite');
    expect(describeAuditEntry(change, tEn).summary).toBe('Changed the daily limit of TheRacingAPI: 100 → no limit');
    expect(describeAuditEntry(change, tEs).label).toBe('Cambio de fuente de datos');
  });

  it('a source switched off and its interval changed, from an older row without the values before', () => {
    const change = dataSourceChange('sport-api', { isEnabled: false, syncInterval: 15 });
    expect(describeAuditEntry(change, tEs).summary).toBe(
      'Desactivó sport-api; Cambió el intervalo de sincronización (min) de sport-api: — → 15',
    );
    expect(describeAuditEntry(change, tEn).summary).toBe(
      'Switched off sport-api; Changed the sync interval (min) of sport-api: — → 15',
    );
  });

  it('a balance adjustment names the player and the amount with its sign, and the balance before and after', () => {
    const added = entry({ details: { type: 'add', amount: '50.00', previous: '20.00', new: '70.00', reason: 'Bono' } });
    expect(describeAuditEntry(added, tEs)).toEqual({
      label: 'Ajuste de saldo',
      summary: 'Ajustó el saldo de jugador: +US$50.00',
      facts: [
        { label: 'Motivo', value: 'Bono' },
        { label: 'Saldo', value: 'US$20.00 → US$70.00' },
      ],
    });
    expect(describeAuditEntry(added, tEn).summary).toBe('Adjusted the balance of jugador: +US$50.00');
    const taken = entry({ details: { type: 'subtract', amount: '1250.5', previous: '2000.00', new: '749.50' } });
    expect(describeAuditEntry(taken, tEs).summary).toBe('Ajustó el saldo de jugador: −US$1,250.50');
    const set = entry({ targetName: null, details: { type: 'set', amount: '10.00' } });
    expect(describeAuditEntry(set, tEn).summary).toBe('Set the balance of #7 to US$10.00');
  });

  it('status changes, accounts, slider images, settings and race results read as sentences', () => {
    expect(
      describeAuditEntry(entry({ action: 'user.status', details: { from: 'pending', to: 'approved' } }), tEs).summary,
    ).toBe('Cambió el estado de jugador: Pendiente → Aprobada');
    expect(
      describeAuditEntry(entry({ action: 'user.create', details: { username: 'marta', role: 'admin' } }), tEs).summary,
    ).toBe('Creó la cuenta de marta (administrador)');
    expect(
      describeAuditEntry(entry({ action: 'user.delete', targetName: null, details: { username: 'pedro' } }), tEn)
        .summary,
    ).toBe('Deleted the account of pedro');
    expect(
      describeAuditEntry(
        entry({ action: 'slider.create', targetType: 'slider_image', details: { title: 'Otoño' } }),
        tEs,
      ).summary,
    ).toBe('Agregó la imagen «Otoño» al carrusel');
    expect(
      describeAuditEntry(
        entry({
          action: 'setting.update',
          targetType: 'setting',
          targetId: 'whatsapp_number',
          details: { value: '+52 1' },
        }),
        tEs,
      ).summary,
    ).toBe('Cambió el número de WhatsApp: +52 1');
    expect(
      describeAuditEntry(entry({ action: 'race.result_entered', targetType: 'race', targetId: '41' }), tEs).summary,
    ).toBe('Registró el resultado de la carrera #41');
    expect(
      describeAuditEntry(entry({ action: 'sport_event.result_entered', targetType: 'sport_event', targetId: '9' }), tEn)
        .summary,
    ).toBe('Entered the result of event #9');
  });

  it('a refused attempt says what was tried, on whom, and why it was refused', () => {
    const refused = entry({
      refused: true,
      targetName: 'superadmin',
      details: { refused: true, status: 403, code: 'FORBIDDEN', message: 'Un administrador no puede…' },
    });
    expect(describeAuditEntry(refused, tEs)).toEqual({
      label: 'Ajuste de saldo',
      summary: 'Intentó: Ajuste de saldo (superadmin)',
      facts: [{ label: 'Motivo del rechazo', value: 'Un administrador no puede…' }],
    });
    expect(describeAuditEntry(refused, tEn).summary).toBe('Tried: Balance adjustment (superadmin)');
    const looked = entry({
      action: 'user.list',
      targetId: null,
      targetName: null,
      refused: true,
      details: { refused: true },
    });
    expect(describeAuditEntry(looked, tEn).summary).toBe('Tried: User list viewed');
  });

  it('an action this build does not know shows its code and its details, never breaks', () => {
    const unknown = entry({
      action: 'bonus.grant',
      targetType: 'bonus',
      details: { amount: '5.00', note: null },
    });
    expect(describeAuditEntry(unknown, tEs)).toEqual({
      label: 'bonus.grant',
      summary: 'bonus.grant',
      facts: [
        { label: 'amount', value: '5.00' },
        { label: 'note', value: '—' },
      ],
    });
    // A known action missing its details falls back to its name.
    expect(describeAuditEntry(entry({ details: {} }), tEs).summary).toBe('Ajuste de saldo');
  });

  it('a cashier decision says what was decided and the balance before and after', () => {
    const decided = entry({
      action: 'cashier.reject',
      targetType: 'cashier_request',
      details: {
        code: 'RET-4H8JX',
        type: 'withdrawal',
        amount: '400.00',
        previous: '600.00',
        new: '1000.00',
        reason: 'CLABE ajena',
      },
    });
    const described = describeAuditEntry(decided, tEs);
    expect(described.summary).toBe('Rechazó el retiro RET-4H8JX de US$400.00');
    expect(described.facts).toEqual(
      expect.arrayContaining([
        { label: expect.any(String), value: 'CLABE ajena' },
        { label: expect.any(String), value: 'US$600.00 → US$1,000.00' },
      ]),
    );
  });

  it('names every action in both languages, the Spanish word for word as the CSV export', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(auditActionLabel(action, tEs)).toBe(AUDIT_ACTION_LABELS[action]);
      expect(auditActionLabel(action, tEn)).not.toBe(action);
      expect(auditActionLabel(action, tEn)).not.toMatch(/^admin\.audit/);
    }
  });
});
