// Password hashing: argon2id, 19 MiB, t=2, p=1 (OWASP ASVS level 2).
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's enum is a const enum, which isolatedModules cannot import.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** Verifying against this when no account matches keeps the answer time similar (no account enumeration). */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password-0');
  return dummy;
}
