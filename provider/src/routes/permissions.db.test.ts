// Permissions on objects (STAFF-26, BE-PERM-03): what given users may do on given studios,
// by access level (DEMO.md's studio-one members), a superuser everywhere; staff read any
// studio, a member only their own; bad input is a 400 and nothing is told.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studios } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

interface Answer {
  data: { objectType: string; objectId: number; userId: number; permissions: string[] }[];
}

describe.each(await testDatabaseKinds())('permissions on objects on %s', (kind) => {
  let t: TestApp;
  let one: number;
  let two: number;
  const ids = new Map<string, number>();
  const ask = async (email: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/permissions/on_objects/', headers: await t.as(email), payload });
  beforeAll(async () => {
    t = await startTestApp(kind);
    one = (await t.database.db.select({ id: studios.id }).from(studios).where(eq(studios.slug, 'studio-one')))[0]!.id;
    two = (await t.database.db.select({ id: studios.id }).from(studios).where(eq(studios.slug, 'studio-two')))[0]!.id;
    for (const email of ['lead@studio-one.test', 'manager@studio-one.test', 'games@studio-one.test', 'dev@studio-one.test', 'lead@studio-two.test', 'admin@greenlight.test', 'pm@greenlight.test']) {
      ids.set(email, await t.userId(email));
    }
  });
  afterAll(async () => t?.close());
  const id = (email: string) => ids.get(email)!;

  it('STAFF-26 BE-PERM-03 answers each user\'s studio permissions by access level: levels 1 and 5 change the studio and invite, 2 and 4 nothing, a superuser everything', async () => {
    const users = ['lead@studio-one.test', 'manager@studio-one.test', 'games@studio-one.test', 'dev@studio-one.test', 'lead@studio-two.test', 'admin@greenlight.test'].map(id);
    const answer = await ask('pm@greenlight.test', { objectType: 'studio', objectIds: [one, two, 999_999], users: [...users, 999_999] });
    expect(answer.statusCode, answer.body).toBe(200);
    const held = (studio: number, email: string) => answer.json<Answer>().data.find((entry) => entry.objectId === studio && entry.userId === id(email))?.permissions;
    const full = ['change_studio', 'change_studio_invite_any_user'];
    expect(held(one, 'lead@studio-one.test')).toEqual(full);
    expect(held(one, 'manager@studio-one.test')).toEqual(full);
    expect(held(one, 'games@studio-one.test')).toEqual([]);
    expect(held(one, 'dev@studio-one.test')).toEqual([]);
    expect(held(one, 'lead@studio-two.test')).toEqual([]);
    expect(held(two, 'lead@studio-two.test')).toEqual(full);
    expect(held(two, 'admin@greenlight.test')).toEqual(full);
    // Unknown studios and users are left out: 2 studios × 6 users.
    expect(answer.json<Answer>().data).toHaveLength(12);
    expect(answer.json<Answer>().data.every((entry) => entry.objectType === 'studio')).toBe(true);
  });

  it('STAFF-26 a studio member reads their own studios and their members only; another studio, another studio\'s people and unknown ids are left out alike', async () => {
    const asked = [id('lead@studio-one.test'), id('lead@studio-two.test'), id('pm@greenlight.test'), 999_999];
    const answer = await ask('dev@studio-one.test', { objectType: 'studio', objectIds: [one, two], users: asked });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Answer>().data.map((entry) => [entry.objectId, entry.userId, entry.permissions])).toEqual([
      [one, id('lead@studio-one.test'), ['change_studio', 'change_studio_invite_any_user']],
    ]);
  });

  it('BE-PERM-03 refuses another object type, empty or oversized lists, bad ids and extra fields with a 400; no session is a 401', async () => {
    for (const payload of [
      { objectType: 'game', objectIds: [one], users: [1] },
      { objectType: 'studio', objectIds: [], users: [1] },
      { objectType: 'studio', objectIds: [one], users: Array.from({ length: 101 }, (_, index) => index + 1) },
      { objectType: 'studio', objectIds: [0], users: [1] },
      { objectType: 'studio', objectIds: ['1'], users: [1] },
      { objectType: 'studio', objectIds: [one], users: [1], extra: true },
    ]) {
      const refused = await ask('pm@greenlight.test', payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(refused.json()).toMatchObject({ errorList: [expect.objectContaining({ code: expect.any(String) })] });
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/permissions/on_objects/', payload: { objectType: 'studio', objectIds: [one], users: [1] } });
    expect(anonymous.statusCode).toBe(401);
  });
});
