import { describe, expect, it } from 'vitest';
import { INT32_MAX, zId } from './ids';

describe('zId', () => {
  it.each([1, '1', 42, '2147483647', INT32_MAX])('accepts %o', (value) => {
    expect(zId().safeParse(value).data).toBe(Number(value));
  });

  it.each([0, -1, 1.5, 2147483648, '2147483648', '99999999999999999999', 'abc', '1e3', ' 1', Infinity, Number.NaN])(
    'refuses %o with the Spanish message',
    (value) => {
      const result = zId().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('El identificador no es válido');
    },
  );
});
