import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_COST, TEST_PASSWORD_COST, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('BE-AUTH-01 hashes at the product\'s cost and verifies only the same password', async () => {
    const stored = await hashPassword('Correct-horse-1');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(PASSWORD_COST.N), '8', '1']);
    expect(await verifyPassword('Correct-horse-1', stored)).toBe(true);
    expect(await verifyPassword('Correct-horse-2', stored)).toBe(false);
    expect(await hashPassword('Correct-horse-1')).not.toBe(stored);
  });

  it('verifies a hash at the cost it names (the test databases\' cheaper demo hash)', async () => {
    const stored = await hashPassword('Correct-horse-1', TEST_PASSWORD_COST);
    expect(stored.startsWith(`scrypt$${TEST_PASSWORD_COST.N}$`)).toBe(true);
    expect(await verifyPassword('Correct-horse-1', stored)).toBe(true);
    expect(await verifyPassword('Correct-horse-1', 'bcrypt$whatever')).toBe(false);
  });
});
