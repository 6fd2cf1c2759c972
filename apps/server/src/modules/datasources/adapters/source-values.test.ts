import { describe, expect, it } from 'vitest';
import {
  consensusOdds,
  decodeHtmlEntities,
  normalizeName,
  parseFurlongs,
  parseOddsToHundredths,
  parseWeightLbs,
  ukOffTimeToUtc,
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

  it('reads weights with the penalty or allowance glued on, as UK cards write them', () => {
    for (const [written, lbs] of [
      ['9-85ex', 134],
      ['9-7', 133],
      ['11-0', 154],
      ['9-13', 139],
      ['10-105ex', 150],
      ['9-7oh3', 133],
      ['9-15', null],
    ] as const) {
      expect(parseWeightLbs(written)).toBe(lbs);
    }
  });

  it('decodes HTML entities, however many times the text was escaped', () => {
    expect(decodeHtmlEntities('R Bradley &amp;amp; M Hammond')).toBe('R Bradley & M Hammond');
    expect(decodeHtmlEntities('BROWN ADVISORY &amp; MERRIEBELLE')).toBe('BROWN ADVISORY & MERRIEBELLE');
    expect(decodeHtmlEntities('O&#39;Brien &#x26; Sons &pound;5')).toBe("O'Brien & Sons £5");
    expect(decodeHtmlEntities('&amp;amp;amp;amp;amp;amp;amp;')).toBe('&amp;amp;');
    expect(decodeHtmlEntities('Fish &chips; &#0;')).toBe('Fish &chips; &#0;');
  });

  it('reads a Free card’s 12-hour off time on the UK clock', () => {
    for (const [date, off, utc] of [
      ['2025-07-15', '1:42', '2025-07-15T12:42:00.000Z'],
      ['2025-01-15', '11:15', '2025-01-15T11:15:00.000Z'],
      ['2025-01-15', '12:05', '2025-01-15T12:05:00.000Z'],
      ['2025-01-15', '9:15', '2025-01-15T21:15:00.000Z'],
    ] as const) {
      expect(ukOffTimeToUtc(date, off)!.toISOString()).toBe(utc);
    }
    expect(ukOffTimeToUtc(null, '1:42')).toBeNull();
    expect(ukOffTimeToUtc('2025-01-15', '')).toBeNull();
  });
});
