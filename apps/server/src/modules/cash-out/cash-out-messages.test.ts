import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';

useTestApp();

describe("the cash out's messages", () => {
  it('answer a bad margin in the language the request asks for, Spanish by default', async () => {
    const superAdmin = await createUser(app, { role: 'super_admin' });
    const put = (payload: unknown, language?: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/cash-out/settings',
        payload: payload as never,
        headers: { cookie: superAdmin.cookie, ...(language ? { 'accept-language': language } : {}) },
      });
    const tooHigh = { enabled: true, marginPercent: '50.01' };
    expect((await put(tooHigh, 'en-US,en;q=0.9')).json()).toMatchObject({
      code: 'VALIDATION',
      message: 'The margin must be between 0 and 50 with up to two decimals',
    });
    expect((await put(tooHigh, 'es')).json().message).toBe('El margen debe estar entre 0 y 50 con hasta dos decimales');
    expect((await put(tooHigh)).json().message).toBe('El margen debe estar entre 0 y 50 con hasta dos decimales');
    expect((await put({ enabled: 'yes', marginPercent: '5' }, 'en')).json().message).toBe('Say whether cash out is on');
  });
});
