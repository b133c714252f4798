// The demo's studios and their people (DEMO.md): eight studios in every activity
// state, each with the games it is planned to have made, the members DEMO.md lists
// and a lead for studios where it lists nobody who creates games; then their rows.
import { createHash } from 'node:crypto';
import type { PasswordCost } from '../domain/accounts/passwords';
import { DAY_MS, startOfUtcDay } from '../clock';
import type { Db } from '../db';
import { studios } from '../db/schema';
import type { Random } from '../lib/random';
import { EXTRA_STUDIO_NAMES, slugify } from './names';
import { addDays, officeHours, type GameKind, type GamePlan, type StudioPlan } from './plan';
import { DEMO_USERS, insertMemberships, insertUsers, studioLeadUser, type DemoUser } from './users';

const CURRENT_KINDS: readonly (readonly [GameKind, number])[] = [
  ['in_progress', 12],
  ['pending_review', 6],
  ['pending_testing', 6],
  ['running', 12],
  ['ended', 3],
  ['finished', 30],
  ['archived', 16],
  ['iterating', 12],
];
const PAST_KINDS: readonly (readonly [GameKind, number])[] = [
  ['finished', 45],
  ['archived', 45],
  ['in_progress', 10],
];

/** Members created for studios where DEMO.md lists nobody who creates games. */
const EXTRA_LEADS: Record<string, { firstName: string; lastName: string }> = {
  'studio-three': { firstName: 'Jonas', lastName: 'Weber' },
  'pixel-forge': { firstName: 'Kasia', lastName: 'Nowak' },
  'moonbeam-games': { firstName: 'Sofia', lastName: 'Ruiz' },
  'bright-harbor': { firstName: 'Minh', lastName: 'Tran' },
  'lucky-otter-studio': { firstName: 'Rafael', lastName: 'Costa' },
  'tiny-rocket-labs': { firstName: 'Emre', lastName: 'Yilmaz' },
};

export const PM = 'pm@greenlight.test';
export const PM2 = 'pm2@greenlight.test';
const ONE_LEAD = 'lead@studio-one.test';
const ONE_GAMES = 'games@studio-one.test';
const ONE_OWN = 'own@studio-one.test';
const TWO_LEAD = 'lead@studio-two.test';

function leadEmail(slug: string): string {
  const lead = EXTRA_LEADS[slug];
  if (!lead) throw new Error(`No lead planned for ${slug}`);
  return `${lead.firstName.toLowerCase()}@${slug}.test`;
}

export function studioPlans(): StudioPlan[] {
  const [pixelForge, moonbeam, brightHarbor, luckyOtter, tinyRocket] = EXTRA_STUDIO_NAMES;
  return [
    {
      name: 'Studio One',
      slug: 'studio-one',
      country: 'FR',
      activityState: 'active',
      teamStatusId: 3,
      pm: PM,
      secondaryPm: PM2,
      knowledgeSharing: true,
      adNetworkIds: [1, 2],
      origin: 'Academy',
      quietForDays: 0,
      creators: [ONE_LEAD, ONE_GAMES, ONE_OWN],
      games: [
        { kind: 'in_progress', creator: ONE_LEAD, platform: 'android' },
        { kind: 'in_progress', creator: ONE_OWN, platform: 'ios' },
        { kind: 'in_progress', creator: ONE_GAMES, isCtr: true },
        { kind: 'in_progress', creator: ONE_LEAD, manual: true },
        { kind: 'in_progress', creator: ONE_GAMES, legacy: true },
        { kind: 'pending_review', creator: ONE_OWN },
        { kind: 'pending_review', creator: ONE_GAMES, platform: 'ios' },
        { kind: 'pending_testing', creator: ONE_LEAD, networks: [1, 2], project: 'retest' },
        { kind: 'pending_testing_again', creator: ONE_OWN, iterations: 1 },
        {
          kind: 'running',
          creator: ONE_LEAD,
          platform: 'android',
          networks: [1, 2],
          tier: 'great',
          iterations: 2,
          adultVideo: true,
        },
        { kind: 'running', creator: ONE_GAMES, platform: 'ios', networks: [1], project: 'hit' },
        { kind: 'running', creator: ONE_OWN, isCtr: true },
        { kind: 'scheduled', creator: ONE_LEAD, iterations: 2 },
        { kind: 'scheduled', creator: ONE_GAMES, iterations: 1 },
        { kind: 'ended', creator: ONE_OWN, networks: [1, 2] },
        { kind: 'finished', creator: ONE_LEAD, hit: true, iterations: 3, project: 'hit' },
        { kind: 'finished', creator: ONE_GAMES, isCtr: true },
        { kind: 'finished', creator: ONE_GAMES, manual: true },
        { kind: 'finished', creator: ONE_OWN, iterations: 4 },
        { kind: 'finished', creator: ONE_LEAD, networks: [2], platform: 'android' },
        { kind: 'finished', creator: ONE_GAMES, tracking: 'analytics_partial' },
        { kind: 'archived', creator: ONE_LEAD },
        { kind: 'archived', creator: ONE_GAMES, legacy: true },
        { kind: 'archived', creator: ONE_OWN, iterations: 2, project: 'retest' },
        { kind: 'iterating', creator: ONE_LEAD, iterations: 1 },
        { kind: 'iterating', creator: ONE_OWN, iterations: 2, project: 'retest' },
        { kind: 'iterating', creator: ONE_GAMES, iterations: 1, networks: [1, 2] },
      ],
      fill: 4,
      fillKinds: CURRENT_KINDS,
    },
    {
      name: 'Studio Two',
      slug: 'studio-two',
      country: 'GB',
      activityState: 'active',
      teamStatusId: 1,
      pm: PM2,
      secondaryPm: null,
      knowledgeSharing: true,
      adNetworkIds: [1, 2],
      origin: 'Referral',
      quietForDays: 0,
      creators: [TWO_LEAD],
      games: [
        { kind: 'in_progress', platform: 'ios' },
        { kind: 'in_progress', isCtr: true },
        { kind: 'pending_review' },
        { kind: 'pending_testing', networks: [2] },
        { kind: 'pending_testing_again', iterations: 2 },
        { kind: 'running', networks: [1, 2], facebookCampaignFailed: true },
        { kind: 'running', manual: true },
        { kind: 'scheduled', iterations: 2, project: 'hit' },
        { kind: 'ended', platform: 'ios' },
        { kind: 'finished', hit: true, iterations: 2, project: 'hit' },
        { kind: 'finished', isCtr: true },
        { kind: 'finished', tracking: 'analytics_missing' },
        { kind: 'finished', iterations: 4, networks: [1, 2] },
        { kind: 'archived' },
        { kind: 'archived', manual: true },
        { kind: 'iterating', iterations: 1 },
        { kind: 'iterating', iterations: 3 },
      ],
      fill: 5,
      fillKinds: CURRENT_KINDS,
    },
    {
      name: 'Studio Three',
      slug: 'studio-three',
      country: 'DE',
      activityState: 'inactive',
      teamStatusId: 3,
      pm: PM,
      secondaryPm: null,
      knowledgeSharing: false,
      adNetworkIds: [1],
      origin: 'Conference',
      quietForDays: 150,
      creators: [leadEmail('studio-three')],
      games: [{ kind: 'in_progress', legacy: true }, { kind: 'archived', legacy: true }, { kind: 'finished' }],
      fill: 7,
      fillKinds: PAST_KINDS,
    },
    {
      name: pixelForge,
      slug: slugify(pixelForge),
      country: 'PL',
      activityState: 'active',
      teamStatusId: 4,
      pm: PM,
      secondaryPm: null,
      knowledgeSharing: true,
      adNetworkIds: [1, 2],
      origin: 'Academy',
      quietForDays: 0,
      creators: [leadEmail(slugify(pixelForge))],
      games: [
        { kind: 'finished', hit: true, iterations: 2, project: 'hit' },
        { kind: 'running', tier: 'great', platform: 'ios', networks: [1], project: 'hit' },
        { kind: 'finished', tracking: 'attribution_missing', iterations: 1 },
        { kind: 'ended', networks: [2] },
      ],
      fill: 18,
      fillKinds: CURRENT_KINDS,
    },
    {
      name: moonbeam,
      slug: slugify(moonbeam),
      country: 'ES',
      activityState: 'active',
      teamStatusId: 3,
      pm: PM,
      secondaryPm: null,
      knowledgeSharing: false,
      adNetworkIds: [1],
      origin: 'Game jam',
      quietForDays: 0,
      creators: [leadEmail(slugify(moonbeam))],
      games: [{ kind: 'running', isCtr: true }, { kind: 'finished', manual: true }],
      fill: 16,
      fillKinds: CURRENT_KINDS,
    },
    {
      name: brightHarbor,
      slug: slugify(brightHarbor),
      country: 'VN',
      activityState: 'churned',
      teamStatusId: 1,
      pm: null,
      secondaryPm: null,
      knowledgeSharing: false,
      adNetworkIds: [1],
      origin: 'Store scouting',
      churn: { reason: 'Studio went to self-publish', regretted: true },
      quietForDays: 40,
      creators: [leadEmail(slugify(brightHarbor))],
      games: [{ kind: 'finished', iterations: 3 }],
      fill: 9,
      fillKinds: PAST_KINDS,
    },
    {
      name: luckyOtter,
      slug: slugify(luckyOtter),
      country: 'BR',
      activityState: 'inactive',
      teamStatusId: 2,
      pm: null,
      secondaryPm: null,
      knowledgeSharing: false,
      adNetworkIds: [1],
      origin: 'Cold email',
      deactivation: { daysAgo: 100, reason: 'Studio moved to competitor' },
      quietForDays: 120,
      creators: [leadEmail(slugify(luckyOtter))],
      games: [{ kind: 'finished', iterations: 2 }],
      fill: 7,
      fillKinds: PAST_KINDS,
    },
    {
      name: tinyRocket,
      slug: slugify(tinyRocket),
      country: 'TR',
      activityState: 'active',
      teamStatusId: 2,
      pm: null,
      secondaryPm: null,
      knowledgeSharing: false,
      adNetworkIds: [1],
      origin: 'Website form',
      quietForDays: 0,
      creators: [leadEmail(slugify(tinyRocket))],
      games: [{ kind: 'running' }, { kind: 'in_progress' }],
      fill: 10,
      fillKinds: CURRENT_KINDS,
    },
  ];
}

/** The demo CRM account, and a studio's company id in it (stable per slug). */
const CRM_PORTAL_ID = 24_061_985;
const crmCompanyId = (slug: string) => 9_000_000_000 + (createHash('sha256').update(slug).digest().readUInt32BE(0) % 900_000_000);

/** A demo user's id by email (null stays null); an unknown email is a bug in the plan. */
export type UserIdOf = (email: string | null) => number | null;

/**
 * The users (DEMO.md's and the extra leads), the studios and the memberships. Studios
 * were founded before their first game; members joined soon after.
 */
export async function insertStudiosAndUsers(
  tx: Db,
  plan: {
    root: Random;
    today: Date;
    studioList: readonly StudioPlan[];
    gamePlans: readonly GamePlan[];
    passwordCost?: PasswordCost | undefined;
  },
): Promise<{ userId: UserIdOf; studioIds: Map<string, number>; earliestStudio: number }> {
  const { root, today, studioList, gamePlans } = plan;
  const studioCreatedAt = new Map<string, Date>();
  for (const studio of studioList) {
    const random = root.fork(`studio-created/${studio.slug}`);
    const firstGame = Math.min(
      today.getTime() - 200 * DAY_MS,
      ...gamePlans.filter((g) => g.studio === studio).map((g) => g.createdAt.getTime()),
    );
    studioCreatedAt.set(
      studio.slug,
      new Date(startOfUtcDay(new Date(firstGame)).getTime() - random.int(15, 90) * DAY_MS + officeHours(random)),
    );
  }
  const earliestStudio = Math.min(...[...studioCreatedAt.values()].map((d) => d.getTime()));

  const extraLeads: DemoUser[] = studioList
    .filter((studio) => EXTRA_LEADS[studio.slug])
    .map((studio) =>
      studioLeadUser(studio.slug, EXTRA_LEADS[studio.slug]!, { snapchat: studio.adNetworkIds.includes(2) }),
    );
  const userList = [...DEMO_USERS, ...extraLeads];
  const userCreatedAt = (user: DemoUser, index: number): Date => {
    const membership = user.memberships[0];
    const base = membership
      ? (studioCreatedAt.get(membership.studioSlug) as Date).getTime() + DAY_MS
      : earliestStudio - 30 * DAY_MS;
    return new Date(base + index * 7 * 60_000);
  };

  const userIds = await insertUsers(tx, userList, userCreatedAt, plan.passwordCost);
  const userId: UserIdOf = (email) => {
    if (email === null) return null;
    const id = userIds.get(email);
    if (id === undefined) throw new Error(`Unknown demo user ${email}`);
    return id;
  };

  const studioRows = studioList.map((studio) => {
    const random = root.fork(`studio-row/${studio.slug}`);
    const events = gamePlans
      .filter((g) => g.studio === studio)
      .flatMap((g) => [g.createdAt.getTime(), ...g.iterations.map((it) => it.createdAt.getTime())]);
    return {
      slug: studio.slug,
      name: studio.name,
      country: studio.country,
      createdAt: studioCreatedAt.get(studio.slug) as Date,
      activityState: studio.activityState,
      // CONF-36: the last game event decides active (≤ 90 days) or inactive.
      lastActivityDate: new Date(Math.max(...events)),
      teamStatusId: studio.teamStatusId,
      pmId: userId(studio.pm),
      secondaryPmId: userId(studio.secondaryPm),
      deactivateDate: studio.deactivation
        ? new Date(addDays(today, -studio.deactivation.daysAgo).getTime() + officeHours(random))
        : null,
      deactivateReason: studio.deactivation?.reason ?? null,
      isChurned: studio.churn !== undefined,
      isRegrettedChurn: studio.churn?.regretted ?? null,
      churnReason: studio.churn?.reason ?? null,
      knowledgeSharingStudioStatus: studio.knowledgeSharing,
      // KS-02: opted in a month after joining, so that its older games are shared.
      knowledgeSharingSince: studio.knowledgeSharing ? new Date((studioCreatedAt.get(studio.slug) as Date).getTime() + 30 * DAY_MS) : null,
      origin: studio.origin,
      // The CRM company of a studio the publisher has dealt with (churned ones too).
      hubspotUrl: `https://app.hubspot.com/contacts/${CRM_PORTAL_ID}/company/${crmCompanyId(studio.slug)}`,
      // The CRM deal that signs it: the legal information form's deal_id (FORM-19).
      dealId: `DEAL-${crmCompanyId(studio.slug)}`,
      adNetworkIds: studio.adNetworkIds,
    };
  });
  const insertedStudios = await tx.insert(studios).values(studioRows).returning({ id: studios.id, slug: studios.slug });
  const studioIds = new Map(insertedStudios.map((row) => [row.slug, row.id]));
  await insertMemberships(tx, userList, userIds, studioIds);
  return { userId, studioIds, earliestStudio };
}
