import { describe, expect, it } from 'vitest';
import { ZPopupRegisterFormSchema, ZRegisterRequestSchema } from './auth';
import { MESSAGES } from './messages';

describe('registration form', () => {
  it('lower-cases and trims the e-mail; names are optional', () => {
    const parsed = ZRegisterRequestSchema.parse({ username: 'ana', email: ' Ana@Example.COM ', password: 'secret1' });
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.firstName).toBeUndefined();
  });

  it('the popup asks for the password twice', () => {
    const result = ZPopupRegisterFormSchema.safeParse({
      email: 'a@b.co',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.passwordsDontMatch);
  });
});
