import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes): about 30 ms here. */
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the account does not exist keeps the answer time the same. */
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-0000');
  return dummyHash.then((value) => verifyPassword(value, password)).then(() => false);
}
