// Saved views of the lists (VIEW, BE-LIST-05) and the lists' preferences (AUTH-22).
// Who sees a view (CONF-22, GAP-15): everyone on the publishing side the default
// views ('my-games', the "PM views" group, for publishing managers only, GL-29);
// each user their own ("My views"); superusers everyone's ("Others views").
// Only the creator updates or deletes a view, never a default one.
import { viewContentProblem, viewNameProblem, CURRENT_USER, type ViewContent } from '@greenlight/rules';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { listPreferences, uiViews, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { GAME_COLUMNS, STUDIO_COLUMNS } from '../reference/codifications';
import type { Principal } from '../accounts/principal';

export type ListName = 'games' | 'studios';
/** The lists whose choices are kept (list_preferences): the views' lists and the board's my games (MG-25). */
export type PreferenceListName = ListName | 'mygames';
export const LISTS: readonly ListName[] = ['games', 'studios'];

export const MY_GAMES_VIEW = 'my-games';

export interface SavedView {
  id: number;
  list: ListName;
  name: string;
  description: string;
  isDefault: boolean;
  slug: string | null;
  creator: { id: number; firstName: string; lastName: string; userType: 'studio' | 'pm' | 'cs' } | null;
  /** JSON text (VIEW-02) */
  content: string;
  createdAt: string;
  updatedAt: string;
}

const creator = alias(users, 'creator');

/** Views belong to the publishing side. */
function requirePublishing(principal: Principal) {
  if (!principal.permissions.has('view_pm_interface')) throw forbidden();
}

/** Which views the caller sees, as SQL on ui_views joined to its creator. */
function visibleTo(principal: Principal): SQL {
  const defaults =
    principal.userType === 'pm'
      ? eq(uiViews.isDefault, true)
      : sql`(${uiViews.isDefault} and ${uiViews.slug} is distinct from ${MY_GAMES_VIEW})`;
  const saved = principal.isSuperuser ? sql`true` : sql`${uiViews.creatorId} = ${principal.userId}`;
  return sql`(${defaults} or (not ${uiViews.isDefault} and ${saved}))`;
}

function selectViews(db: Db) {
  return db
    .select({
      view: uiViews,
      creator: { id: creator.id, firstName: creator.firstName, lastName: creator.lastName, userType: creator.userType },
    })
    .from(uiViews)
    .leftJoin(creator, eq(creator.id, uiViews.creatorId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

function toView(row: ViewRow): SavedView {
  const { view } = row;
  return {
    id: view.id,
    list: view.list as ListName,
    name: view.name,
    description: view.description,
    isDefault: view.isDefault,
    slug: view.slug,
    creator: row.creator?.id ? (row.creator as SavedView['creator']) : null,
    content: view.content,
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
  };
}

/** GET /v1/ui-views: the caller's visible views of a list, default views first, then by name. */
export async function listViews(db: Db, principal: Principal, list: ListName): Promise<SavedView[]> {
  requirePublishing(principal);
  const rows = await selectViews(db)
    .where(and(eq(uiViews.list, list), visibleTo(principal)))
    .orderBy(sql`${uiViews.isDefault} desc`, asc(sql`lower(${uiViews.name})`), asc(uiViews.id));
  return rows.map(toView);
}

/** GET /v1/ui-view/{id}: 404 for a view the caller cannot see. */
export async function getView(db: Db, principal: Principal, id: number): Promise<SavedView> {
  requirePublishing(principal);
  const [row] = await selectViews(db).where(and(eq(uiViews.id, id), visibleTo(principal)));
  if (!row) throw notFound('View not found');
  return toView(row);
}

const invalid = (code: string, detail: string, path: string) => badRequest(code, detail, [{ code, detail, path }]);

async function checkName(db: Db, principal: Principal, list: ListName, name: string, exceptId?: number) {
  const others = (await listViews(db, principal, list)).filter((view) => view.id !== exceptId).map((view) => view.name);
  const problem = viewNameProblem(name, others);
  if (problem) throw invalid(problem.includes('already') ? 'VIEW_NAME_TAKEN' : 'INVALID_REQUEST', problem, 'name');
}

function checkContent(principal: Principal, list: PreferenceListName, content: string) {
  const problem = viewContentProblem(content, principal.permissions, list);
  if (problem) throw invalid('INVALID_VIEW_CONTENT', problem, 'content');
}

/** POST /v1/ui-view (VIEW-05, VIEW-08) */
export async function createView(
  db: Db,
  clock: Clock,
  principal: Principal,
  input: { list: ListName; name: string; description?: string | undefined; content: string },
): Promise<SavedView> {
  requirePublishing(principal);
  await checkName(db, principal, input.list, input.name);
  checkContent(principal, input.list, input.content);
  const now = clock.now();
  const [row] = await db
    .insert(uiViews)
    .values({
      list: input.list,
      name: input.name.trim(),
      description: (input.description ?? '').trim(),
      creatorId: principal.userId,
      content: input.content,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: uiViews.id });
  return getView(db, principal, row!.id);
}

/** Loads a view the caller may change: their own, never a default one (VIEW-10, VIEW-11). */
async function ownView(db: Db, principal: Principal, id: number): Promise<SavedView> {
  const view = await getView(db, principal, id);
  if (view.isDefault || view.creator?.id !== principal.userId) throw forbidden();
  return view;
}

/** PUT /v1/ui-view/{id} (VIEW-10) */
export async function updateView(
  db: Db,
  clock: Clock,
  principal: Principal,
  id: number,
  input: { name?: string | undefined; description?: string | undefined; content?: string | undefined },
): Promise<SavedView> {
  const view = await ownView(db, principal, id);
  if (input.name !== undefined) await checkName(db, principal, view.list, input.name, id);
  if (input.content !== undefined) checkContent(principal, view.list, input.content);
  await db
    .update(uiViews)
    .set({
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.description !== undefined ? { description: input.description.trim() } : {}),
      ...(input.content !== undefined ? { content: input.content } : {}),
      updatedAt: clock.now(),
    })
    .where(eq(uiViews.id, id));
  return getView(db, principal, id);
}

/** DELETE /v1/ui-view/{id} (VIEW-11): answers {deleted: true}. */
export async function deleteView(db: Db, principal: Principal, id: number): Promise<{ deleted: boolean }> {
  await ownView(db, principal, id);
  const deleted = await db.delete(uiViews).where(eq(uiViews.id, id)).returning({ id: uiViews.id });
  // A preference that pointed at it falls back to the default view (VIEW-12).
  return { deleted: deleted.length === 1 };
}

const defaultColumns = (list: ListName) => (list === 'games' ? GAME_COLUMNS : STUDIO_COLUMNS).map((c) => ({ ...c }));

/** The content of a default games view. */
function gamesViewContent(filter: ViewContent['filter'], sort: ViewContent['sort']): string {
  const content: ViewContent = { type: 'games', term: '', filter, columns: defaultColumns('games'), best: true, sort };
  return JSON.stringify(content);
}

function studiosViewContent(filter: ViewContent['filter'], sort: ViewContent['sort']): string {
  const content: ViewContent = { type: 'studios', term: '', filter, columns: defaultColumns('studios'), best: true, sort };
  return JSON.stringify(content);
}

/**
 * VIEW-14, SL-17: the default views of 002 §9, by slug and list. `my-games` is the PM
 * views' in both lists (visibleTo): the games, or the studios, the viewer is PM of.
 */
export const DEFAULT_VIEWS: readonly { slug: string; list: ListName; name: string; description: string; content: string }[] = [
  {
    slug: MY_GAMES_VIEW,
    list: 'games',
    name: 'My games',
    description: 'The games of the studios you are primary or secondary PM of',
    content: gamesViewContent(
      {
        logicalOperator: 'any',
        children: [
          { rule: 'pmName', operator: '=', operand: 'PM', value: CURRENT_USER },
          { rule: 'secondaryPmName', operator: '=', operand: 'Secondary PM', value: CURRENT_USER },
        ],
      },
      { prop: 'recent', order: 'desc' },
    ),
  },
  {
    slug: 'high-potential',
    list: 'games',
    name: 'High-potential prototypes',
    description: 'Prototypes the ad tests recommend',
    content: gamesViewContent(
      {
        logicalOperator: 'all',
        children: [{ rule: 'recommendation', operator: '=', operand: 'Recommendation', value: ['high potential'] }],
      },
      { prop: 'cpi', order: 'asc' },
    ),
  },
  {
    slug: 'academy',
    list: 'games',
    name: 'Academy studios',
    description: 'Games of studios that came from the academy',
    content: gamesViewContent(
      { logicalOperator: 'all', children: [{ rule: 'studioOrigin', operator: '=', operand: 'Studio origin', value: 'Academy' }] },
      { prop: 'recent', order: 'desc' },
    ),
  },
  {
    slug: MY_GAMES_VIEW,
    list: 'studios',
    name: 'My studios',
    description: 'The studios you are primary or secondary PM of',
    content: studiosViewContent(
      {
        logicalOperator: 'any',
        children: [
          { rule: 'pmName', operator: '=', operand: 'PM', value: CURRENT_USER },
          { rule: 'secondaryPmName', operator: '=', operand: 'Second PM', value: CURRENT_USER },
        ],
      },
      { prop: 'gamesCpi3Months', order: 'asc' },
    ),
  },
  {
    slug: 'academy',
    list: 'studios',
    name: 'Academy studios',
    description: 'Studios that came from the academy',
    content: studiosViewContent(
      { logicalOperator: 'all', children: [{ rule: 'origin', operator: '=', operand: 'Origin', value: 'Academy' }] },
      { prop: 'gamesCpi3Months', order: 'asc' },
    ),
  },
  {
    slug: 'inactive',
    list: 'studios',
    name: 'Inactive studios',
    description: 'Studios without a game event for 90 days, the longest quiet first',
    content: studiosViewContent(
      { logicalOperator: 'all', children: [{ rule: 'activityState', operator: '=', operand: 'Activity', value: 'inactive' }] },
      { prop: 'sinceLastIterationDate', order: 'desc' },
    ),
  },
];

/** Creates the default views a database lacks (at start and in the seed); never changes existing ones. */
export async function ensureDefaultViews(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await db
    .insert(uiViews)
    .values(DEFAULT_VIEWS.map((view) => ({ ...view, isDefault: true, creatorId: null, createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: [uiViews.list, uiViews.slug] });
}

/** AUTH-22, GL-31, FLT-19: what the user last chose in a list. */
export interface ListPreferences {
  sort?: { prop: string; order: 'asc' | 'desc' } | undefined;
  best?: boolean | undefined;
  filter?: unknown;
  term?: string | undefined;
  viewId?: number | null | undefined;
}

export async function getListPreferences(db: Db, principal: Principal, list: PreferenceListName): Promise<ListPreferences | null> {
  const [row] = await db
    .select({ content: listPreferences.content })
    .from(listPreferences)
    .where(and(eq(listPreferences.userId, principal.userId), eq(listPreferences.list, list)));
  return row ? (JSON.parse(row.content) as ListPreferences) : null;
}

export async function putListPreferences(
  db: Db,
  clock: Clock,
  principal: Principal,
  list: PreferenceListName,
  preferences: ListPreferences,
): Promise<ListPreferences> {
  const text = JSON.stringify(preferences);
  checkContent(principal, list, text);
  const now = clock.now();
  await db
    .insert(listPreferences)
    .values({ userId: principal.userId, list, content: text, updatedAt: now })
    .onConflictDoUpdate({ target: [listPreferences.userId, listPreferences.list], set: { content: text, updatedAt: now } });
  return preferences;
}
