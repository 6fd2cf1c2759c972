import { describe, expect, it } from 'vitest';
import { DEFAULT_TOTE_SETTINGS, TOTE_MESSAGES, ZToteSettingsSchema, ZToteTicketRequestSchema } from './tote';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('the tote settings', () => {
  it('take the US defaults: takeout in hundredths of a percent, amounts in cents', () => {
    const settings = ZToteSettingsSchema.parse(DEFAULT_TOTE_SETTINGS);
    expect(settings.takeout).toMatchObject({ win: 1500, exacta: 1900, trifecta: 2500 });
    expect(settings).toMatchObject({ breakage: '0.10', minimumDividend: 105, placePlaces: 2 });
    expect(settings.minimumStake).toMatchObject({ win: 100, trifecta: 50, superfecta: 10 });
  });

  it('refuse a takeout over 50 % and a breakage other than 0.01, 0.05 or 0.10, saying which', () => {
    const overTakeout = { ...DEFAULT_TOTE_SETTINGS, takeout: { ...DEFAULT_TOTE_SETTINGS.takeout, win: '50.01' } };
    expect(firstMessage(ZToteSettingsSchema.safeParse(overTakeout))).toBe(TOTE_MESSAGES.takeout);
    const atFifty = { ...DEFAULT_TOTE_SETTINGS, takeout: { ...DEFAULT_TOTE_SETTINGS.takeout, win: '50' } };
    expect(ZToteSettingsSchema.safeParse(atFifty).success).toBe(true);
    expect(firstMessage(ZToteSettingsSchema.safeParse({ ...DEFAULT_TOTE_SETTINGS, breakage: '0.02' }))).toBe(
      TOTE_MESSAGES.breakage,
    );
    expect(firstMessage(ZToteSettingsSchema.safeParse({ ...DEFAULT_TOTE_SETTINGS, placePlaces: 4 }))).toBe(
      TOTE_MESSAGES.placePlaces,
    );
  });
});

describe('a tote ticket request', () => {
  it('takes one list per position and the unit stake in cents', () => {
    const ticket = ZToteTicketRequestSchema.parse({
      raceId: 7,
      pool: 'exacta',
      selections: [[1], [2, 3]],
      unitStake: '1.00',
    });
    expect(ticket).toEqual({ raceId: 7, pool: 'exacta', selections: [[1], [2, 3]], unitStake: 100 });
  });

  it('refuses an unknown pool, a zero unit stake and no selections, each with its message', () => {
    const base = { raceId: 7, pool: 'exacta', selections: [[1], [2]], unitStake: '1.00' };
    expect(firstMessage(ZToteTicketRequestSchema.safeParse({ ...base, pool: 'pick6' }))).toBe(TOTE_MESSAGES.pool);
    expect(firstMessage(ZToteTicketRequestSchema.safeParse({ ...base, unitStake: '0.00' }))).toBe(
      TOTE_MESSAGES.unitStake,
    );
    expect(firstMessage(ZToteTicketRequestSchema.safeParse({ ...base, selections: [] }))).toBe(
      TOTE_MESSAGES.selections,
    );
  });
});
