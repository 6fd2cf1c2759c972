import type { TNotification } from '@galope/contracts';
import { describe, expect, it } from 'vitest';

// Relative: the root vitest config has no `@/` alias.
import { translator } from '../../lib/translation/test-translator';
import { describeNotification, formatAgo } from './describe-notification';

const common = { id: 1, createdAt: '2026-11-28T12:00:00.000Z', readAt: null };
const won: TNotification = {
  ...common,
  kind: 'bet_settled',
  data: {
    betId: 'b1',
    outcome: 'won',
    stake: '5.00',
    amount: '12.50',
    race: 'Carrera 3',
    racetrack: 'Palermo',
    horse: 'Relámpago',
    event: null,
    selection: null,
  },
};
const withdrawal: TNotification = {
  ...common,
  kind: 'cashier_decided',
  data: { requestId: 4, type: 'withdrawal', decision: 'approved', amount: '50.00', code: 'RET-7K2Q9' },
};

describe('describeNotification', () => {
  it('says what happened in Spanish, and leads to the page about it', async () => {
    const t = await translator('es');
    expect(describeNotification(won, t)).toEqual({
      text: 'Ganaste US$12.50 en Carrera 3 — Palermo',
      to: '/panel?tab=history',
      tone: 'won',
    });
    expect(describeNotification(withdrawal, t)).toMatchObject({
      text: 'Tu retiro de US$50.00 fue aprobado',
      to: '/panel?tab=wallet',
    });
    expect(
      describeNotification({ ...common, kind: 'limit_raised', data: { limit: 'depositDaily', value: '250.00' } }, t)
        .text,
    ).toBe('Tu límite diario de depósitos de US$250.00 ya está en vigor');
    expect(describeNotification({ ...common, kind: 'pause_ended', data: { pause: 'time_out' } }, t).text).toBe(
      'Tu pausa terminó: puedes volver a apostar',
    );
  });

  it('in English too, a sport bet by its match, a tote ticket by its pool', async () => {
    const t = await translator('en');
    const sport: TNotification = {
      ...won,
      data: { ...won.data, outcome: 'lost', amount: '5.00', race: null, racetrack: null, event: 'Boca vs River' },
    };
    expect(describeNotification(sport, t).text).toBe('Your US$5.00 bet on Boca vs River did not win');
    const ticket: TNotification = {
      ...common,
      kind: 'ticket_settled',
      data: {
        ticketId: 9,
        outcome: 'won',
        pool: 'exacta',
        cost: '2.00',
        amount: '31.40',
        race: 'Carrera 3',
        racetrack: 'Palermo',
      },
    };
    expect(describeNotification(ticket, t).text).toBe('Your Exacta ticket on Carrera 3 — Palermo paid US$31.40');
  });
});

describe('formatAgo', () => {
  const now = Date.parse('2026-11-28T12:00:00.000Z');
  it('says how long ago, to the nearest unit, in the reader’s language', () => {
    expect(formatAgo('2026-11-28T11:55:00.000Z', now, 'es')).toBe('hace 5 minutos');
    expect(formatAgo('2026-11-28T09:00:00.000Z', now, 'en')).toBe('3 hours ago');
    expect(formatAgo('2026-11-27T12:00:00.000Z', now, 'es')).toBe('ayer');
    expect(formatAgo('2026-11-28T11:59:58.000Z', now, 'en')).toBe('now');
  });
});
