// Password hashing with node:crypto scrypt (no native dependency).
// Stored as `scrypt$N$r$p$salt$hash`, base64url parts, so parameters can grow later.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** The cost of every hash the product makes. */
export const PASSWORD_COST: PasswordCost = { N: 16384, r: 8, p: 1 };
/**
 * The cost of the demo hash in test databases only (provider/src/testing): the suites sign in
 * thousands of times, and a verification costs what its stored hash says.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 1024, r: 8, p: 1 };

const KEY_LENGTH = 32;

export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const { N, r, p } = cost;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, rr, pp, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !n || !rr || !pp || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
  });
  return timingSafeEqual(key, expected);
}
