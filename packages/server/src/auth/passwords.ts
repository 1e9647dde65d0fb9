import argon2 from 'argon2';

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no hash (unknown user) it still runs a full verification against a dummy hash,
 * so the answer takes as long as for a real user and timing does not reveal which emails exist.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('parley-dummy-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
