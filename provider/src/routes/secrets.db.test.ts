// Passwords never reach the provider's log (issue 3, Part G), at the most talkative
// level, whatever the route does with them: sign-in, refusals, bad bodies, a
// password change and a reset.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/users';
import { startTestApp, type TestApp } from '../testing/app';

const SECRETS = ['Secret-pass-1', 'Wrong-secret-2', 'Reset-secret-3', 'Unequal-secret-4'];

describe('the provider log', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await startTestApp('pglite', { logger: { level: 'trace', stream } });
  });
  afterAll(async () => t?.close());

  it('Part G never holds a password, sent right, wrong, malformed, changed or reset', async () => {
    const inject = (method: 'POST' | 'PUT', url: string, payload: unknown, headers = {}) =>
      t.app.inject({ method, url, payload: payload as Record<string, unknown>, headers });

    await inject('POST', '/auth/login', { username: 'dev@studio-one.test', password: 'Wrong-secret-2' });
    await inject('POST', '/auth/login', { username: 'dev@studio-one.test', password: 'Wrong-secret-2', extra: 'Secret-pass-1' });
    await inject('POST', '/auth/login', { username: 42, password: 'Wrong-secret-2' });
    const headers = await t.as('dev@studio-one.test');
    await inject('PUT', '/v1/me/password', { currentPassword: DEMO_PASSWORD, newPassword: 'Secret-pass-1' }, headers);
    await inject('PUT', '/v1/me/password', { currentPassword: 'Wrong-secret-2', newPassword: 'Unequal-secret-4' }, headers);
    await inject('POST', '/auth/resetpwd', {
      username: 'dev@studio-one.test',
      resetToken: 'not-a-token',
      newPwd1: 'Reset-secret-3',
      newPwd2: 'Unequal-secret-4',
    });

    const log = lines.join('');
    expect(log).toContain('/auth/login'); // the requests were logged ...
    for (const secret of [...SECRETS, DEMO_PASSWORD]) expect(log, secret).not.toContain(secret); // ... their passwords not
  });
});
