import { describe, expect, it } from 'vitest';
import { isAdultOn, siteToday, ZPopupRegisterFormSchema, ZRegisterRequestSchema } from './auth';
import { MESSAGES } from './messages';

describe('registration form', () => {
  it('lower-cases and trims the e-mail; names are optional', () => {
    const parsed = ZRegisterRequestSchema.parse({
      username: 'ana',
      email: ' Ana@Example.COM ',
      password: 'secret1',
      dateOfBirth: '1990-01-31',
    });
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.firstName).toBeUndefined();
  });

  it('the popup asks for the password twice', () => {
    const result = ZPopupRegisterFormSchema.safeParse({
      email: 'a@b.co',
      password: 'secret1',
      confirmPassword: 'secret2',
      dateOfBirth: '1990-01-31',
    });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.passwordsDontMatch);
  });
});

describe('the date of birth', () => {
  it('is 18 on the 18th birthday in the site calendar, 29 February counting from 1 March', () => {
    expect(isAdultOn('2008-11-24', '2026-11-24')).toBe(true);
    expect(isAdultOn('2008-11-25', '2026-11-24')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
  });

  it("today is the site's day, not the server's", () => {
    // 03:00 UTC on 25 November is still 24 November in Mexico City.
    expect(siteToday(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
  });
});
