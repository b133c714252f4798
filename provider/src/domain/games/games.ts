// Reading games: the publishing list, the board's lists and counts, and games by id.
// Filtering, sorting and paging happen in SQL, on indexed columns.
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { DAY_MS } from '../../clock';
import { planOnce, type Db } from '../../db';
import { changelogs, gameFeedbacks, gameGenres, gameRatings, gameReviews, games, gameSearchText, gameTags, studios, users } from '../../db/schema';
import { campaignUrl, type CampaignRef } from '../campaigns/ads-manager';
import type { AdNetworkName } from '../campaigns/simulator';
import { GENRES } from '../reference/codifications';
import { badRequest, forbidden, notFound } from '../../errors';
import { HEADER_SEARCH_LIMIT, type GameStatus, type TagCategory } from '@greenlight/rules';
import type { Game, GameCard, GameSort, MyGamesTab } from '../../schemas/games';
import { MY_GAMES_TABS } from '../../schemas/games';
import { compileGameFilter, escapeLike, filterReadsStudio } from './filters';
import { campaignSettings } from './campaign-settings';
import { getProject } from './projects';
import { gameActions } from './actions/catalogue';
import type { LifeCycleGame } from './life-cycle';
import { isSharedGame, studioShares } from '../knowledge-sharing/visibility';
import { activeStudioIds, canViewGame, editsGameOrStaff, gamePermissions, seesAllGames, type Principal } from '../accounts/principal';

export const AD_NETWORK_NAMES: Record<number, string> = { 1: 'Facebook', 2: 'Snapchat' };

export interface GameListOptions {
  limit: number;
  offset: number;
  /** Keyset paging (issue 17): the `next` of the page before; the offset is then ignored. */
  after?: string | undefined;
  /** False skips the count: the following pages of a list whose total the caller knows. */
  withTotal?: boolean | undefined;
  sort: GameSort;
  order: 'asc' | 'desc';
  term?: string | undefined;
  /** The filter builder's tree (FLT), compiled to SQL. */
  query?: unknown;
  /** The view's best-only flag (GL-31): KPI rules read best values, else last ones. */
  best?: boolean | undefined;
  /** GL-11: one studio's games. */
  studioId?: number | undefined;
  /** GL-12: one project's games (customView=projectId). */
  projectId?: number | undefined;
  tab?: MyGamesTab | undefined;
  type?: 'cpi' | 'ctr' | undefined;
  myGamesOnly?: boolean | undefined;
}

/** What a list asks besides its page: everything that decides which games. */
export type GameSelection = Omit<GameListOptions, 'limit' | 'offset' | 'after' | 'withTotal' | 'sort' | 'order'>;

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
  lastD3Roas: games.lastD3Roas,
  bestD3Roas: games.bestD3Roas,
} satisfies Record<GameSort, unknown>;

/** Sorts that read a metric only some may see (GL-16, GL-21). */
export function sortPermission(sort: GameSort): string | undefined {
  if (/cpnu/i.test(sort)) return 'view_cpnu';
  if (/d3roas/i.test(sort)) return 'view_proto_score';
  return undefined;
}

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


async function baseConditions(db: Db, principal: Principal, now: Date, options: GameSelection): Promise<SQL[]> {
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
    // The game's name, store id or bundle id (one trigram index, gameSearchText), or its
    // studio's name: the few studios first, so that the planner sees a list of ids
    // (the studio index) and not a subquery whose size it must guess.
    const pattern = `%${escapeLike(term)}%`;
    const named = await db.select({ id: studios.id }).from(studios).where(ilike(studios.name, pattern));
    const text = sql`(${gameSearchText(games)}) ilike ${pattern}`;
    // The studio's ids first: a row of a named studio is taken without matching its text
    // (Postgres checks an OR's arms in order, and a trigram match costs far more).
    conditions.push(named.length > 0 ? or(inArray(games.studioId, named.map((studio) => studio.id)), text)! : text);
  }
  if (options.studioId !== undefined) conditions.push(eq(games.studioId, options.studioId));
  if (options.projectId !== undefined) conditions.push(eq(games.projectId, options.projectId));
  if (options.type) conditions.push(eq(games.isCtr, options.type === 'ctr'));
  if (options.tab) conditions.push(tabCondition(options.tab));
  const filter = compileGameFilter(options.query, { principal, best: options.best ?? true, now });
  if (filter) conditions.push(filter);
  return conditions;
}

/**
 * The columns of the game's row a card reads (toGameCard), not the whole row: PGlite
 * converts every value it returns, and the row also holds the simulator's stream, keys
 * and settings a card never shows (issue 17).
 */
const cardGameColumns = {
  id: games.id,
  name: games.name,
  projectId: games.projectId,
  status: games.status,
  substatus: games.substatus,
  isIterating: games.isIterating,
  isCtr: games.isCtr,
  isPublishedInStore: games.isPublishedInStore,
  isManagedByProvider: games.isManagedByProvider,
  platform: games.platform,
  iconMediaId: games.iconMediaId,
  storeId: games.storeId,
  bundleId: games.bundleId,
  selectedAdNetworkIds: games.selectedAdNetworkIds,
  lastIterationDate: games.lastIterationDate,
  nbIterations: games.nbIterations,
  recommendation: games.recommendation,
  scoreFacebook: games.scoreFacebook,
  scoreSnapchat: games.scoreSnapchat,
  lastCpi: games.lastCpi,
  lastCpnu: games.lastCpnu,
  lastCtr: games.lastCtr,
  lastD1: games.lastD1,
  lastD3Roas: games.lastD3Roas,
  bestCpi: games.bestCpi,
  bestCpnu: games.bestCpnu,
  bestCtr: games.bestCtr,
  bestD1: games.bestD1,
  bestD3Roas: games.bestD3Roas,
};

/** What a card reads (toGameCard): the card's columns of the game, its studio and PMs, its rating, the card's lookups. */
const cardSelection = {
  game: cardGameColumns,
  projectGameCount: sql<number>`(select count(*) from games as project_games where project_games.project_id = ${games.projectId})`.mapWith(Number),
  // BE-OPS-03: operations are pending or running on the game (also what the actions' availability reads).
  disabled: sql<boolean>`exists (select 1 from operations o where o.game_id = ${games.id} and o.status in ('pending', 'running'))`,
  // MG-17: a campaign of the latest iteration the network refused to create.
  adNetworkError: sql<boolean>`exists (select 1 from campaigns c where c.game_id = ${games.id} and c.status = 'campaign_creation_failed'
      and c.iteration_id = (select i.id from iterations i where i.game_id = ${games.id} order by i.iteration_number desc limit 1))`,
  // GC-01: the newest iteration's most delivered video the networks accepted.
  videoMediaId: sql<string | null>`(select v.media_id from videos v
      where v.game_id = ${games.id} and v.media_id is not null and not v.adult_content
      order by v.iteration_id desc, v.weight desc, v.id limit 1)`,
  // GC-08: the analytics slot's page.
  gameAnalyticsUrl: sql<string | null>`(select s.url from analytics_slots s where s.id = ${games.analyticsSlotId})`,
  // GC-10: per network, the ids of the game's newest campaign the network created.
  campaignRefs: sql<Partial<Record<AdNetworkName, CampaignRef>> | string | null>`(select json_object_agg(c.network,
        json_build_object('adAccountId', c.ad_account_id, 'campaignId', c.external_id)) from (
      select distinct on (c2.network) c2.network, c2.ad_account_id, c2.external_id from campaigns c2
       where c2.game_id = ${games.id} and c2.external_id is not null and c2.ad_account_id is not null
       order by c2.network, c2.iteration_id desc) c)`,
  studio: {
    id: studios.id,
    name: studios.name,
    activityState: studios.activityState,
    hubspotUrl: studios.hubspotUrl,
  },
  pm: { id: pm.id, firstName: pm.firstName, lastName: pm.lastName },
  secondaryPm: { id: secondaryPm.id, firstName: secondaryPm.firstName, lastName: secondaryPm.lastName },
  // GC-23: the staff's rating, by the game's id (the table's primary key).
  rating: {
    execution: gameRatings.execution,
    balancing: gameRatings.balancing,
    artEfficiency: gameRatings.artEfficiency,
    progression: gameRatings.progression,
    idea: gameRatings.idea,
    newness: gameRatings.newness,
    systemOne: gameRatings.systemOne,
    depth: gameRatings.depth,
    ratedAt: gameRatings.ratedAt,
  },
};

/** What a whole game reads (toGame): the card's, and the lookups of its actions, budgets and keys. */
const gameSelection = {
  ...cardSelection,
  game: games,
  // What the actions' availability reads besides the row (actions/), each an indexed lookup.
  facebookCampaignFailed: sql<boolean>`exists (select 1 from campaigns c where c.game_id = ${games.id} and c.network = 'facebook' and c.status = 'campaign_creation_failed')`,
  pendingChangelogs: sql<number>`(select count(*) from changelogs c where c.game_id = ${games.id} and c.state = 'pending')`.mapWith(Number),
  feedbacks: sql<number>`(select count(*) from game_feedbacks f where f.game_id = ${games.id})`.mapWith(Number),
  // SUB-LINK-28, SUB-SDK: the slot's keys, which the game's build carries.
  gameAnalyticsGameKey: sql<string | null>`(select s.game_key from analytics_slots s where s.id = ${games.analyticsSlotId})`,
  gameAnalyticsSecretKey: sql<string | null>`(select s.secret_key from analytics_slots s where s.id = ${games.analyticsSlotId})`,
  // Videos per network for the recommended budgets (SUB-BUD-04): those uploaded for the next
  // iteration while the game waits for its test, else the newest iteration's.
  videosPerNetwork: sql<Record<string, number> | null>`(select json_object_agg(v.network, v.n) from (
      select network, count(*)::int as n from videos
       where game_id = ${games.id} and case when ${games.status} in ('pending_sdk_integration', 'pending_review', 'pending_testing')
         then iteration_id is null
         else iteration_id = (select i.id from iterations i where i.game_id = ${games.id} order by i.iteration_number desc limit 1) end
       group by network) v)`,
  studio: {
    ...cardSelection.studio,
    origin: studios.origin,
    knowledgeSharing: studioShares,
  },
};

function selectGames(db: Db) {
  return db
    .select(gameSelection)
    .from(games)
    .innerJoin(studios, eq(studios.id, games.studioId))
    .leftJoin(pm, eq(pm.id, studios.pmId))
    .leftJoin(secondaryPm, eq(secondaryPm.id, studios.secondaryPmId))
    .leftJoin(gameRatings, eq(gameRatings.gameId, games.id));
}

/** selectGames' joins with the card's selection (drizzle types a join by its select, so it is written twice). */
function selectCards(db: Db) {
  return db
    .select(cardSelection)
    .from(games)
    .innerJoin(studios, eq(studios.id, games.studioId))
    .leftJoin(pm, eq(pm.id, studios.pmId))
    .leftJoin(secondaryPm, eq(secondaryPm.id, studios.secondaryPmId))
    .leftJoin(gameRatings, eq(gameRatings.gameId, games.id));
}

type GameRow = Awaited<ReturnType<ReturnType<typeof selectGames>['execute']>>[number];
type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

/** The ORDER BY of a list: the sort, nulls last, ties broken by id the same way (an index range). */
function listOrder(options: Pick<GameListOptions, 'sort' | 'order'>, principal: Principal): SQL[] {
  const needed = sortPermission(options.sort);
  if (needed && !principal.permissions.has(needed)) throw forbidden();
  const direction = options.order === 'asc' ? asc : desc;
  return [sql`${direction(sortColumns[options.sort])} nulls last`, direction(games.id)];
}

/** What a list page answers: its games (or cards), the list's total unless skipped, the keyset after its last game. */
export interface GamesPageResult<Item = Game> {
  data: Item[];
  total?: number;
  next: string | null;
}

/** The publishing list and the board's (API-41, API-43): a page of whole games. */
export function listGames(db: Db, principal: Principal, now: Date, options: GameListOptions): Promise<GamesPageResult<Game>> {
  return listPage(db, principal, now, options, (ids) => planOnce(db, selectGames(db).where(idIn(ids))), (row) => toGame(row, principal, now));
}

/** The same page as cards (issue 17): what the lists' cards show, without the actions, permissions and settings. */
export function listGameCards(db: Db, principal: Principal, now: Date, options: GameListOptions): Promise<GamesPageResult<GameCard>> {
  return listPage(db, principal, now, options, (ids) => planOnce(db, selectCards(db).where(idIn(ids))), (row) => toGameCard(row, principal));
}

/**
 * The games whose id is in `ids`, as one parameter: the same statement for every page,
 * which a server's pool prepares once (planOnce, db/statement-cache.ts, issue 17).
 */
const idIn = (ids: number[]) => sql`${games.id} = any(${sql.param(ids)})`;

/** Reads the keys of a list page: `where` selects, `orderBy` orders, then a limit and an offset. */
type PageReader = (where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) => Promise<PageKey[]>;

/** A game of a page: its id, and its sort's value for the keyset after it. */
interface PageKey {
  id: number;
  sortKey: string | null;
}

/**
 * A page in two reads: the keys of its games (the list's conditions and order, a range
 * of the sort's index), then what the page shows of those games by their ids. One query
 * that did both sorted the card's joins and subqueries of every game the list selects
 * (a search for a bundle id: 85 ms on Postgres at 100,000 games, 17 in two reads), and
 * its text changed with every filter; the second read is the same statement whatever the list.
 */
async function listPage<Row extends { game: { id: number } }, Item>(
  db: Db,
  principal: Principal,
  now: Date,
  options: GameListOptions,
  byIds: (ids: number[]) => Promise<Row[]>,
  toItem: (row: Row) => Item,
): Promise<GamesPageResult<Item>> {
  const order = listOrder(options, principal);
  const conditions = await baseConditions(db, principal, now, options);
  const after = options.after === undefined ? undefined : readListCursor(options.after, options);
  if (after?.value != null && !readsAs(sortColumns[options.sort] as PgColumn, after.value)) throw invalidCursor();
  const withStudio = readsStudio(options);
  const read: PageReader = (where, orderBy, limit, offset) => {
    const keys = db.select({ id: games.id, sortKey: sortKeyOf(options.sort) }).from(games).$dynamic();
    return (withStudio ? keys.innerJoin(studios, eq(studios.id, games.studioId)) : keys).where(where).orderBy(...orderBy).limit(limit).offset(offset);
  };
  // The page and the count apart: a window count over the list would read every
  // row it holds, where the page alone is a range of the sort's index. The count is
  // asked once per list: its following pages say withTotal false.
  // On a server the games are read while the count still runs. (A drizzle query runs at
  // every `then`: the keys are read once, into a promise, and awaited twice.)
  const keysRead = Promise.resolve(
    after
      ? keysetRows((where, limit, orderBy) => read(and(...conditions, where), orderBy, limit, 0), options, order, after, options.limit)
      : read(and(...conditions), order, options.limit, options.offset),
  );
  const [keys, rows, counted] = await Promise.all([
    keysRead,
    keysRead.then(async (read) => new Map((read.length === 0 ? [] : await byIds(read.map((key) => key.id))).map((row) => [row.game.id, row]))),
    options.withTotal === false ? undefined : countGames(db, conditions, withStudio),
  ]);
  const last = keys.at(-1);
  return {
    // A game deleted between the two reads is left out.
    data: keys.flatMap((key) => {
      const row = rows.get(key.id);
      return row ? [toItem(row)] : [];
    }),
    ...(counted === undefined ? {} : { total: counted }),
    next: last ? listCursor(options, last.sortKey, last.id) : null,
  };
}

/** The sort's value as Postgres writes it (exact, whatever the type), for the keyset. */
const sortKeyOf = (sort: GameSort) => sql<string | null>`(${sortColumns[sort]})::text`;

/**
 * How many games the conditions select. Without the studio in the conditions (a filter
 * or "my games only" may read it) the count reads the games alone: an index, not a join.
 */
async function countGames(db: Db, conditions: SQL[], withStudio: boolean): Promise<number> {
  const query = db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(games);
  const [row] = await (withStudio ? query.innerJoin(studios, eq(studios.id, games.studioId)) : query).where(and(...conditions));
  return row?.total ?? 0;
}

/** Whether a list's conditions read its games' studio (baseConditions: the filter's studio rules, my games only). */
const readsStudio = (options: GameSelection) => Boolean(options.myGamesOnly || filterReadsStudio(options.query));

/** Reads `limit` rows of a list after a keyset: the valued rows as one index range, then the nulls by id. */
async function keysetRows<Row>(
  page: (where: SQL, limit: number, orderBy: SQL[]) => Promise<Row[]>,
  options: Pick<GameListOptions, 'sort' | 'order'>,
  order: SQL[],
  after: ListCursor,
  limit: number,
): Promise<Row[]> {
  const column = sortColumns[options.sort] as PgColumn;
  const beyond = options.order === 'asc' ? sql`>` : sql`<`;
  const idOrder = options.order === 'asc' ? asc(games.id) : desc(games.id);
  const valued =
    after.value === null
      ? []
      : await page(sql`(${column}, ${games.id}) ${beyond} (${after.value}::${sql.raw(sortColumnType(column))}, ${after.id})`, limit, order);
  if (valued.length >= limit) return valued;
  const nulls = await page(
    after.value === null ? and(isNull(column), options.order === 'asc' ? gt(games.id, after.id) : lt(games.id, after.id))! : isNull(column),
    limit - valued.length,
    [idOrder],
  );
  return [...valued, ...nulls];
}

/** The SQL type of a sort column, to read the cursor's text as it. */
function sortColumnType(column: PgColumn): string {
  const type = column.getSQLType();
  if (!/^[a-z ]+(\(\d+\))?( with(out)? time zone)?$/.test(type)) throw new Error(`Unexpected sort column type ${type}`);
  return type;
}

/** What Postgres writes for a value of these types: a cursor's value must read as its column's. */
const CURSOR_VALUES: [RegExp, RegExp][] = [
  [/^(double precision|real|integer|bigint|numeric)/, /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i],
  [/^timestamp/, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?)?$/],
];

function readsAs(column: PgColumn, value: string): boolean {
  const type = sortColumnType(column);
  return CURSOR_VALUES.every(([types, shape]) => !types.test(type) || shape.test(value));
}

interface ListCursor {
  value: string | null;
  id: number;
}

/** A page's `next`: the sort, its order and the last game's (value, id), opaque to the caller. */
function listCursor(options: Pick<GameListOptions, 'sort' | 'order'>, value: string | null, id: number): string {
  return Buffer.from(JSON.stringify([options.sort, options.order, value, id])).toString('base64url');
}

/** The keyset a cursor names: 400 when it was not made by this list with this sort and order. */
function readListCursor(cursor: string, options: Pick<GameListOptions, 'sort' | 'order'>): ListCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 4 &&
    parsed[0] === options.sort &&
    parsed[1] === options.order &&
    (parsed[2] === null || (typeof parsed[2] === 'string' && parsed[2].length <= 64 && !parsed[2].includes('\u0000'))) &&
    Number.isSafeInteger(parsed[3]) &&
    (parsed[3] as number) > 0
  ) {
    return { value: parsed[2] as string | null, id: parsed[3] as number };
  }
  throw invalidCursor();
}

const invalidCursor = () => badRequest(INVALID_CURSOR, 'after is not the next of a page of this list, with this sort and order');

/** A keyset cursor the list did not make (or made for another sort). */
export const INVALID_CURSOR = 'INVALID_CURSOR';

/** What the CSV export reads of a game (export.ts's columns): the columns it writes, its studio and PM, no lookup per game. */
export interface ExportGame {
  name: string;
  studioName: string;
  pmName: string | null;
  isManagedByProvider: boolean;
  platform: Game['platform'];
  status: GameStatus;
  recommendation: string | null;
  adnetworks: string;
  nbIterations: number;
  lastIterationDate: string | null;
  createdAt: string;
  storeUrl: string | null;
  lastCpi: number | null;
  bestCpi: number | null;
  lastCtr: number | null;
  bestCtr: number | null;
  lastD1: number | null;
  bestD1: number | null;
  lastD7: number | null;
  bestD7: number | null;
  lastD14: number | null;
  bestD14: number | null;
  lastPlaytime: number | null;
  bestPlaytime: number | null;
}

/** A row as the export's query reads it: the columns its fields asked, by key. */
type ExportRow = Record<string, unknown>;

interface ExportSource<F extends keyof ExportGame> {
  /** The columns this field reads (keys shared by two fields name the same column). */
  select: Readonly<Record<string, PgColumn>>;
  value(row: ExportRow): ExportGame[F];
}

/** A field read as its column is, under its own name. */
const asIs = <F extends keyof ExportGame>(field: F, column: PgColumn): ExportSource<F> => ({
  select: { [field]: column },
  value: (row) => row[field] as ExportGame[F],
});

/**
 * What each field of the export reads of the database and how it is written. The
 * export asks only the fields of its columns: PGlite converts every value it returns
 * (a few microseconds each), so the columns read make most of an export's time there.
 */
const EXPORT_SOURCES: { readonly [F in keyof ExportGame]: ExportSource<F> } = {
  name: asIs('name', games.name),
  studioName: asIs('studioName', studios.name),
  pmName: {
    select: { pmFirstName: pm.firstName, pmLastName: pm.lastName },
    value: (row) => (row.pmFirstName == null ? null : `${row.pmFirstName as string} ${row.pmLastName as string}`),
  },
  isManagedByProvider: asIs('isManagedByProvider', games.isManagedByProvider),
  platform: asIs('platform', games.platform),
  status: asIs('status', games.status),
  recommendation: asIs('recommendation', games.recommendation),
  adnetworks: {
    select: { selectedAdNetworkIds: games.selectedAdNetworkIds },
    value: (row) => (row.selectedAdNetworkIds as number[]).map((id) => AD_NETWORK_NAMES[id] ?? String(id)).join('|'),
  },
  nbIterations: asIs('nbIterations', games.nbIterations),
  lastIterationDate: { select: { lastIterationDate: games.lastIterationDate }, value: (row) => iso(row.lastIterationDate as Date | null) },
  createdAt: { select: { createdAt: games.createdAt }, value: (row) => (row.createdAt as Date).toISOString() },
  storeUrl: {
    select: { platform: games.platform, storeId: games.storeId, bundleId: games.bundleId },
    value: (row) => storeUrl(row as Pick<GameRow['game'], 'platform' | 'storeId' | 'bundleId'>),
  },
  lastCpi: asIs('lastCpi', games.lastCpi),
  bestCpi: asIs('bestCpi', games.bestCpi),
  lastCtr: asIs('lastCtr', games.lastCtr),
  bestCtr: asIs('bestCtr', games.bestCtr),
  lastD1: asIs('lastD1', games.lastD1),
  bestD1: asIs('bestD1', games.bestD1),
  lastD7: asIs('lastD7', games.lastD7),
  bestD7: asIs('bestD7', games.bestD7),
  lastD14: asIs('lastD14', games.lastD14),
  bestD14: asIs('bestD14', games.bestD14),
  lastPlaytime: asIs('lastPlaytime', games.lastPlaytime),
  bestPlaytime: asIs('bestPlaytime', games.bestPlaytime),
};

export type ExportField = keyof ExportGame;
export const EXPORT_FIELDS = Object.keys(EXPORT_SOURCES) as ExportField[];

/**
 * Every game a list selects, in its order, for the CSV export: read by keyset in
 * batches (each a range of the sort's index, however far the list goes) so that a
 * whole list never sits in memory. Each batch holds the fields asked and no other
 * (the games' objects are typed whole; a field not asked is absent).
 */
export async function* exportGameBatches(
  db: Db,
  principal: Principal,
  now: Date,
  options: Omit<GameListOptions, 'limit' | 'offset'>,
  fields: readonly ExportField[] = EXPORT_FIELDS,
  batchSize = 2000,
): AsyncGenerator<ExportGame[]> {
  const order = listOrder(options, principal);
  const conditions = await baseConditions(db, principal, now, options);
  const sources = [...new Set(fields)].map((field) => [field, EXPORT_SOURCES[field]] as const);
  const columns = Object.assign({}, ...sources.map(([, source]) => source.select)) as Record<string, PgColumn>;
  const page = (where: SQL | undefined, limit: number, orderBy: SQL[]) =>
    db
      .select({ ...columns, exportId: games.id, exportSortKey: sql<string | null>`(${sortColumns[options.sort]})::text` })
      .from(games)
      .innerJoin(studios, eq(studios.id, games.studioId))
      .leftJoin(pm, eq(pm.id, studios.pmId))
      .where(and(...conditions, where))
      .orderBy(...orderBy)
      .limit(limit);
  let after: ListCursor | undefined;
  for (;;) {
    const rows = (after ? await keysetRows(page, options, order, after, batchSize) : await page(undefined, batchSize, order)) as ExportRow[];
    if (rows.length > 0) yield rows.map((row) => Object.fromEntries(sources.map(([field, source]) => [field, source.value(row)])) as unknown as ExportGame);
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    after = { value: last.exportSortKey as string | null, id: last.exportId as number };
  }
}

/** POST /v1/my/games/status/count: one pass over the visible games, a count per tab. */
export async function countGamesByTab(
  db: Db,
  principal: Principal,
  now: Date,
  options: Omit<GameSelection, 'tab'> & { tabs?: MyGamesTab[] | undefined },
): Promise<Record<string, number>> {
  const tabs = options.tabs && options.tabs.length > 0 ? [...new Set(options.tabs)] : [...MY_GAMES_TABS];
  const conditions = await baseConditions(db, principal, now, options);
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

/** NAV-06: at most this many games answer a header search. */
export const GAME_SEARCH_LIMIT = HEADER_SEARCH_LIMIT;

/**
 * NAV-04..06: GET /v1/games/search. The games the caller sees whose name contains the
 * term, or whose store id or bundle id is the term: names that begin with it first,
 * then by name; at most 50, a row of what the header's list shows.
 */
export async function searchGames(db: Db, principal: Principal, now: Date, term: string) {
  const text = term.trim();
  if (!text) return [];
  const conditions = await baseConditions(db, principal, now, {});
  const contains = `%${escapeLike(text)}%`;
  conditions.push(or(ilike(games.name, contains), eq(games.storeId, text), sql`lower(${games.bundleId}) = lower(${text})`)!);
  const rows = await db
    .select({
      id: games.id,
      name: games.name,
      platform: games.platform,
      status: games.status,
      isIterating: games.isIterating,
      iconMediaId: games.iconMediaId,
      studioName: studios.name,
    })
    .from(games)
    .innerJoin(studios, eq(studios.id, games.studioId))
    .where(and(...conditions))
    .orderBy(sql`${ilike(games.name, `${escapeLike(text)}%`)} desc`, asc(games.name), asc(games.id))
    .limit(GAME_SEARCH_LIMIT);
  return rows.map(({ iconMediaId, ...row }) => ({
    ...row,
    platform: row.platform as Game['platform'],
    status: row.status as GameStatus,
    iconUrl: iconMediaId ? `/media/${iconMediaId}` : null,
  }));
}

/** GET /game/{id}: 404 when it does not exist, 403 when the caller may not see it. */
export async function getGame(db: Db, principal: Principal, now: Date, id: number): Promise<Game> {
  const [row] = await planOnce(db, selectGames(db).where(eq(games.id, id)));
  if (!row) throw notFound('Game not found');
  if (!canViewGame(principal, row.game)) throw forbidden();
  return toGame(row, principal, now);
}

/** Holds the game's row until the transaction ends: one action at a time per game. */
export async function lockGameForAction(db: Db, id: number): Promise<void> {
  const rows = await db.select({ id: games.id }).from(games).where(eq(games.id, id)).for('update');
  if (rows.length === 0) throw notFound('Game not found');
}

/** GET /games/{ids}: the games the caller may see, in the order asked; others are left out. */
export async function getGames(db: Db, principal: Principal, now: Date, ids: number[]): Promise<Game[]> {
  if (ids.length === 0) return [];
  const rows = await planOnce(db, selectGames(db).where(idIn(ids)));
  const byId = new Map(rows.filter((row) => canViewGame(principal, row.game)).map((row) => [row.game.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toGame(row, principal, now)] : [];
  });
}

function storeUrl(game: Pick<GameRow['game'], 'platform' | 'storeId' | 'bundleId'>): string | null {
  if (game.platform === 'ios' && game.storeId) return `https://apps.apple.com/app/id${game.storeId}`;
  if (game.platform === 'android' && game.bundleId) return `https://play.google.com/store/apps/details?id=${game.bundleId}`;
  return null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** json aggregates arrive parsed from node-postgres and as text from PGlite. */
const parsedJson = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** GC-15, GC-22: the networks that have a score in the latest iteration with data (kpis.ts keeps them on the row). */
function networkScores(game: Pick<GameRow['game'], 'scoreFacebook' | 'scoreSnapchat'>): Game['prototypeRecommendation']['adNetworks'] {
  const scores = [
    { adNetwork: 'facebook', adNetworkId: 1, score: game.scoreFacebook },
    { adNetwork: 'snapchat', adNetworkId: 2, score: game.scoreSnapchat },
  ] as const;
  return scores.flatMap((entry) => (entry.score === null ? [] : [{ ...entry, score: entry.score }]));
}

/** GC-01..GC-24: what a card shows of a game (GameCard), for the lists' narrow answer and as the start of a whole game. */
function toGameCard(row: CardRow, principal: Principal): GameCard {
  const { game, studio } = row;
  const seesCpnu = principal.permissions.has('view_cpnu');
  const seesScore = principal.permissions.has('view_proto_score');
  const campaigns = parsedJson(row.campaignRefs);
  return {
    id: game.id,
    name: game.name,
    studioId: studio.id,
    studio: {
      id: studio.id,
      studioName: studio.name,
      activityState: studio.activityState as Game['studio']['activityState'],
      hubspotUrl: principal.permissions.has('view_hubspot_url') ? studio.hubspotUrl : null,
      pm: row.pm,
      secondaryPm: row.secondaryPm,
    },
    projectId: game.projectId,
    projectGameCount: row.projectGameCount,
    status: game.status as GameStatus,
    substatus: game.substatus,
    isIterating: game.isIterating,
    isCtr: game.isCtr,
    isPublishedInStore: game.isPublishedInStore,
    isManagedByProvider: game.isManagedByProvider,
    platform: game.platform as Game['platform'],
    iconUrl: game.iconMediaId ? `/media/${game.iconMediaId}` : null,
    storeUrl: storeUrl(game),
    video: row.videoMediaId ? `/media/${row.videoMediaId}` : null,
    gameAnalyticsUrl: row.gameAnalyticsUrl,
    facebookUrl: campaignUrl('facebook', campaigns?.facebook),
    snapchatUrl: campaignUrl('snapchat', campaigns?.snapchat),
    adnetworks: game.selectedAdNetworkIds.map((id) => AD_NETWORK_NAMES[id] ?? String(id)).join('|'),
    lastIterationDate: iso(game.lastIterationDate),
    nbIterations: game.nbIterations,
    recommendation: game.recommendation,
    prototypeRecommendation: { recommendation: game.recommendation, adNetworks: networkScores(game) },
    // GC-17: the rating is read with view_proto_score only.
    scoreDetails: seesScore && row.rating ? { ...row.rating, ratedAt: row.rating.ratedAt.toISOString() } : null,
    lastCpi: game.lastCpi,
    lastCpnu: seesCpnu ? game.lastCpnu : null,
    lastCtr: game.lastCtr,
    lastD1: game.lastD1,
    lastD3Roas: seesScore ? game.lastD3Roas : null,
    bestCpi: game.bestCpi,
    bestCpnu: seesCpnu ? game.bestCpnu : null,
    bestCtr: game.bestCtr,
    bestD1: game.bestD1,
    bestD3Roas: seesScore ? game.bestD3Roas : null,
    disabled: row.disabled,
    adNetworkError: row.adNetworkError,
  };
}

function toGame(row: GameRow, principal: Principal, now: Date): Game {
  const { game, studio } = row;
  const permissions = gamePermissions(principal, game);
  const readsSecrets = editsGameOrStaff(principal, game);
  const campaigns = parsedJson(row.campaignRefs);
  return {
    ...toGameCard(row, principal),
    studioName: studio.name,
    studioActivityState: studio.activityState,
    pmName: row.pm ? `${row.pm.firstName} ${row.pm.lastName}` : null,
    secondaryPmName: row.secondaryPm ? `${row.secondaryPm.firstName} ${row.secondaryPm.lastName}` : null,
    studioOrigin: studio.origin,
    isInKnowledgeSharing: isSharedGame(game, studio, now),
    isHit: game.isHit,
    createdAt: game.createdAt.toISOString(),
    creatorId: game.creatorId,
    storeId: game.storeId,
    bundleId: game.bundleId,
    storeName: game.storeName,
    appServiceAppKey: game.appServiceAppKey,
    selectedAdNetworkIdList: game.selectedAdNetworkIds,
    sinceLastIterationDate: game.lastIterationDate
      ? Math.floor((now.getTime() - game.lastIterationDate.getTime()) / DAY_MS)
      : null,
    dataUpdatedAt: iso(game.dataUpdatedAt),
    lastD7: game.lastD7,
    lastD14: game.lastD14,
    lastD28: game.lastD28,
    lastPlaytime: game.lastPlaytime,
    lastD3Playtime: game.lastD3Playtime,
    lastSessionLength: game.lastSessionLength,
    lastInstalls: game.lastInstalls,
    lastCpm: game.lastCpm,
    bestD7: game.bestD7,
    bestD14: game.bestD14,
    bestD28: game.bestD28,
    bestPlaytime: game.bestPlaytime,
    bestD3Playtime: game.bestD3Playtime,
    permissions,
    actions: gameActions(lifeCycleState(row), { userType: principal.userType, permissions }),
    gameAnalyticsId: game.analyticsSlotId,
    linkedCampaignId: game.linkedCampaignId,
    rejectionReason: game.rejectionReason as Game['rejectionReason'],
    ...campaignSettings(
      {
        status: game.status,
        isCtr: game.isCtr,
        isManagedByProvider: game.isManagedByProvider,
        selectedAdNetworkIds: game.selectedAdNetworkIds,
        dailyBudget: game.dailyBudget,
        campaignDuration: game.campaignDuration,
        videos: parsedJson(row.videosPerNetwork) ?? {},
        disabled: row.disabled,
      },
      permissions,
    ),
    facebookAccessGranted: game.facebookAccessGrantedAt !== null,
    adNetworks: {
      facebook: {
        appId: game.facebookAppId,
        decryptionKey: readsSecrets ? game.facebookDecryptionKey : null,
        adAccountId: campaigns?.facebook?.adAccountId ?? null,
      },
    },
    // The slot's keys and the token sign and carry the build's events: for who may edit the game, and staff.
    gameAnalyticsGameKey: readsSecrets ? row.gameAnalyticsGameKey : null,
    gameAnalyticsSecretKey: readsSecrets ? row.gameAnalyticsSecretKey : null,
    adjustAppToken: readsSecrets ? game.adjustAppToken : null,
    snapchatAppName: game.snapchatAppName,
    competitionId: game.competitionId === null ? null : Number(game.competitionId),
    inspiredByWebinar: game.inspiredByWebinar,
  };
}

/** What the actions' availability reads of a game row (life-cycle.ts). */
export function lifeCycleState(row: GameRow): LifeCycleGame {
  const { game } = row;
  return {
    status: game.status as GameStatus,
    isIterating: game.isIterating,
    isCtr: game.isCtr,
    isManagedByProvider: game.isManagedByProvider,
    selectedAdNetworkIds: game.selectedAdNetworkIds,
    recommendation: game.recommendation,
    nbIterations: game.nbIterations,
    analyticsSlotId: game.analyticsSlotId,
    hasFacebookAppId: game.facebookAppId !== null,
    projectGameCount: row.projectGameCount,
    facebookCampaignFailed: row.facebookCampaignFailed,
    pendingChangelogs: row.pendingChangelogs,
    feedbacks: row.feedbacks,
    disabled: row.disabled,
  };
}

/** GD-17, FBK-08: one game with what its panel lists besides the KPIs. */
export async function getGameDetail(db: Db, principal: Principal, now: Date, id: number) {
  const game = await getGame(db, principal, now, id);
  const author = alias(users, 'feedback_author');
  // Lookups by the game's id, each planned once (planOnce, issue 17).
  const reviewer = alias(users, 'reviewer');
  const [feedbackRows, changelogRows, genreRows, tagRows, reviewRows] = await Promise.all([
    planOnce(
      db,
      db
        .select({
          id: gameFeedbacks.id,
          subject: gameFeedbacks.subject,
          feedback: gameFeedbacks.feedback,
          createdAt: gameFeedbacks.createdAt,
          authorId: gameFeedbacks.authorId,
          firstName: author.firstName,
          lastName: author.lastName,
        })
        .from(gameFeedbacks)
        .leftJoin(author, eq(author.id, gameFeedbacks.authorId))
        .where(eq(gameFeedbacks.gameId, id))
        .orderBy(desc(gameFeedbacks.createdAt), desc(gameFeedbacks.id)),
    ),
    planOnce(db, db.select().from(changelogs).where(eq(changelogs.gameId, id)).orderBy(desc(changelogs.createdAt), desc(changelogs.id))),
    planOnce(db, db.select({ genreId: gameGenres.genreId }).from(gameGenres).where(eq(gameGenres.gameId, id))),
    planOnce(db, db.select({ label: gameTags.label, category: gameTags.category }).from(gameTags).where(eq(gameTags.gameId, id)).orderBy(gameTags.category, gameTags.label)),
    planOnce(
      db,
      db
        .select({ review: gameReviews, firstName: reviewer.firstName, lastName: reviewer.lastName })
        .from(gameReviews)
        .leftJoin(reviewer, eq(reviewer.id, gameReviews.decidedBy))
        .where(eq(gameReviews.gameId, id))
        .orderBy(desc(gameReviews.decidedAt), desc(gameReviews.id)),
    ),
  ]);
  const genreIds = new Set(genreRows.map((row) => row.genreId));
  return {
    ...game,
    feedbacks: feedbackRows.map((row) => ({
      id: row.id,
      subject: row.subject,
      feedback: row.feedback,
      createdAt: row.createdAt.toISOString(),
      authorId: row.authorId,
      pmName: row.firstName ? `${row.firstName} ${row.lastName}` : null,
    })),
    changelogs: changelogRows.map((row) => ({
      id: row.id,
      category: row.category,
      details: row.details,
      state: row.state as 'pending' | 'validated' | 'rejected',
      createdAt: row.createdAt.toISOString(),
    })),
    genres: GENRES.flatMap((category) =>
      category.options.filter((option) => genreIds.has(option.id)).map((option) => ({ id: option.id, category: category.category, label: option.label })),
    ),
    tags: tagRows as { label: string; category: TagCategory }[],
    // Issue 42: how each testing request was reviewed, newest first.
    reviews: reviewRows.map(({ review, firstName, lastName }) => ({
      iterationNumber: review.iterationNumber,
      decision: review.decision as 'approved' | 'declined' | 'withdrawn',
      reason: review.reason,
      decidedBy: firstName ? `${firstName} ${lastName}` : null,
      decidedAt: review.decidedAt.toISOString(),
    })),
    // The project the panel names (PROJ-02): with the game, not a call of its own (issue 17).
    project: game.projectId === null ? null : await getProject(db, principal, game.projectId),
  };
}
