// Storage errors are clear (issue 46): a media folder that cannot take a file (full, or
// not writable) answers 507 with an errorList and a message the user can act on, keeps
// nothing and the provider stays up; a partial upload is removed when its client goes
// away, and one a provider that died left behind is removed once its lease is gone.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { MEDIA_ERRORS } from '@greenlight/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../db/schema';
import { storageFailure, sweepMedia, type StorageUnavailable } from '../domain/media/files';
import { startTestApp, type TestApp } from '../testing/app';
import { image, multipart } from '../testing/media';

const LEAD = 'lead@studio-one.test';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function newGame(t: TestApp, headers: { authorization: string }) {
  const response = await t.app.inject({ method: 'POST', url: '/api/games/', headers, payload: { name: 'Storage Probe', platform: 'ios', selectedAdNetworkIdList: [1] } });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('issue 46 storage failures', () => {
  it('maps the file system\'s errors: a full disk or quota to STORAGE_FULL, a folder that is not writable to STORAGE_UNAVAILABLE, others unchanged', () => {
    const failure = (code: string) => storageFailure(Object.assign(new Error(code), { code }));
    for (const code of ['ENOSPC', 'EDQUOT', 'EFBIG']) expect(failure(code)).toMatchObject({ statusCode: 507, code: 'STORAGE_FULL', reason: 'full' });
    for (const code of ['EACCES', 'EPERM', 'EROFS']) expect(failure(code)).toMatchObject({ statusCode: 507, code: 'STORAGE_UNAVAILABLE' });
    const other = Object.assign(new Error('gone'), { code: 'ENOENT' });
    expect(storageFailure(other)).toBe(other);
    expect((failure('ENOSPC') as StorageUnavailable).body()).toEqual({
      detail: MEDIA_ERRORS.STORAGE_FULL,
      errorList: [{ code: 'STORAGE_FULL', detail: MEDIA_ERRORS.STORAGE_FULL, path: 'file' }],
    });
  });

  describe('with a media folder that cannot be written', () => {
    let t: TestApp;
    beforeAll(async () => {
      // sysfs: nobody may create a folder there, root included (the tests run as root in CI).
      t = await startTestApp('pglite', { media: { dir: `/sys/greenlight-media-${randomUUID()}` } });
    });
    afterAll(async () => t?.close());

    it('answers 507 STORAGE_UNAVAILABLE under file, keeps the game as it was and stays up', async () => {
      const headers = await t.as(LEAD);
      const gameId = await newGame(t, headers);
      const upload = multipart({}, { name: 'icon', filename: 'icon.png', contentType: 'image/png', bytes: await image(512, 512) });
      const response = await t.app.inject({ method: 'POST', url: `/game/${gameId}/update_icon`, headers: { ...headers, ...upload.headers }, payload: upload.payload });
      expect(response.statusCode).toBe(507);
      expect(response.json()).toEqual({
        detail: MEDIA_ERRORS.STORAGE_UNAVAILABLE,
        errorList: [{ code: 'STORAGE_UNAVAILABLE', detail: MEDIA_ERRORS.STORAGE_UNAVAILABLE, path: 'file' }],
      });
      const [game] = await t.database.db.select({ icon: games.iconMediaId }).from(games).where(eq(games.id, gameId));
      expect(game?.icon).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: `/games/${gameId}/videos`, headers })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    });
  });

  describe('partial uploads', () => {
    let t: TestApp;
    let base: { host: string; port: number };
    beforeAll(async () => {
      t = await startTestApp('pglite');
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      base = { host: '127.0.0.1', port: typeof address === 'object' && address ? address.port : 0 };
    });
    afterAll(async () => t?.close());

    const tmpFiles = () => (existsSync(join(t.mediaDir, 'tmp')) ? readdirSync(join(t.mediaDir, 'tmp')) : []);

    it('removes the partial file of an upload whose client goes away mid-body', async () => {
      const headers = await t.as(LEAD);
      const gameId = await newGame(t, headers);
      const { payload, headers: multipartHeaders } = multipart({ adNetwork: 'facebook' }, { name: 'video', filename: 'big.mp4', contentType: 'video/mp4', bytes: Buffer.alloc(8 * 1024 * 1024, 7) });
      const socket = net.connect(base.port, base.host);
      socket.on('error', () => undefined);
      socket.write(
        `POST /games/${gameId}/video HTTP/1.1\r\nHost: ${base.host}\r\nAuthorization: ${headers.authorization}\r\n` +
          `Content-Type: ${multipartHeaders['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
      );
      socket.write(payload.subarray(0, 2 * 1024 * 1024)); // a quarter of the body, then the client is gone
      for (let waited = 0; tmpFiles().length === 0 && waited < 5000; waited += 25) await sleep(25);
      expect(tmpFiles()).toHaveLength(1);
      expect(tmpFiles()[0]).toMatch(/^[0-9a-f-]{36}\.[0-9a-f-]{36}$/);
      socket.destroy();
      for (let waited = 0; tmpFiles().length > 0 && waited < 5000; waited += 25) await sleep(25);
      expect(tmpFiles()).toEqual([]);
    });

    it('removes at once what a provider whose lease is gone left in tmp/, keeps what a living one writes', async () => {
      const tmp = join(t.mediaDir, 'tmp');
      mkdirSync(tmp, { recursive: true });
      const dead = `${randomUUID()}.${randomUUID()}`;
      const own = `${t.app.operations.instanceId}.${randomUUID()}`;
      const legacy = randomUUID(); // a name without its provider: removed an hour after its last write
      for (const name of [dead, own, legacy]) writeFileSync(join(tmp, name), 'partial upload');
      const swept = await sweepMedia(t.database.db, { dir: t.mediaDir, instanceId: t.app.operations.instanceId }, t.clock.now(), t.app.operations.leaseMs);
      expect(swept.tmpFiles).toBe(1);
      expect(readdirSync(tmp).sort()).toEqual([own, legacy].sort());
    });
  });
});
