// Studios for staff (SL, SD, SSET, BE-STU-01..05, 09): the studios list, a studio's
// page, its settings (team status and coaching, PMs, knowledge sharing, churn,
// deactivation), its history, the manual activity state and the per-user star.
// Every change writes the studio's history in its own transaction and tells the
// studio's publishing managers what they should know (notifications the caller
// publishes once committed).
import {
  activityLabel,
  CHURN_REASONS,
  CHURN_TEAM_STATUS,
  CHURN_TEAM_STATUS_ID,
  DEACTIVATION_REASONS,
  isAttTeamStatus,
  studioTrend,
  type StudioSortField,
} from '@greenlight/rules';
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { DAY_MS } from '../../clock';
import type { Db } from '../../db';
import { legalForms, notifications, studioHistory, studioMembers, studioStars, studios, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import type { Principal } from '../accounts/principal';
import type { NotificationRow } from '../games/operations';
import { TEAM_STATUSES } from '../reference/codifications';
import { contractName } from './contracts';
import { compileStudioFilter } from './filters';
import { escapeLike } from '../games/filters';

const pm = alias(users, 'pm');
const secondaryPm = alias(users, 'secondary_pm');

const TEAM_STATUS_LABELS = new Map([...TEAM_STATUSES.att, ...TEAM_STATUSES.coaching].map((s) => [s.value, s.label]));
const fullName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}` : null;

/** Staff (the publishing side) see every studio; studio members none of these routes. */
export function assertStaffView(principal: Principal): void {
  if (!principal.permissions.has('view_pm_interface')) throw forbidden();
}

export interface StudioListOptions {
  limit: number;
  offset: number;
  sort: StudioSortField;
  order: 'asc' | 'desc';
  term?: string | undefined;
  query?: unknown;
}

const SORT_COLUMNS: Record<StudioSortField, PgColumn | SQL> = {
  name: sql`lower(${studios.name})`,
  pmName: sql`lower(${pm.firstName} || ' ' || ${pm.lastName})`,
  secondaryPmName: sql`lower(${secondaryPm.firstName} || ' ' || ${secondaryPm.lastName})`,
  gamesCpi3Months: studios.gamesCpi3Months,
  gamesCtr3Months: studios.gamesCtr3Months,
  gamesDay13Months: studios.gamesDay13Months,
  gamesDay73Months: studios.gamesDay73Months,
  gamesPlaytime3Months: studios.gamesPlaytime3Months,
  nbPrototypes: studios.nbPrototypes,
  gamesNbPrototypes6Months: studios.nbPrototypes6Months,
  // Days since the last iteration grow as its date goes back: the opposite order.
  sinceLastIterationDate: studios.lastIterationDate,
  nbHits: studios.nbHits,
  creationDate: studios.createdAt,
  activityState: studios.activityState,
};

function selectRows(db: Db, principal: Principal) {
  return db
    .select({
      studio: studios,
      pm: { id: pm.id, firstName: pm.firstName, lastName: pm.lastName },
      secondaryPm: { id: secondaryPm.id, firstName: secondaryPm.firstName, lastName: secondaryPm.lastName },
      isStarred: sql<boolean>`exists (select 1 from ${studioStars} where ${studioStars.studioId} = ${studios.id} and ${studioStars.userId} = ${principal.userId})`,
      // The newest contract's suffix ('' for none), or null without a contract (CON-06).
      contractSuffix: sql<string | null>`(
        select coalesce(lf.contract_suffix, '') from ${legalForms} lf
         where lf.studio_id = ${studios.id} order by lf.created_at desc, lf.id desc limit 1)`,
      lead: sql<string | null>`(
        select u.first_name || ' ' || u.last_name from ${studioMembers} m join ${users} u on u.id = m.user_id
         where m.studio_id = ${studios.id} and m.access_id = 1 and m.is_active order by m.user_id limit 1)`,
    })
    .from(studios)
    .leftJoin(pm, eq(pm.id, studios.pmId))
    .leftJoin(secondaryPm, eq(secondaryPm.id, studios.secondaryPmId));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['where']>>[number];

const person = (p: Row['pm']) => (p && p.id !== null ? { id: p.id, firstName: p.firstName, lastName: p.lastName } : null);

/** SL-23, SL-24: a row of the studios list. */
function toListRow(row: Row, now: Date) {
  const s = row.studio;
  const att = isAttTeamStatus(s.teamStatusId);
  const trend = (current: number | null, previous: number | null, better: 'lower' | 'higher') =>
    studioTrend(current, previous, better);
  return {
    id: s.id,
    name: s.name,
    studioName: s.name,
    studioLeadName: row.lead,
    pmId: s.pmId,
    secondaryPmId: s.secondaryPmId,
    // SL-18: att studios show "ATT" for their PM.
    pm: person(row.pm),
    secondaryPm: person(row.secondaryPm),
    pmName: att ? 'ATT' : fullName(person(row.pm)),
    secondaryPmName: att ? null : fullName(person(row.secondaryPm)),
    teamStatusId: s.teamStatusId,
    isStarred: Boolean(row.isStarred),
    creationDate: s.createdAt.toISOString(),
    sinceLastIterationDate: s.lastIterationDate ? Math.floor((now.getTime() - s.lastIterationDate.getTime()) / DAY_MS) : null,
    contract: row.contractSuffix === null ? null : contractName(row.contractSuffix || null),
    activityState: s.activityState as 'active' | 'inactive' | 'churned',
    isActivityStateForced: s.isActivityStateForced,
    // SD-02, SD-03: by the provider's clock, as every other age it gives.
    activityLabel: activityLabel(s.activityState as 'active' | 'inactive' | 'churned', s.lastActivityDate, now),
    lastActivityDate: s.lastActivityDate?.toISOString() ?? null,
    deactivateDate: s.deactivateDate?.toISOString() ?? null,
    deactivateReason: s.deactivateReason,
    nbPrototypes: s.nbPrototypes,
    gamesNbPrototypes6Months: s.nbPrototypes6Months,
    nbHits: s.nbHits,
    gamesCpi3Months: trend(s.gamesCpi3Months, s.gamesCpiPrevious, 'lower'),
    gamesCtr3Months: trend(s.gamesCtr3Months, s.gamesCtrPrevious, 'higher'),
    gamesDay13Months: trend(s.gamesDay13Months, s.gamesDay1Previous, 'higher'),
    gamesDay73Months: trend(s.gamesDay73Months, s.gamesDay7Previous, 'higher'),
    gamesPlaytime3Months: trend(s.gamesPlaytime3Months, s.gamesPlaytimePrevious, 'higher'),
  };
}
export type StudioListRow = ReturnType<typeof toListRow>;

/** The query of one page of the studios list: exported for the plan test (studios-scale.db.test.ts). */
export function studioPageQuery(db: Db, principal: Principal, now: Date, options: StudioListOptions) {
  const { conditions, order } = listShape(principal, now, options);
  return selectRows(db, principal)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
}

/** The WHERE conditions and ORDER BY of a studios list. */
function listShape(principal: Principal, now: Date, options: StudioListOptions) {
  const term = options.term?.trim();
  const conditions = [
    term ? ilike(studios.name, `%${escapeLike(term)}%`) : undefined,
    compileStudioFilter(options.query, { principal, best: true, now }),
  ];
  // Days since grow as the date goes back; nulls (never iterated) last either way.
  const ascending = options.sort === 'sinceLastIterationDate' ? options.order === 'desc' : options.order === 'asc';
  const column = SORT_COLUMNS[options.sort];
  const order = [sql`${column} ${ascending ? sql`asc` : sql`desc`} nulls last`, ascending ? asc(studios.id) : desc(studios.id)];
  return { conditions, order };
}

/** SL-22: POST /v1/studios, a page of the studios list with its total. */
export async function listStudios(
  db: Db,
  principal: Principal,
  now: Date,
  options: StudioListOptions,
): Promise<{ data: StudioListRow[]; total: number }> {
  assertStaffView(principal);
  const { conditions } = listShape(principal, now, options);
  const [rows, [counted]] = await Promise.all([
    studioPageQuery(db, principal, now, options),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(studios)
      .where(and(...conditions)),
  ]);
  return { data: rows.map((row) => toListRow(row, now)), total: counted?.total ?? 0 };
}

/** SD-14: GET /v1/studio/{id}, one studio for its page. */
export async function getStudio(db: Db, principal: Principal, now: Date, id: number) {
  assertStaffView(principal);
  const [row] = await selectRows(db, principal).where(eq(studios.id, id));
  if (!row) throw notFound('Studio not found');
  const s = row.studio;
  const [contact] = await db
    .select({ email: users.email })
    .from(studioMembers)
    .innerJoin(users, eq(users.id, studioMembers.userId))
    .where(and(eq(studioMembers.studioId, id), eq(studioMembers.isActive, true)))
    .orderBy(asc(studioMembers.accessId), asc(studioMembers.userId))
    .limit(1);
  return {
    ...toListRow(row, now),
    country: s.country,
    createdAt: s.createdAt.toISOString(),
    teamStatusId: s.teamStatusId,
    teamStatus: s.teamStatusId === null ? null : { id: s.teamStatusId, label: TEAM_STATUS_LABELS.get(s.teamStatusId) ?? String(s.teamStatusId) },
    knowledgeSharingPmStatus: s.knowledgeSharingPmStatus,
    knowledgeSharingStudioStatus: s.knowledgeSharingStudioStatus,
    isChurned: s.isChurned,
    isRegrettedChurn: s.isRegrettedChurn,
    churnReason: s.churnReason,
    hubspotUrl: principal.permissions.has('view_hubspot_url') ? s.hubspotUrl : null,
    dealId: s.dealId,
    mainContactEmail: contact?.email ?? null,
    origin: s.origin,
  };
}
export type StudioDetail = Awaited<ReturnType<typeof getStudio>>;

/** IMP-02: the studio's users, for the impersonate dialog. */
export async function listStudioUsers(db: Db, principal: Principal, id: number) {
  assertStaffView(principal);
  const [studio] = await db.select({ id: studios.id }).from(studios).where(eq(studios.id, id));
  if (!studio) throw notFound('Studio not found');
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      accessId: studioMembers.accessId,
      userRole: studioMembers.userRole,
      isActive: sql<boolean>`${studioMembers.isActive} and ${users.isActive}`,
    })
    .from(studioMembers)
    .innerJoin(users, eq(users.id, studioMembers.userId))
    .where(eq(studioMembers.studioId, id))
    .orderBy(asc(studioMembers.accessId), asc(users.lastName), asc(users.id));
  return { data: rows.map((row) => ({ ...row, isActive: Boolean(row.isActive) })), total: rows.length };
}

/** SL-26: stars or unstars a studio for the caller. */
export async function starStudio(db: Db, principal: Principal, id: number, isStarred: boolean): Promise<{ id: number; isStarred: boolean }> {
  assertStaffView(principal);
  const [studio] = await db.select({ id: studios.id }).from(studios).where(eq(studios.id, id));
  if (!studio) throw notFound('Studio not found');
  if (isStarred) await db.insert(studioStars).values({ userId: principal.userId, studioId: id }).onConflictDoNothing();
  else await db.delete(studioStars).where(and(eq(studioStars.userId, principal.userId), eq(studioStars.studioId, id)));
  return { id, isStarred };
}

export interface StudioSettingsBody {
  teamStatusId?: number | undefined;
  knowledgeSharingPmStatus?: boolean | undefined;
  isChurned?: boolean | undefined;
  isRegrettedChurn?: boolean | null | undefined;
  churnReason?: string | null | undefined;
  publishingManagerId?: number | undefined;
  secondaryPublishingManagerId?: number | null | undefined;
  isActive?: boolean | undefined;
  deactivateReason?: string | undefined;
}

const invalid = (path: string, detail: string) => badRequest('INVALID_REQUEST', detail, [{ code: 'INVALID_REQUEST', detail, path }]);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type StudioRecord = typeof studios.$inferSelect;

interface ChangeLog {
  history: { field: string; value: string | null }[];
  notify: { type: string; content: string }[];
}

async function loadForUpdate(tx: Tx, id: number): Promise<StudioRecord> {
  const [studio] = await tx.select().from(studios).where(eq(studios.id, id)).for('update');
  if (!studio) throw notFound('Studio not found');
  return studio;
}

async function personName(tx: Tx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id));
  return fullName(row ?? null);
}

async function assertPublishingManager(tx: Tx, id: number, path: string): Promise<void> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, 'pm'), eq(users.isActive, true)));
  if (!row) throw invalid(path, 'Choose a publishing manager from the list');
}

/**
 * Writes the history rows and the notifications of a change, inside its transaction:
 * the notifications go to the studio's publishing managers other than whoever made it.
 */
async function record(tx: Tx, studio: Pick<StudioRecord, 'id' | 'pmId' | 'secondaryPmId'>, by: number | null, now: Date, log: ChangeLog) {
  if (log.history.length > 0) {
    await tx.insert(studioHistory).values(log.history.map((h) => ({ studioId: studio.id, at: now, updatedBy: by, ...h })));
  }
  const recipients = [...new Set([studio.pmId, studio.secondaryPmId].filter((id): id is number => id !== null && id !== by))];
  if (log.notify.length === 0 || recipients.length === 0) return [];
  return tx
    .insert(notifications)
    .values(recipients.flatMap((recipientId) => log.notify.map((n) => ({ recipientId, ...n, relatedContentId: studio.id, createdAt: now }))))
    .returning();
}

/**
 * SSET-26, BE-STU-02..05: PUT /studios/{id}. Team status, knowledge sharing, churn
 * and deactivation need change_studio_admin_info; PMs need change_publishing_manager,
 * except staff naming themselves primary PM (SSET-24: coaching a studio). A
 * deactivated studio takes only its churn until reactivated (SSET-09); a churn sets
 * team status 1 first (SSET-17). Deactivating cuts its members off everywhere
 * (principal.ts), reactivating gives it all back; their memberships are not touched.
 * Answers the studio and the notifications to publish.
 */
export async function updateStudioSettings(
  db: Db,
  principal: Principal,
  now: Date,
  id: number,
  body: StudioSettingsBody,
): Promise<{ notifications: NotificationRow[]; accessChanged: number[] }> {
  assertStaffView(principal);
  const admin = principal.permissions.has('change_studio_admin_info');
  const adminFields = ['teamStatusId', 'knowledgeSharingPmStatus', 'isChurned', 'isRegrettedChurn', 'churnReason', 'isActive', 'deactivateReason'] as const;
  if (!admin && adminFields.some((field) => body[field] !== undefined)) throw forbidden();
  if (!principal.permissions.has('change_publishing_manager')) {
    const selfCoaching = body.publishingManagerId === undefined || body.publishingManagerId === principal.userId;
    if (!selfCoaching || body.secondaryPublishingManagerId !== undefined) throw forbidden();
  }

  return db.transaction(async (tx) => {
    const studio = await loadForUpdate(tx, id);
    const set: Partial<typeof studios.$inferInsert> = {};
    const log: ChangeLog = { history: [], notify: [] };
    const deactivated = studio.deactivateDate !== null;

    if (body.isActive === false) {
      if (deactivated) throw invalid('isActive', 'The studio is already deactivated');
      if (!body.deactivateReason || !(DEACTIVATION_REASONS as readonly string[]).includes(body.deactivateReason)) {
        throw invalid('deactivateReason', 'Choose a deactivation reason from the list');
      }
      set.deactivateDate = now;
      set.deactivateReason = body.deactivateReason;
      log.history.push({ field: 'deactivate_reason', value: body.deactivateReason }, { field: 'deactivate_date', value: now.toISOString() });
    } else if (body.isActive === true && deactivated) {
      set.deactivateDate = null;
      set.deactivateReason = null;
      log.history.push({ field: 'reactivate', value: now.toISOString() });
    } else if (body.deactivateReason !== undefined) {
      throw invalid('deactivateReason', 'A deactivation reason goes with isActive false');
    }

    // SSET-09: while deactivated (and not reactivated now), only the churn may change.
    const stillDeactivated = deactivated && body.isActive !== true;
    if (stillDeactivated) {
      const other = (['teamStatusId', 'knowledgeSharingPmStatus', 'publishingManagerId', 'secondaryPublishingManagerId'] as const).find(
        (field) => body[field] !== undefined,
      );
      if (other) throw invalid(other, 'The studio is deactivated: only its churn may change until it is reactivated');
    }

    // SSET-17: a churn first takes the studio to team status 1; the form may send the
    // status it had (unchanged) or 1, never another one with it.
    const churning = body.isChurned === true && !studio.isChurned;
    if (churning && body.teamStatusId !== undefined && body.teamStatusId !== CHURN_TEAM_STATUS_ID && body.teamStatusId !== studio.teamStatusId) {
      throw invalid('teamStatusId', CHURN_TEAM_STATUS);
    }

    if (body.isChurned === true) {
      if (!body.churnReason || !(CHURN_REASONS as readonly string[]).includes(body.churnReason)) {
        throw invalid('churnReason', 'Choose a churn reason from the list');
      }
      if (typeof body.isRegrettedChurn !== 'boolean') throw invalid('isRegrettedChurn', 'Say whether the churn is regretted');
      const changed = !studio.isChurned || studio.churnReason !== body.churnReason || studio.isRegrettedChurn !== body.isRegrettedChurn;
      if (churning && studio.teamStatusId !== CHURN_TEAM_STATUS_ID) {
        set.teamStatusId = CHURN_TEAM_STATUS_ID;
        log.history.push({ field: 'team_status_id', value: TEAM_STATUS_LABELS.get(CHURN_TEAM_STATUS_ID)! });
      }
      if (changed) {
        set.isChurned = true;
        set.churnReason = body.churnReason;
        set.isRegrettedChurn = body.isRegrettedChurn;
        if (!studio.isActivityStateForced) set.activityState = 'churned';
        if (!studio.isChurned) {
          log.history.push({ field: 'churned_at', value: now.toISOString() });
          log.notify.push({ type: 'STUDIO_CHURNED', content: `${studio.name} churned: ${body.churnReason}` });
        }
        log.history.push({ field: 'churn_reason', value: body.churnReason }, { field: 'is_regretted_churn', value: String(body.isRegrettedChurn) });
      }
    } else if (body.isChurned === false) {
      // SSET-15: churn off resets it; the activity goes back to what the games say.
      if (studio.isChurned) {
        set.isChurned = false;
        set.churnReason = null;
        set.isRegrettedChurn = null;
        if (!studio.isActivityStateForced) set.activityState = activeFor(studio, now) ? 'active' : 'inactive';
        log.history.push({ field: 'is_churned', value: 'false' });
      }
    } else if (body.churnReason !== undefined || body.isRegrettedChurn !== undefined) {
      throw invalid('isChurned', 'A churn reason goes with isChurned true');
    }

    if (body.teamStatusId !== undefined && !churning && body.teamStatusId !== studio.teamStatusId) {
      if (!TEAM_STATUS_LABELS.has(body.teamStatusId)) throw invalid('teamStatusId', 'Choose a team status from the list');
      set.teamStatusId = body.teamStatusId;
      log.history.push({ field: 'team_status_id', value: TEAM_STATUS_LABELS.get(body.teamStatusId)! });
      if (isAttTeamStatus(studio.teamStatusId) && !isAttTeamStatus(body.teamStatusId)) {
        log.notify.push({ type: 'STUDIO_TO_COACH', content: `${studio.name} is now coached` });
      }
    }
    if (body.knowledgeSharingPmStatus !== undefined && body.knowledgeSharingPmStatus !== studio.knowledgeSharingPmStatus) {
      set.knowledgeSharingPmStatus = body.knowledgeSharingPmStatus;
      log.history.push({ field: 'knowledge_sharing_pm_status', value: String(body.knowledgeSharingPmStatus) });
    }
    if (body.publishingManagerId !== undefined && body.publishingManagerId !== studio.pmId) {
      await assertPublishingManager(tx, body.publishingManagerId, 'publishingManagerId');
      set.pmId = body.publishingManagerId;
      log.history.push({ field: 'publishing_manager_id', value: await personName(tx, body.publishingManagerId) });
    }
    if (body.secondaryPublishingManagerId !== undefined && body.secondaryPublishingManagerId !== studio.secondaryPmId) {
      if (body.secondaryPublishingManagerId !== null) {
        await assertPublishingManager(tx, body.secondaryPublishingManagerId, 'secondaryPublishingManagerId');
      }
      set.secondaryPmId = body.secondaryPublishingManagerId;
      log.history.push({ field: 'secondary_publishing_manager_id', value: await personName(tx, body.secondaryPublishingManagerId) });
    }

    if (Object.keys(set).length > 0) await tx.update(studios).set(set).where(eq(studios.id, id));
    // The managers as they are after the change hear of it (a new coach included).
    const after = { id, pmId: set.pmId !== undefined ? set.pmId : studio.pmId, secondaryPmId: set.secondaryPmId !== undefined ? set.secondaryPmId : studio.secondaryPmId };
    // Deactivated or reactivated, the studio's members see its games no more, or again (issue 42).
    const accessChanged =
      set.deactivateDate === undefined
        ? []
        : (await tx.select({ userId: studioMembers.userId }).from(studioMembers).where(eq(studioMembers.studioId, id))).map((row) => row.userId);
    return { notifications: await record(tx, after, principal.userId, now, log), accessChanged };
  });
}

const activeFor = (studio: Pick<StudioRecord, 'lastActivityDate' | 'createdAt'>, now: Date) =>
  (studio.lastActivityDate ?? studio.createdAt).getTime() >= now.getTime() - 90 * DAY_MS;

/**
 * SSET-23, BE-STU-04: POST /v1/studio/{id}/attToCoached or /coachedToAtt: the
 * studio changes mode, its team status becoming the first of the new list (by label).
 */
export async function switchCoaching(
  db: Db,
  principal: Principal,
  now: Date,
  id: number,
  to: 'coaching' | 'att',
): Promise<{ notifications: NotificationRow[] }> {
  assertStaffView(principal);
  if (!principal.permissions.has('change_studio_admin_info')) throw forbidden();
  return db.transaction(async (tx) => {
    const studio = await loadForUpdate(tx, id);
    if (studio.deactivateDate !== null) throw invalid('id', 'The studio is deactivated: only its churn may change until it is reactivated');
    const coached = !isAttTeamStatus(studio.teamStatusId);
    if (coached === (to === 'coaching')) return { notifications: [] };
    const first = [...(to === 'coaching' ? TEAM_STATUSES.coaching : TEAM_STATUSES.att)].sort((a, b) => a.label.localeCompare(b.label))[0]!;
    await tx.update(studios).set({ teamStatusId: first.value }).where(eq(studios.id, id));
    const log: ChangeLog = { history: [{ field: 'team_status_id', value: first.label }], notify: [] };
    if (to === 'coaching') log.notify.push({ type: 'STUDIO_TO_COACH', content: `${studio.name} is now coached` });
    return { notifications: await record(tx, studio, principal.userId, now, log) };
  });
}

/**
 * SSET-02..04, BE-STU-01: PUT /ss/studio/{id}/activity_state: staff force a state
 * (isActivityStateForced), or give it back to the platform's rule (forced false).
 */
export async function setActivityState(
  db: Db,
  principal: Principal,
  now: Date,
  id: number,
  body: { activityState: 'active' | 'inactive' | 'churned'; isActivityStateForced?: boolean | undefined },
): Promise<{ notifications: NotificationRow[] }> {
  assertStaffView(principal);
  if (!principal.permissions.has('change_studio_admin_info')) throw forbidden();
  if (body.activityState === 'churned') throw invalid('activityState', 'A studio churns with its churn flag and reason');
  const forced = body.isActivityStateForced ?? true;
  return db.transaction(async (tx) => {
    const studio = await loadForUpdate(tx, id);
    const state = forced ? body.activityState : studio.isChurned ? 'churned' : activeFor(studio, now) ? 'active' : 'inactive';
    if (state === studio.activityState && forced === studio.isActivityStateForced) return { notifications: [] };
    await tx.update(studios).set({ activityState: state, isActivityStateForced: forced }).where(eq(studios.id, id));
    const log: ChangeLog = { history: [{ field: 'activity_state', value: forced ? state : `${state} (automatic)` }], notify: [] };
    return { notifications: await record(tx, studio, principal.userId, now, log) };
  });
}

/** SSET-30: GET /studios/{id}/history, the creation and every change, oldest first. */
export async function studioHistoryOf(db: Db, principal: Principal, id: number) {
  assertStaffView(principal);
  const [studio] = await db.select({ createdAt: studios.createdAt, name: studios.name }).from(studios).where(eq(studios.id, id));
  if (!studio) throw notFound('Studio not found');
  const rows = await db
    .select({
      timestamp: studioHistory.at,
      field: studioHistory.field,
      value: studioHistory.value,
      by: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(studioHistory)
    .leftJoin(users, eq(users.id, studioHistory.updatedBy))
    .where(eq(studioHistory.studioId, id))
    .orderBy(asc(studioHistory.at), asc(studioHistory.id));
  return {
    creation: { timestamp: studio.createdAt.toISOString(), value: studio.name },
    updates: rows.map((row) => ({
      timestamp: row.timestamp.toISOString(),
      updatedBy: row.by && row.by.id !== null ? fullName(row.by) : null,
      field: row.field,
      value: row.value,
    })),
  };
}

/**
 * BE-STU-09: the platform's own activity changes (stats.ts), written to each
 * studio's history and told to its managers: STUDIO_INACTIVE, STUDIO_ACTIVE_AGAIN.
 */
export async function recordActivityChanges(
  db: Db,
  now: Date,
  changes: readonly { studioId: number; to: string }[],
): Promise<NotificationRow[]> {
  const moved = changes.filter((c) => c.to === 'active' || c.to === 'inactive');
  if (moved.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: studios.id, name: studios.name, pmId: studios.pmId, secondaryPmId: studios.secondaryPmId })
      .from(studios)
      .where(inArray(studios.id, moved.map((c) => c.studioId)));
    const sent: NotificationRow[] = [];
    for (const studio of rows) {
      const to = moved.find((c) => c.studioId === studio.id)!.to;
      const log: ChangeLog = {
        history: [{ field: 'activity_state', value: `${to} (automatic)` }],
        notify: [
          to === 'inactive'
            ? { type: 'STUDIO_INACTIVE', content: `${studio.name} has had no game activity for 90 days` }
            : { type: 'STUDIO_ACTIVE_AGAIN', content: `${studio.name} is active again` },
        ],
      };
      sent.push(...(await record(tx, studio, null, now, log)));
    }
    return sent;
  });
}
