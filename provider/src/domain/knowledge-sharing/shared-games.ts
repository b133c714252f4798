// Knowledge sharing (KS, BE-LIST-04): the shared games of other studios, a page at a
// time with the range filters and sorts of the list, one shared game with its
// iterations, and the caller's favourites (pins). Visibility is SQL (visibility.ts):
// a game that is not shared, or the caller's own studio's, is never read; the owner's
// confidential figures (who, budgets, spend) are never answered.
import { formatDuration, ksFilterRule, type KsSortField, type KsType, type FilterNode, isGroup, type FilterRuleNode } from '@greenlight/rules';
import { and, asc, desc, eq, ilike, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import { games, knowledgeSharingPins, studios } from '../../db/schema';
import { notFound } from '../../errors';
import { activeStudioIds, type Principal } from '../accounts/principal';
import { checkedFilterTree, compare, escapeLike } from '../games/filters';
import { AD_NETWORK_NAMES } from '../games/games';
import { loadGameIterations } from '../games/iterations';
import type { Iteration, IterationNetwork, IterationVideo } from '../../schemas/iterations';
import { sharedAt, sharedCondition } from './visibility';

export interface SharedGameListOptions {
  limit: number;
  offset: number;
  type: KsType;
  sort: KsSortField;
  order: 'asc' | 'desc';
  term?: string | undefined;
  query?: unknown;
}

const pinnedBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${knowledgeSharingPins} p where p.game_id = ${games.id} and p.user_id = ${userId})`;

const sortColumns: Record<KsSortField, SQL | PgColumn> = {
  lastCpi: games.lastCpi,
  lastCtr: games.lastCtr,
  lastD1: games.lastD1,
  lastD7: games.lastD7,
  lastPlaytime: games.lastPlaytime,
  lastIterationDate: games.lastIterationDate,
  joinedDate: sharedAt,
};

const KPI_RULE_COLUMNS = { lastCpi: games.lastCpi, lastCtr: games.lastCtr, lastD1: games.lastD1, lastD7: games.lastD7 } as const;

function ruleCondition(node: FilterRuleNode, userId: number): SQL {
  if (node.rule === 'isPinned') return node.value === 1 ? pinnedBy(userId) : sql`not ${pinnedBy(userId)}`;
  return compare(KPI_RULE_COLUMNS[node.rule as keyof typeof KPI_RULE_COLUMNS], node.operator, node.value);
}

function compileNode(node: FilterNode, userId: number): SQL | undefined {
  if (!isGroup(node)) return ruleCondition(node, userId);
  const parts = node.children.map((child) => compileNode(child, userId)).filter((part): part is SQL => part !== undefined);
  if (parts.length === 0) return undefined;
  return node.logicalOperator === 'any' ? sql`(${sql.join(parts, sql` or `)})` : and(...parts);
}

/** What every reading of shared games selects on: shared now, and not the caller's own studio's (KS-01). */
function visibleConditions(principal: Principal, now: Date): SQL[] {
  const own = activeStudioIds(principal);
  return [sharedCondition(now), ...(own.length > 0 ? [notInArray(games.studioId, own)] : [])];
}

const sharedSelection = (userId: number) => ({
  id: games.id,
  name: games.name,
  platform: games.platform,
  isCtr: games.isCtr,
  iconMediaId: games.iconMediaId,
  nbIterations: games.nbIterations,
  lastIterationDate: games.lastIterationDate,
  selectedAdNetworkIds: games.selectedAdNetworkIds,
  lastCpi: games.lastCpi,
  lastCtr: games.lastCtr,
  lastD1: games.lastD1,
  lastD7: games.lastD7,
  lastInstalls: games.lastInstalls,
  lastPlaytime: games.lastPlaytime,
  joinedDate: sql<Date>`${sharedAt}`.mapWith((value: Date | string) => new Date(value)),
  isPinned: pinnedBy(userId),
  tags: sql<string | null>`(select string_agg(t.label, '|' order by t.label) from game_tags t where t.game_id = ${games.id})`,
  // The newest iteration's most delivered video the networks accepted (as a card's).
  lastVideo: sql<string | null>`(select v.media_id from videos v
      where v.game_id = ${games.id} and v.iteration_id is not null and v.media_id is not null and not v.adult_content
      order by v.iteration_id desc, v.weight desc, v.id limit 1)`,
});

/** KS-21: a shared game as the list and the page show it. */
function toSharedGame(row: Record<string, unknown>) {
  const r = row as unknown as {
    id: number;
    name: string;
    platform: 'ios' | 'android';
    isCtr: boolean;
    iconMediaId: string | null;
    nbIterations: number;
    lastIterationDate: Date | null;
    selectedAdNetworkIds: number[];
    lastCpi: number | null;
    lastCtr: number | null;
    lastD1: number | null;
    lastD7: number | null;
    lastInstalls: number | null;
    lastPlaytime: number | null;
    joinedDate: Date;
    isPinned: boolean;
    tags: string | null;
    lastVideo: string | null;
  };
  return {
    id: r.id,
    name: r.name,
    platform: r.platform,
    isCtr: r.isCtr,
    iconUrl: r.iconMediaId ? `/media/${r.iconMediaId}` : null,
    nbIterations: r.nbIterations,
    isPinned: Boolean(r.isPinned),
    tags: r.tags ?? '',
    lastVideo: r.lastVideo ? `/media/${r.lastVideo}` : null,
    lastIterationDate: r.lastIterationDate ? r.lastIterationDate.toISOString() : null,
    joinedDate: r.joinedDate.toISOString(),
    adnetworks: r.selectedAdNetworkIds.map((id) => AD_NETWORK_NAMES[id] ?? String(id)).join('|'),
    lastCpi: r.lastCpi,
    lastCtr: r.lastCtr,
    lastD1: r.lastD1,
    lastD7: r.lastD7,
    lastInstalls: r.lastInstalls,
    lastPlaytime: r.lastPlaytime,
    lastPlaytimeHumanReadable: r.lastPlaytime === null ? null : formatDuration(r.lastPlaytime),
  };
}
export type SharedGame = ReturnType<typeof toSharedGame>;

/**
 * KS-14, BE-LIST-04: POST /v1/ks/games. A page of the games shared with the caller, of
 * one test type, searched by name, filtered by the ranges and favourites, sorted with
 * nulls last and ties by id; the total of the same selection.
 */
export async function listSharedGames(db: Db, principal: Principal, now: Date, options: SharedGameListOptions) {
  const conditions = visibleConditions(principal, now);
  conditions.push(eq(games.isCtr, options.type === 'ctr'));
  const term = options.term?.trim();
  if (term) conditions.push(ilike(games.name, `%${escapeLike(term)}%`));
  const root = checkedFilterTree(options.query, { principal, best: false, now }, ksFilterRule);
  const filter = root ? compileNode(root, principal.userId) : undefined;
  if (filter) conditions.push(filter);
  const direction = options.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select(sharedSelection(principal.userId))
      .from(games)
      .innerJoin(studios, eq(studios.id, games.studioId))
      .where(and(...conditions))
      .orderBy(sql`${direction(sortColumns[options.sort])} nulls last`, direction(games.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(games)
      .innerJoin(studios, eq(studios.id, games.studioId))
      .where(and(...conditions)),
  ]);
  return { data: rows.map(toSharedGame), total: counted?.total ?? 0 };
}

/** One shared game's row, or 404 when it is not shared with the caller (its existence is not told). */
async function sharedGameRow(db: Db, principal: Principal, now: Date, id: number) {
  const [row] = await db
    .select(sharedSelection(principal.userId))
    .from(games)
    .innerJoin(studios, eq(studios.id, games.studioId))
    .where(and(eq(games.id, id), ...visibleConditions(principal, now)));
  if (!row) throw notFound('Game not found');
  return row;
}

type SharedKpis = Omit<IterationNetwork, 'adNetwork' | 'adNetworkId' | 'status' | 'campaignError' | 'restricted' | 'videos'>;

/** What an iteration's block tells another studio: its KPIs, not the money (spend, CPNU) nor the score. */
function sharedKpis(block: SharedKpis) {
  return {
    cpi: block.cpi ?? null,
    ctr: block.ctr ?? null,
    d1Ret: block.d1Ret ?? null,
    d7Ret: block.d7Ret ?? null,
    d14Ret: block.d14Ret ?? null,
    d28Ret: block.d28Ret ?? null,
    playtime: block.playtime ?? null,
    playtimeHumanReadable: block.playtimeHumanReadable ?? null,
    d3Playtime: block.d3Playtime ?? null,
    d3PlaytimeHumanReadable: block.d3PlaytimeHumanReadable ?? null,
    sessionLength: block.sessionLength ?? null,
    sessionLengthHumanReadable: block.sessionLengthHumanReadable ?? null,
    shareOfMales: block.shareOfMales ?? null,
    fbInstalls: block.fbInstalls ?? null,
    linkClicks: block.linkClicks ?? null,
    impressions: block.impressions ?? null,
    newUsers: block.newUsers ?? null,
  };
}

const sharedVideo = (video: IterationVideo) => ({
  id: video.id,
  video: video.video,
  fileName: video.fileName,
  adNetwork: video.adNetwork,
  adultContent: video.adultContent,
  data: {
    impressions: video.data.impressions,
    linkClicks: video.data.linkClicks,
    fbInstalls: video.data.fbInstalls,
    cpi: video.data.cpi,
    ctr: video.data.ctr,
    bestVideo: video.data.bestVideo,
  },
  perf: video.perf,
});

function sharedIteration(iteration: Iteration) {
  return {
    iterationId: iteration.iterationId,
    iterationNumber: iteration.iterationNumber,
    iterationStart: iteration.iterationStart,
    iterationEnd: iteration.iterationEnd,
    ...sharedKpis(iteration),
    videos: (iteration.videos ?? []).map(sharedVideo),
    adNetworks: Object.fromEntries(
      Object.entries(iteration.adNetworks).flatMap(([name, block]) =>
        block
          ? [[name, { adNetwork: block.adNetwork, restricted: block.restricted, ...sharedKpis(block), videos: (block.videos ?? []).map(sharedVideo) }]]
          : [],
      ),
    ),
  };
}

/**
 * KS-16..21: GET /v1/ks/game/{id}. A shared game's header and its iterations, newest
 * first, each with its networks and videos; 404 when it is not shared with the caller.
 */
export async function getSharedGame(db: Db, principal: Principal, now: Date, id: number) {
  const row = await sharedGameRow(db, principal, now, id);
  const { iterations } = await loadGameIterations(db, principal, now, id, undefined, { shared: true });
  return { ...toSharedGame(row), iterations: iterations.map(sharedIteration) };
}

/** KS-13: PUT /v1/ks/game/{gameId}/pin. A favourite of the caller's, on a game shared with it. */
export async function pinSharedGame(db: Db, principal: Principal, now: Date, id: number, isPinned: boolean) {
  await sharedGameRow(db, principal, now, id);
  if (isPinned) {
    await db.insert(knowledgeSharingPins).values({ userId: principal.userId, gameId: id, pinnedAt: now }).onConflictDoNothing();
  } else {
    await db.delete(knowledgeSharingPins).where(and(eq(knowledgeSharingPins.userId, principal.userId), eq(knowledgeSharingPins.gameId, id)));
  }
  return { id, isPinned };
}
