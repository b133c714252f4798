// Game projects (PROJ): the tests of one game across platforms and re-submissions.
// Who sees a project sees its studio's games; who may rename it may move games
// between projects (actions/availability.ts: request_game_testing, or staff with tag_games).
import { validateProjectName, type Platform } from '@greenlight/rules';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { games, projects } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { canViewGame, gamePermissions, type Principal } from '../accounts/principal';

/** PROJ-14, PROJ-24 */
export const PROJECT_GAMES_LIMIT = 100;

export interface ProjectPlatform {
  bundleId: string | null;
  storeId: string | null;
}

export interface Project {
  id: number;
  name: string;
  studioId: number;
  projectGameCount: number;
  /** The project's games, oldest first (PROJ-01), up to 100. */
  games: { id: number; name: string; iconUrl: string | null; bundleId: string | null; platform: Platform }[];
  /** The store identity of each platform, from its newest game there (PROJ-01, PROJ-19). */
  platforms: { ios: ProjectPlatform | null; android: ProjectPlatform | null };
  /** The caller may rename it (PROJ-11). */
  canEdit: boolean;
}

function mayEdit(principal: Principal, studioId: number, creatorIds: (number | null)[]): boolean {
  return creatorIds.some((creatorId) => {
    const granted = gamePermissions(principal, { studioId, creatorId });
    return granted.request_game_testing === true || (principal.userType !== 'studio' && granted.tag_games === true);
  });
}

async function projectRows(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      project: projects,
      game: {
        id: games.id,
        name: games.name,
        iconMediaId: games.iconMediaId,
        bundleId: games.bundleId,
        storeId: games.storeId,
        platform: games.platform,
        creatorId: games.creatorId,
      },
    })
    .from(projects)
    .leftJoin(games, eq(games.projectId, projects.id))
    .where(sql`${projects.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)
    .orderBy(asc(projects.id), asc(games.createdAt), asc(games.id));
  return rows;
}

function assemble(rows: Awaited<ReturnType<typeof projectRows>>, principal: Principal): Project[] {
  const byId = new Map<number, { project: (typeof rows)[number]['project']; games: NonNullable<(typeof rows)[number]['game']>[] }>();
  for (const row of rows) {
    const entry = byId.get(row.project.id) ?? { project: row.project, games: [] };
    if (row.game) entry.games.push(row.game);
    byId.set(row.project.id, entry);
  }
  return [...byId.values()].map(({ project, games: list }) => {
    const newest = (platform: Platform) => {
      const game = list.filter((g) => g.platform === platform).at(-1);
      return game ? { bundleId: game.bundleId, storeId: game.storeId } : null;
    };
    return {
      id: project.id,
      name: project.name,
      studioId: project.studioId,
      projectGameCount: list.length,
      games: list.slice(0, PROJECT_GAMES_LIMIT).map((g) => ({
        id: g.id,
        name: g.name,
        iconUrl: g.iconMediaId ? `/media/${g.iconMediaId}` : null,
        bundleId: g.bundleId,
        platform: g.platform as Platform,
      })),
      platforms: { ios: newest('ios'), android: newest('android') },
      canEdit: mayEdit(principal, project.studioId, list.map((g) => g.creatorId)),
    };
  });
}

/** PROJ-12: GET /projects/{id} */
export async function getProject(db: Db, principal: Principal, id: number): Promise<Project> {
  const [project] = assemble(await projectRows(db, [id]), principal);
  if (!project) throw notFound('Project not found');
  if (!canViewGame(principal, { studioId: project.studioId })) throw forbidden();
  return project;
}

/** PROJ-14: GET /projects?studioId= (up to 100, by name). */
export async function studioProjects(db: Db, principal: Principal, studioId: number): Promise<{ data: Project[]; total: number }> {
  if (!canViewGame(principal, { studioId })) throw forbidden();
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(projects).where(eq(projects.studioId, studioId));
  const ids = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.studioId, studioId))
    .orderBy(asc(projects.name), asc(projects.id))
    .limit(PROJECT_GAMES_LIMIT);
  const list = assemble(await projectRows(db, ids.map((row) => row.id)), principal);
  return { data: list.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id), total };
}

/** PROJ-15: the project of the studio's game with this store id and bundle id on this platform, or null. */
export async function searchProject(
  db: Db,
  principal: Principal,
  query: { storeId?: string | undefined; bundleId?: string | undefined; platform: Platform },
): Promise<Project | null> {
  const conditions = [eq(games.platform, query.platform)];
  if (query.storeId) conditions.push(eq(games.storeId, query.storeId));
  if (query.bundleId) conditions.push(eq(games.bundleId, query.bundleId));
  if (!query.storeId && !query.bundleId) throw badRequest('INVALID_REQUEST', 'Give a storeId or a bundleId');
  const matches = await db
    .select({ projectId: games.projectId, studioId: games.studioId })
    .from(games)
    .where(and(...conditions))
    .orderBy(asc(games.id));
  const visible = matches.find((m) => m.projectId !== null && canViewGame(principal, { studioId: m.studioId }));
  return visible ? getProject(db, principal, visible.projectId!) : null;
}

/** PROJ-07, PROJ-13: PUT /projects/{id} renames (3 to 25 characters). */
export async function renameProject(db: Db, principal: Principal, id: number, name: string): Promise<true> {
  const project = await getProject(db, principal, id);
  if (!project.canEdit) throw forbidden();
  const trimmed = name.trim();
  const problem = validateProjectName(trimmed);
  if (problem) throw badRequest('INVALID_REQUEST', problem, [{ code: 'INVALID_REQUEST', detail: problem, path: 'name' }]);
  await db.update(projects).set({ name: trimmed }).where(eq(projects.id, id));
  return true;
}
