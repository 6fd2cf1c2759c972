import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/race/12', '/race/12'],
    ['/panel?tab=wallet', '/panel?tab=wallet'],
    ['/deposit?tab=withdraw#form', '/deposit?tab=withdraw#form'],
    ['/', '/'],
  ])('keeps a page of this site: %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/race/1',
    '//evil.example/race/1',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'race/1',
    '',
    ' /race/1',
    '/race/1\n',
    '/auth',
    '/auth?next=/auth',
    '/api/logout',
    '/api/login?next=/x',
    '/API/logout',
    '/event/3/../../api/logout',
    '/./api/logout',
    '/%61pi/logout',
    '/auth/',
    `/${'a'.repeat(2001)}`,
  ])('refuses anything else: %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses no value', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
