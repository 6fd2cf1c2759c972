import { describe, expect, it } from 'vitest';

import { countryKey, knownCountry } from './countries';

describe('countries', () => {
  it('knows the spec’s countries under the spellings sources use', () => {
    expect(knownCountry('UK')).toBe('uk');
    expect(knownCountry('GB')).toBe('uk');
    expect(knownCountry(' Ireland ')).toBe('ireland');
    expect(knownCountry('USA')).toBe('usa');
    expect(knownCountry('Wales')).toBe('wales');
    expect(knownCountry('Argentina')).toBeUndefined();
  });

  it('treats empty and Unknown as no country', () => {
    expect(countryKey('')).toBeUndefined();
    expect(countryKey('  ')).toBeUndefined();
    expect(countryKey('Unknown')).toBeUndefined();
    expect(countryKey(null)).toBeUndefined();
    expect(countryKey('Argentina')).toBe('Argentina');
    expect(countryKey('Great Britain')).toBe('uk');
  });
});
