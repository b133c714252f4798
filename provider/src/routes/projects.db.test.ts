// Projects through the routes (PROJ), on PGlite and Postgres with the demo data.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, projects, studios } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

interface ProjectAnswer {
  id: number;
  name: string;
  studioId: number;
  projectGameCount: number;
  games: { id: number; name: string; platform: string; bundleId: string | null }[];
  platforms: { ios: { bundleId: string | null; storeId: string | null } | null; android: { bundleId: string | null; storeId: string | null } | null };
  canEdit: boolean;
}

describe.each(await testDatabaseKinds())('projects on %s', (kind) => {
  let t: TestApp;
  let shared: { id: number; studioId: number };
  beforeAll(async () => {
    t = await startTestApp(kind);
    // A studio-one project with several games (the seed's "hit" or "retest").
    const [row] = (
      (await t.database.db.execute(sql`
        select p.id, p.studio_id from projects p join studios s on s.id = p.studio_id
         where s.slug = 'studio-one' and (select count(*) from games g where g.project_id = p.id) > 1
         order by p.id limit 1`)) as unknown as { rows: { id: number; studio_id: number }[] }
    ).rows;
    shared = { id: row!.id, studioId: row!.studio_id };
  });
  afterAll(async () => t?.close());

  const get = async (url: string, email = 'pm@greenlight.test') =>
    t.app.inject({ method: 'GET', url, headers: await t.as(email) });

  it('PROJ-01 PROJ-12 a project answers its games oldest first and each platform\'s store identity', async () => {
    const response = await get(`/projects/${shared.id}`);
    expect(response.statusCode).toBe(200);
    const project = response.json<ProjectAnswer>();
    expect(project.projectGameCount).toBeGreaterThan(1);
    expect(project.games).toHaveLength(project.projectGameCount);
    const rows = await t.database.db.select({ id: games.id }).from(games).where(eq(games.projectId, shared.id)).orderBy(games.createdAt, games.id);
    expect(project.games.map((g) => g.id)).toEqual(rows.map((r) => r.id));
    const platforms = new Set(project.games.map((g) => g.platform));
    expect(project.platforms.ios !== null).toBe(platforms.has('ios'));
    expect(project.platforms.android !== null).toBe(platforms.has('android'));
    expect(project.canEdit).toBe(true);
  });

  it('PROJ-07 PROJ-13 renames between 3 and 25 characters; the message otherwise', async () => {
    const headers = await t.as('pm@greenlight.test');
    const short = await t.app.inject({ method: 'PUT', url: `/projects/${shared.id}`, headers, payload: { id: shared.id, name: 'ab' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      detail: 'Name length must be between 3 and 25 characters.',
      errorList: [{ path: 'name' }],
    });
    const long = await t.app.inject({ method: 'PUT', url: `/projects/${shared.id}`, headers, payload: { name: 'x'.repeat(26) } });
    expect(long.statusCode).toBe(400);
    const renamed = await t.app.inject({ method: 'PUT', url: `/projects/${shared.id}`, headers, payload: { id: shared.id, name: '  Tower Rush  ' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toBe(true);
    const [row] = await t.database.db.select({ name: projects.name }).from(projects).where(eq(projects.id, shared.id));
    expect(row?.name).toBe('Tower Rush');
  });

  it('PROJ-11 PERM-23 a studio member who requests testing may rename; a read-only member and other studios may not', async () => {
    const lead = await t.app.inject({ method: 'PUT', url: `/projects/${shared.id}`, headers: await t.as('lead@studio-one.test'), payload: { name: 'Tower Rush 2' } });
    expect(lead.statusCode).toBe(200);
    const dev = await t.app.inject({ method: 'PUT', url: `/projects/${shared.id}`, headers: await t.as('dev@studio-one.test'), payload: { name: 'Nope nope' } });
    expect(dev.statusCode).toBe(403);
    expect((await get(`/projects/${shared.id}`, 'dev@studio-one.test')).json<ProjectAnswer>().canEdit).toBe(false);
    expect((await get(`/projects/${shared.id}`, 'lead@studio-two.test')).statusCode).toBe(403);
    expect((await get('/projects/999999')).statusCode).toBe(404);
  });

  it('PROJ-14 PROJ-15 lists a studio\'s projects and finds one by store identity', async () => {
    const list = (await get(`/projects?studioId=${shared.studioId}`)).json<{ data: ProjectAnswer[]; total: number }>();
    expect(list.total).toBe(list.data.length);
    expect(list.data.map((p) => p.name)).toEqual([...list.data.map((p) => p.name)].sort((a, b) => a.localeCompare(b)));
    const [game] = await t.database.db
      .select({ bundleId: games.bundleId, platform: games.platform, projectId: games.projectId })
      .from(games)
      .innerJoin(studios, eq(studios.id, games.studioId))
      .where(and(eq(studios.slug, 'studio-one'), sql`${games.bundleId} is not null`))
      .limit(1);
    const found = await t.app.inject({
      method: 'POST',
      url: '/projects/search',
      headers: await t.as('pm@greenlight.test'),
      payload: { bundleId: game!.bundleId, platform: game!.platform },
    });
    expect(found.json<ProjectAnswer>().id).toBe(game!.projectId);
    const none = await t.app.inject({
      method: 'POST',
      url: '/projects/search',
      headers: await t.as('pm@greenlight.test'),
      payload: { bundleId: 'com.nobody.nothing', platform: 'ios' },
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });

  it('PROJ-24 a project answers at most 100 of its games, oldest first, and counts them all', async () => {
    const all = await t.database.db.select({ id: games.id, projectId: games.projectId }).from(games).orderBy(games.createdAt, games.id);
    expect(all.length).toBeGreaterThan(100);
    const moved = all.slice(0, 101);
    try {
      await t.database.db.execute(sql`update games set project_id = ${shared.id} where id in (${sql.join(moved.map((g) => sql`${g.id}`), sql`, `)})`);
      const inProject = await t.database.db.select({ id: games.id }).from(games).where(eq(games.projectId, shared.id)).orderBy(games.createdAt, games.id);
      expect(inProject.length).toBeGreaterThan(100);
      const project = (await get(`/projects/${shared.id}`, 'admin@greenlight.test')).json<ProjectAnswer>();
      expect(project.games).toHaveLength(100);
      expect(project.games.map((g) => g.id)).toEqual(inProject.slice(0, 100).map((g) => g.id));
      expect(project.projectGameCount).toBe(inProject.length);
    } finally {
      for (const game of moved) await t.database.db.update(games).set({ projectId: game.projectId }).where(eq(games.id, game.id));
    }
  });
});
