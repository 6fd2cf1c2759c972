import { describe, expect, it } from 'vitest';
import { offTimeOf } from './adapters/the-racing-api';
import { zonedTimeToUtc } from './adapters/source-values';

/*
 * Off times read as each service documents them. TheRacingAPI: `off_dt` is an instant with its
 * offset (paying plans); without it (the Free plan) `off_time` is the UK clock for every course, a
 * 12-hour clock without am/pm. The RapidAPI feeds give the course's wall clock: London for the UK
 * feed, New York for Horse Racing USA. In 2026 the UK and France change clocks on 29 March and
 * 25 October, the US on 8 March and 1 November.
 */

const at = (card: Parameters<typeof offTimeOf>[0]) => offTimeOf(card)?.toISOString();

describe('TheRacingAPI off times', () => {
  it('takes off_dt as the instant it is, whatever the course', () => {
    expect(at({ off_dt: '2026-07-15T14:30:00+01:00', date: '2026-07-15', off_time: '2:30', region: 'GB' })).toBe(
      '2026-07-15T13:30:00.000Z',
    );
    expect(at({ off_dt: '2026-06-10T14:42:00+02:00', date: '2026-06-10', off_time: '1:42', region: 'FR' })).toBe(
      '2026-06-10T12:42:00.000Z',
    );
    expect(at({ off_dt: '2026-03-20T16:00:00-04:00', date: '2026-03-20', off_time: '8:00', region: 'USA' })).toBe(
      '2026-03-20T20:00:00.000Z',
    );
  });

  it('reads a British course’s off_time on the UK clock, summer and winter', () => {
    expect(at({ date: '2026-07-15', off_time: '1:42', region: 'GB' })).toBe('2026-07-15T12:42:00.000Z');
    expect(at({ date: '2026-01-15', off_time: '1:42', region: 'GB' })).toBe('2026-01-15T13:42:00.000Z');
  });

  it('reads an Irish course’s off_time on the UK clock', () => {
    expect(at({ date: '2026-01-15', off_time: '3:10', region: 'IRE' })).toBe('2026-01-15T15:10:00.000Z');
    expect(at({ date: '2026-08-01', off_time: '8:05', region: 'IRE' })).toBe('2026-08-01T19:05:00.000Z');
  });

  it('reads a French course’s off_time on the UK clock, not Paris’s (an hour early before)', () => {
    // "1:42" on the UK clock is 14:42 at Longchamp.
    const off = at({ date: '2026-06-10', off_time: '1:42', region: 'FR' });
    expect(off).toBe('2026-06-10T12:42:00.000Z');
    expect(off).toBe(zonedTimeToUtc('2026-06-10 14:42:00', 'Europe/Paris')!.toISOString());
  });

  it('reads a US course’s off_time on the UK clock, in the weeks the US and the UK are on different rules', () => {
    // 20 March 2026: New York is on summer time (since 8 March), London is not (until 29 March).
    // "8:00" is 20:00 in London, 16:00 at Aqueduct.
    const afternoon = at({ date: '2026-03-20', off_time: '8:00', region: 'USA' });
    expect(afternoon).toBe('2026-03-20T20:00:00.000Z');
    expect(afternoon).toBe(zonedTimeToUtc('2026-03-20 16:00:00', 'America/New_York')!.toISOString());
    // "1:05" is past midnight in London: 21:05 the same evening in New York.
    const evening = at({ date: '2026-03-20', off_time: '1:05', region: 'USA' });
    expect(evening).toBe(zonedTimeToUtc('2026-03-20 21:05:00', 'America/New_York')!.toISOString());
    // 30 October 2026: London back on GMT (since 25 October), New York still on summer time.
    expect(at({ date: '2026-10-30', off_time: '6:15', region: 'USA' })).toBe(
      zonedTimeToUtc('2026-10-30 14:15:00', 'America/New_York')!.toISOString(),
    );
  });

  it('has no off time without a date or a readable clock', () => {
    expect(at({ off_time: '1:42', region: 'GB' })).toBeUndefined();
    expect(at({ date: '2026-01-15', off_time: 'TBC', region: 'GB' })).toBeUndefined();
  });
});

describe('The RapidAPI feeds’ wall clocks', () => {
  it('reads the UK feed in London and Horse Racing USA in New York', () => {
    expect(zonedTimeToUtc('2026-03-20 18:00:00', 'Europe/London')!.toISOString()).toBe('2026-03-20T18:00:00.000Z');
    expect(zonedTimeToUtc('2026-03-20 18:00:00', 'America/New_York')!.toISOString()).toBe('2026-03-20T22:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15 18:00:00', 'Europe/London')!.toISOString()).toBe('2026-07-15T17:00:00.000Z');
  });
});
