import { describe, expect, it } from 'vitest';
import {
  consensusOdds,
  normalizeName,
  parseFurlongs,
  parseOddsToHundredths,
  parseWeightLbs,
  zonedTimeToUtc,
} from './source-values';

describe('reading the services’ values', () => {
  it('reads UK and US distances as furlongs', () => {
    expect(parseFurlongs('6f')).toBe(6);
    expect(parseFurlongs('1m2f')).toBe(10);
    expect(parseFurlongs('1m53y')).toBeCloseTo(8.24, 2);
    expect(parseFurlongs('2m4f110y')).toBe(20.5);
    expect(parseFurlongs('6 furlongs')).toBe(6);
    expect(parseFurlongs('5 1/2 furlongs')).toBe(5.5);
    expect(parseFurlongs('1 1/16 miles')).toBe(8.5);
    expect(parseFurlongs('1 mile 70 yards')).toBeCloseTo(8.32, 2);
    expect(parseFurlongs('')).toBeNull();
    expect(parseFurlongs('about a mile')).toBeNull();
  });

  it('reads prices, weights and names as the sources write them', () => {
    expect(parseOddsToHundredths('4.5')).toBe(450);
    expect(parseOddsToHundredths('7/2')).toBe(450);
    expect(parseOddsToHundredths('evs')).toBe(200);
    expect(parseOddsToHundredths('1.00')).toBeNull();
    expect(parseOddsToHundredths('')).toBeNull();
    expect(consensusOdds(['5.0', '4.0', '4.5'])).toBe('4.50');
    expect(consensusOdds(['2.2', '2.0'])).toBe('2.00');
    expect(consensusOdds([null, 'SP'])).toBeNull();
    expect(parseWeightLbs('8-10')).toBe(122);
    expect(parseWeightLbs('126')).toBe(126);
    expect(normalizeName('Kingsholm (IRE)')).toBe(normalizeName('kingsholm'));
    expect(normalizeName('Aqueduct (USA)')).toBe('aqueduct');
    expect(normalizeName('Málaga C.F.')).toBe('malaga c f');
  });

  it('reads a local wall-clock time in its zone, across daylight saving', () => {
    expect(zonedTimeToUtc('2025-01-15 18:00:00', 'Europe/London')!.toISOString()).toBe('2025-01-15T18:00:00.000Z');
    expect(zonedTimeToUtc('2025-07-15 18:00:00', 'Europe/London')!.toISOString()).toBe('2025-07-15T17:00:00.000Z');
    expect(zonedTimeToUtc('2025-07-15 13:30', 'America/New_York')!.toISOString()).toBe('2025-07-15T17:30:00.000Z');
    expect(zonedTimeToUtc('2025-03-30 02:30:00', 'Europe/London')).toBeInstanceOf(Date);
    expect(zonedTimeToUtc('soon', 'Europe/London')).toBeNull();
  });
});
