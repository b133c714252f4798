// Reading games: the publishing list, the board's lists and counts, and games by id.
// Filtering, sorting and paging happen in SQL, on indexed columns.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DAY_MS } from '../clock';
import type { Db } from '../db';
import { games, studios, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import type { Game, GameSort, GameStatus, MyGamesTab } from '../schemas/games';
import { MY_GAMES_TABS } from '../schemas/games';
import { activeStudioIds, canViewGame, gamePermissions, seesAllGames, type Principal } from './principal';

export const AD_NETWORK_NAMES: Record<number, string> = { 1: 'Facebook', 2: 'Snapchat' };

export interface GameListOptions {
  limit: number;
  offset: number;
  sort: GameSort;
  order: 'asc' | 'desc';
  term?: string | undefined;
  query?: { children?: unknown[] | undefined } | null | undefined;
  tab?: MyGamesTab | undefined;
  type?: 'cpi' | 'ctr' | undefined;
  myGamesOnly?: boolean | undefined;
}

const pm = alias(users, 'pm');
const secondaryPm = alias(users, 'secondary_pm');

const sortColumns = {
  lastIterationDate: games.lastIterationDate,
  createdAt: games.createdAt,
  name: games.name,
  lastCpi: games.lastCpi,
  bestCpi: games.bestCpi,
  lastCpnu: games.lastCpnu,
  bestCpnu: games.bestCpnu,
  lastD1: games.lastD1,
  bestD1: games.bestD1,
  lastD7: games.lastD7,
  bestD7: games.bestD7,
  lastD14: games.lastD14,
  bestD14: games.bestD14,
  lastPlaytime: games.lastPlaytime,
  bestPlaytime: games.bestPlaytime,
  lastD3Playtime: games.lastD3Playtime,
  bestD3Playtime: games.bestD3Playtime,
  lastCpm: games.lastCpm,
} satisfies Record<GameSort, unknown>;

/** Board tabs as predicates (CONF-16, MG-05..08). */
export function tabCondition(tab: MyGamesTab): SQL {
  const early = inArray(games.status, ['pending_sdk_integration', 'pending_review'] satisfies GameStatus[]);
  switch (tab) {
    case 'in_progress':
      return and(eq(games.isIterating, false), early)!;
    case 'is_iterating':
      return and(eq(games.isIterating, true), early)!;
    case 'pending_approval':
      return eq(games.status, 'pending_testing');
    case 'in_testing':
    case 'finished':
    case 'archived':
      return eq(games.status, tab);
  }
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

function baseConditions(principal: Principal, options: Omit<GameListOptions, 'limit' | 'offset' | 'sort' | 'order'>): SQL[] {
  const children = options.query?.children;
  if (children && children.length > 0) {
    throw badRequest('FILTER_NOT_SUPPORTED', 'Filtering with a query tree is not supported yet: send the list request without rules');
  }
  const conditions: SQL[] = [];
  if (!seesAllGames(principal)) {
    const studioIds = activeStudioIds(principal);
    conditions.push(studioIds.length > 0 ? inArray(games.studioId, studioIds) : sql`false`);
  }
  if (options.myGamesOnly) {
    if (!principal.permissions.has('filter_team_status')) throw forbidden();
    conditions.push(or(eq(studios.pmId, principal.userId), eq(studios.secondaryPmId, principal.userId))!);
  }
  const term = options.term?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(or(ilike(games.name, pattern), ilike(studios.name, pattern))!);
  }
  if (options.type) conditions.push(eq(games.isCtr, options.type === 'ctr'));
  if (options.tab) conditions.push(tabCondition(options.tab));
  return conditions;
}

const gameSelection = {
  game: games,
  studio: { id: studios.id, name: studios.name, activityState: studios.activityState },
  pm: { id: pm.id, firstName: pm.firstName, lastName: pm.lastName },
  secondaryPm: { id: secondaryPm.id, firstName: secondaryPm.firstName, lastName: secondaryPm.lastName },
};

function selectGames(db: Db) {
  return db
    .select({ ...gameSelection, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(games)
    .innerJoin(studios, eq(studios.id, games.studioId))
    .leftJoin(pm, eq(pm.id, studios.pmId))
    .leftJoin(secondaryPm, eq(secondaryPm.id, studios.secondaryPmId));
}

type GameRow = Awaited<ReturnType<ReturnType<typeof selectGames>['execute']>>[number];

export async function listGames(
  db: Db,
  principal: Principal,
  now: Date,
  options: GameListOptions,
): Promise<{ data: Game[]; total: number }> {
  if (/cpnu/i.test(options.sort) && !principal.permissions.has('view_cpnu')) throw forbidden();
  const conditions = baseConditions(principal, options);
  const column = sortColumns[options.sort];
  const direction = options.order === 'asc' ? asc : desc;
  const rows = await selectGames(db)
    .where(and(...conditions))
    .orderBy(sql`${direction(column)} nulls last`, desc(games.id))
    .limit(options.limit)
    .offset(options.offset);
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page the window count has no row to ride on.
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(games)
      .innerJoin(studios, eq(studios.id, games.studioId))
      .where(and(...conditions));
    total = counted?.total ?? 0;
  }
  return { data: rows.map((row) => toGame(row, principal, now)), total };
}

/** POST /v1/my/games/status/count: one pass over the visible games, a count per tab. */
export async function countGamesByTab(
  db: Db,
  principal: Principal,
  options: Omit<GameListOptions, 'limit' | 'offset' | 'sort' | 'order' | 'tab'> & { tabs?: MyGamesTab[] | undefined },
): Promise<Record<string, number>> {
  const tabs = options.tabs && options.tabs.length > 0 ? [...new Set(options.tabs)] : [...MY_GAMES_TABS];
  const conditions = baseConditions(principal, options);
  const counts = Object.fromEntries(
    tabs.map((tab) => [tab, sql<number>`count(*) filter (where ${tabCondition(tab)})`.mapWith(Number)]),
  );
  const [row] = await db
    .select(counts)
    .from(games)
    .innerJoin(studios, eq(studios.id, games.studioId))
    .where(and(...conditions));
  return Object.fromEntries(tabs.map((tab) => [tab, Number(row?.[tab] ?? 0)]));
}

/** GET /game/{id}: 404 when it does not exist, 403 when the caller may not see it. */
export async function getGame(db: Db, principal: Principal, now: Date, id: number): Promise<Game> {
  const [row] = await selectGames(db).where(eq(games.id, id));
  if (!row) throw notFound('Game not found');
  if (!canViewGame(principal, row.game)) throw forbidden();
  return toGame(row, principal, now);
}

/** GET /games/{ids}: the games the caller may see, in the order asked; others are left out. */
export async function getGames(db: Db, principal: Principal, now: Date, ids: number[]): Promise<Game[]> {
  if (ids.length === 0) return [];
  const rows = await selectGames(db).where(inArray(games.id, ids));
  const byId = new Map(rows.filter((row) => canViewGame(principal, row.game)).map((row) => [row.game.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toGame(row, principal, now)] : [];
  });
}

function storeUrl(game: GameRow['game']): string | null {
  if (game.platform === 'ios' && game.storeId) return `https://apps.apple.com/app/id${game.storeId}`;
  if (game.platform === 'android' && game.bundleId) return `https://play.google.com/store/apps/details?id=${game.bundleId}`;
  return null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toGame(row: GameRow, principal: Principal, now: Date): Game {
  const { game, studio } = row;
  const seesCpnu = principal.permissions.has('view_cpnu');
  const pmName = row.pm ? `${row.pm.firstName} ${row.pm.lastName}` : null;
  return {
    id: game.id,
    name: game.name,
    studioId: studio.id,
    studio: {
      id: studio.id,
      studioName: studio.name,
      activityState: studio.activityState as Game['studio']['activityState'],
      pm: row.pm,
      secondaryPm: row.secondaryPm,
    },
    studioName: studio.name,
    studioActivityState: studio.activityState,
    pmName,
    status: game.status as GameStatus,
    substatus: game.substatus,
    isIterating: game.isIterating,
    isCtr: game.isCtr,
    isPublishedInStore: game.isPublishedInStore,
    isManagedByProvider: game.isManagedByProvider,
    isInKnowledgeSharing: game.isInKnowledgeSharing,
    isHit: game.isHit,
    platform: game.platform as Game['platform'],
    createdAt: game.createdAt.toISOString(),
    creatorId: game.creatorId,
    iconUrl: game.iconMediaId ? `/media/${game.iconMediaId}` : null,
    storeId: game.storeId,
    bundleId: game.bundleId,
    storeName: game.storeName,
    storeUrl: storeUrl(game),
    selectedAdNetworkIdList: game.selectedAdNetworkIds,
    adnetworks: game.selectedAdNetworkIds.map((id) => AD_NETWORK_NAMES[id] ?? String(id)).join('|'),
    lastIterationDate: iso(game.lastIterationDate),
    sinceLastIterationDate: game.lastIterationDate
      ? Math.floor((now.getTime() - game.lastIterationDate.getTime()) / DAY_MS)
      : null,
    nbIterations: game.nbIterations,
    dataUpdatedAt: iso(game.dataUpdatedAt),
    recommendation: game.recommendation,
    lastCpi: game.lastCpi,
    lastCpnu: seesCpnu ? game.lastCpnu : null,
    lastCtr: game.lastCtr,
    lastD1: game.lastD1,
    lastD7: game.lastD7,
    lastD14: game.lastD14,
    lastPlaytime: game.lastPlaytime,
    lastD3Playtime: game.lastD3Playtime,
    lastSessionLength: game.lastSessionLength,
    lastInstalls: game.lastInstalls,
    lastCpm: game.lastCpm,
    bestCpi: game.bestCpi,
    bestCpnu: seesCpnu ? game.bestCpnu : null,
    bestCtr: game.bestCtr,
    bestD1: game.bestD1,
    bestD7: game.bestD7,
    bestD14: game.bestD14,
    bestPlaytime: game.bestPlaytime,
    bestD3Playtime: game.bestD3Playtime,
    permissions: gamePermissions(principal, game),
  };
}
