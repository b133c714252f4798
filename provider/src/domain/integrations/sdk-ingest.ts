// The ingest endpoint of the game builds' SDK (Part G, SUB-SDK, SUB-BUILD): what the
// analytics and attribution services receive from a game, simulated the way their real
// backends authenticate it. Analytics events are signed like GameAnalytics' collector
// wants them: the base64 HMAC-SHA256 of the raw body with the slot's secret key, in the
// Authorization header; attribution events carry the game's app token like Adjust's
// server-to-server API. The integration checks read what arrived (integration-checks.ts).
// Bounded: the route caps the body and the events per request, names are short printable
// words, and only the latest events per game and kind are kept.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { analyticsSlots, games, sdkEvents } from '../../db/schema';
import { ApiError } from '../../errors';

export type SdkEventKind = 'analytics' | 'attribution';

/** Events kept per game and kind: enough to show an integration works, never a way to fill the database. */
export const SDK_EVENTS_KEPT = 50;
/** Events one request may carry (the SDKs batch them). */
export const SDK_EVENTS_PER_REQUEST = 50;
/** The body a request may send, in bytes. */
export const SDK_BODY_LIMIT = 64 * 1024;
/** Games one analytics slot may report to (a slot is shared through assign_ga_slot). */
const GAMES_PER_SLOT = 10;

/** Whoever sends a wrong key, token or signature learns nothing about which exist. */
const refused = () =>
  new ApiError(401, 'SDK_UNAUTHORIZED', 'The game key, app token or signature is not valid.');

export function analyticsSignature(secretKey: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secretKey).update(rawBody).digest('base64');
}

function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function keep(db: Db, gameIds: number[], kind: SdkEventKind, names: string[], now: Date): Promise<void> {
  if (gameIds.length === 0 || names.length === 0) return;
  await db.insert(sdkEvents).values(gameIds.flatMap((gameId) => names.map((event) => ({ gameId, kind, event, receivedAt: now }))));
  for (const gameId of gameIds) {
    const latest = db
      .select({ id: sdkEvents.id })
      .from(sdkEvents)
      .where(and(eq(sdkEvents.gameId, gameId), eq(sdkEvents.kind, kind)))
      .orderBy(desc(sdkEvents.id))
      .limit(SDK_EVENTS_KEPT);
    await db.delete(sdkEvents).where(and(eq(sdkEvents.gameId, gameId), eq(sdkEvents.kind, kind), notInArray(sdkEvents.id, latest)));
  }
}

/**
 * POST /ingest/analytics/{gameKey}/events: checks the signature against the slot's
 * secret key, then records the events for the games reporting to the slot. An unknown
 * game key costs the same HMAC as a known one and answers the same 401.
 */
export async function ingestAnalyticsEvents(
  db: Db,
  input: { gameKey: string; authorization: string | undefined; rawBody: Buffer; events: string[]; now: Date },
): Promise<{ accepted: number }> {
  const [slot] = await db
    .select({ id: analyticsSlots.id, secretKey: analyticsSlots.secretKey })
    .from(analyticsSlots)
    .where(eq(analyticsSlots.gameKey, input.gameKey))
    .limit(1);
  const expected = analyticsSignature(slot?.secretKey ?? 'no slot has this game key', input.rawBody);
  if (!slot || !signatureMatches(expected, (input.authorization ?? '').trim())) throw refused();
  const reporting = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.analyticsSlotId, slot.id))
    .limit(GAMES_PER_SLOT);
  await keep(db, reporting.map((game) => game.id), 'analytics', input.events, input.now);
  return { accepted: input.events.length };
}

/** POST /ingest/attribution/events: records the events of the game whose app token it is. */
export async function ingestAttributionEvents(
  db: Db,
  input: { appToken: string; events: string[]; now: Date },
): Promise<{ accepted: number }> {
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.adjustAppToken, input.appToken)).limit(1);
  if (!game) throw refused();
  await keep(db, [game.id], 'attribution', input.events, input.now);
  return { accepted: input.events.length };
}

/** How many events of each kind arrived for the game (what the checks read). */
export async function sdkEventCounts(db: Db, gameId: number): Promise<Record<SdkEventKind, number>> {
  const rows = await db
    .select({ kind: sdkEvents.kind, count: sql<number>`count(*)`.mapWith(Number) })
    .from(sdkEvents)
    .where(and(eq(sdkEvents.gameId, gameId), inArray(sdkEvents.kind, ['analytics', 'attribution'])))
    .groupBy(sdkEvents.kind);
  const counts: Record<SdkEventKind, number> = { analytics: 0, attribution: 0 };
  for (const row of rows) counts[row.kind as SdkEventKind] = row.count;
  return counts;
}
