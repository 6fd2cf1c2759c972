import { MESSAGES } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueName } from '../test/test-app';

/** The app's real logger (pino), written to this list instead of stdout. */
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  app = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => logLines.push(line) } });
  // Two ways a real statement fails on what a visitor typed: a check the row breaks (the database's
  // detail then lists the whole row) and a trigger whose message quotes a value.
  await app.database.db.execute(
    sql.raw(`alter table users add constraint users_no_reserved_name check (first_name is distinct from 'Reservado')`),
  );
  await app.database.db.execute(
    sql.raw(`
      create function refuse_marked_last_name() returns trigger language plpgsql as $$
      begin
        if new.last_name like 'Marcado%' then raise exception 'apellido no admitido: %', new.last_name; end if;
        return new;
      end $$`),
  );
  await app.database.db.execute(
    sql.raw(`create trigger users_refuse_marked_last_name before insert on users
      for each row execute function refuse_marked_last_name()`),
  );
});
afterAll(async () => {
  await app?.close();
});

/** A sign-up whose insert fails in the database: its parameters are the new account's fields. */
async function failingSignUp(fields: { firstName: string; lastName: string }) {
  const username = uniqueName('centinela');
  const account = {
    username,
    email: `${username}@example.com`,
    password: 'clave-centinela-123',
    dateOfBirth: '1990-05-15',
    ...fields,
  };
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: account });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ message: MESSAGES.internal, code: 'INTERNAL' });
  return account;
}

/** The log entries written since `from`, parsed. */
function entriesSince(from: number) {
  return logLines
    .slice(from)
    .map((line) => JSON.parse(line) as { msg?: string; err?: { message?: string; stack?: string; code?: string } });
}

describe('a failed query in the log', () => {
  it('keeps the SQL and the database error code, never the parameters, in its message, stack or any field', async () => {
    for (const [fields, code] of [
      [{ firstName: 'Reservado', lastName: 'López' }, '23514'],
      [{ firstName: 'Ana', lastName: 'Marcado-7Q2Z' }, 'P0001'],
    ] as const) {
      const from = logLines.length;
      const account = await failingSignUp(fields);
      const entries = entriesSince(from);
      const text = logLines.slice(from).join('');

      for (const secret of [account.username, account.email, fields.lastName, '$argon2', '1990-05-15']) {
        expect(text).not.toContain(secret);
      }
      const failure = entries.find((entry) => entry.msg === 'unexpected error');
      expect(failure?.err?.message).toMatch(/^Failed query: insert into "users"/);
      expect(failure?.err?.stack).toMatch(/^\S*Error: Failed query: insert into "users"/);
      expect(failure?.err?.stack).toContain('    at ');
      expect(failure?.err?.code).toBe(code);
    }
  });

  it('keeps them out when the failed query is the cause of another error', async () => {
    const secret = uniqueName('centinela');
    const failure: unknown = await app.database.db.execute(sql`select ${secret}::int`).catch((error: unknown) => error);
    expect((failure as Error).message).toContain(secret);
    const from = logLines.length;
    app.log.error({ err: new Error('could not refresh', { cause: failure }) }, 'job failed');
    const [entry] = entriesSince(from);
    expect(logLines.slice(from).join('')).not.toContain(secret);
    expect(entry?.err?.message).toMatch(/^could not refresh: Failed query: select \$1::int: invalid input syntax/);
    expect(entry?.err?.stack).toContain('caused by: Error: Failed query: select $1::int');
  });
});
