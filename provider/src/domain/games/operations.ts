// Asynchronous game actions (BE-OPS): a durable row per request, run by a worker.
// The row is claimed with FOR UPDATE SKIP LOCKED, so several provider instances
// share one queue. Each worker holds a lease (worker_leases) that it renews every
// few seconds; a row left running by a worker whose lease lapsed (a process that was
// killed) is claimed again, and a provider that owns its database (PGlite) drops every
// other lease at start, so a restart resumes what was under way at once. An action's
// effects and its completion commit in one transaction: a crash before the commit
// leaves the row to be run again, never half applied; what it asked of an ad network
// carries an idempotency key derived from the operation, so asking again does nothing twice.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { actionDoneMessage, fillPlaceholders, GAME_ACTIONS, INTEGRATION_TEST_SUCCESS, type GameActionId, type IntegrationCheckId } from '@greenlight/rules';
import type { Clock } from '../../clock';
import { queryRows, type Db } from '../../db';
import { notifications as notifications_, operations, workerLeases } from '../../db/schema';
import type { Principal } from '../accounts/principal';
import { getGames } from './games';
import { actionHandoffs, type NotificationRow } from './handoffs';

export type OperationStatus = 'pending' | 'running' | 'success' | 'error' | 'rejected';

/** OPS-08, BE-OPS-02 */
export interface Operation {
  operationId: string;
  gameId: number;
  /** A game action, or an integration check (recorded done at once, never queued). */
  action: GameActionId | IntegrationCheckId;
  status: OperationStatus;
  content: string;
  operationType: 'game-operation';
  errorCode: string | null;
  errorExtra: Record<string, unknown> | null;
  /** Who asked: their pages say how it ended (OPS-02, OPS-03). */
  requestedBy: number | null;
  createdAt: string;
  finishedAt: string | null;
}

type OperationRow = typeof operations.$inferSelect;

export function toOperation(row: OperationRow): Operation {
  return {
    operationId: row.id,
    gameId: row.gameId,
    action: row.action as GameActionId | IntegrationCheckId,
    status: row.status as OperationStatus,
    content: row.content,
    operationType: 'game-operation',
    errorCode: row.errorCode,
    errorExtra: row.errorExtra ? (JSON.parse(row.errorExtra) as Record<string, unknown>) : null,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

interface OperationRequest {
  gameId: number;
  action: GameActionId;
  params: unknown;
  requestedBy: number;
  now: Date;
}

async function insertOperation(db: Db, input: OperationRequest, done: boolean): Promise<Operation> {
  const label = GAME_ACTIONS[input.action].label;
  const [row] = await db
    .insert(operations)
    .values({
      id: randomUUID(),
      gameId: input.gameId,
      action: input.action,
      params: JSON.stringify(input.params ?? {}),
      status: done ? 'success' : 'pending',
      content: done ? actionDoneMessage(label) : label,
      requestedBy: input.requestedBy,
      createdAt: input.now,
      ...(done ? { attempts: 1, startedAt: input.now, finishedAt: input.now } : {}),
    })
    .returning();
  if (!row) throw new Error('The operation was not recorded');
  return toOperation(row);
}

/** Queues an asynchronous action; the game is disabled until it completes (OPS-01). */
export const enqueueOperation = (db: Db, input: OperationRequest) => insertOperation(db, input, false);

/** A synchronous action, done at once, kept in the same history (OPS-02, OPS-05). */
export const recordDoneOperation = (db: Db, input: OperationRequest) => insertOperation(db, input, true);

/**
 * An integration check (SUB-SDK-06, API-52..54), recorded done as it ran: its id is the
 * {{operationId}} of its failure messages, kept with its codes in the game's history.
 */
export async function recordCheckOperation(
  db: Db,
  /** failure.detail may name {{operationId}}: it is filled with the operation's id. */
  input: { gameId: number; check: IntegrationCheckId; requestedBy: number; now: Date; failure?: { code: string; detail: string } },
): Promise<Operation> {
  const id = randomUUID();
  const { failure } = input;
  const [row] = await db
    .insert(operations)
    .values({
      id,
      gameId: input.gameId,
      action: input.check,
      params: '{}',
      status: failure ? 'error' : 'success',
      content: failure ? fillPlaceholders(failure.detail, { operationId: id }) : INTEGRATION_TEST_SUCCESS,
      ...(failure ? { errorCode: failure.code, errorExtra: JSON.stringify({ operationId: id }) } : {}),
      requestedBy: input.requestedBy,
      attempts: 1,
      createdAt: input.now,
      startedAt: input.now,
      finishedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('The check was not recorded');
  return toOperation(row);
}

/** OPS-07, BE-OPS-03: the operations still pending or running on these games. */
export async function ongoingOperations(db: Db, gameIds: readonly number[]): Promise<Operation[]> {
  if (gameIds.length === 0) return [];
  const rows = await db
    .select()
    .from(operations)
    .where(and(inArray(operations.gameId, [...gameIds]), inArray(operations.status, ['pending', 'running'])))
    .orderBy(operations.createdAt);
  return rows.map(toOperation);
}

export async function getOperation(db: Db, id: string): Promise<Operation | null> {
  const [row] = await db.select().from(operations).where(eq(operations.id, id));
  return row ? toOperation(row) : null;
}

/** OPS-07: the operations pending or running on those of these games the caller may see. */
export async function visibleOngoingOperations(db: Db, principal: Principal, now: Date, gameIds: readonly number[]): Promise<Operation[]> {
  const visible = await getGames(db, principal, now, [...gameIds]);
  return ongoingOperations(db, visible.map((game) => game.id));
}

/** One operation, when the caller may see its game. */
export async function visibleOperation(db: Db, principal: Principal, now: Date, id: string): Promise<Operation | null> {
  const operation = await getOperation(db, id);
  if (!operation) return null;
  const [game] = await getGames(db, principal, now, [operation.gameId]);
  return game ? operation : null;
}

/** The latest operations of a game, newest first. */
export async function recentOperations(db: Db, gameId: number, limit = 20): Promise<Operation[]> {
  const rows = await db
    .select()
    .from(operations)
    .where(eq(operations.gameId, gameId))
    .orderBy(desc(operations.createdAt))
    .limit(limit);
  return rows.map(toOperation);
}

/** What running an operation came to. */
export type OperationOutcome =
  | { status: 'success' }
  | { status: 'error' | 'rejected'; code: string; detail: string; extra?: Record<string, unknown> };

/**
 * Runs one claimed operation: its effects and its completion in one transaction.
 * `execute` throws to fail the operation as an error; answering an error outcome
 * commits the effects made so far (a campaign that failed is recorded as failed).
 */
export type OperationExecutor = (
  tx: Db,
  operation: ClaimedOperation,
  now: Date,
  /** What prepare answered. */
  prepared: unknown,
) => Promise<OperationOutcome>;

export interface ClaimedOperation {
  id: string;
  gameId: number;
  action: GameActionId;
  params: unknown;
  requestedBy: number | null;
}

/** Turns what an executor threw into an error outcome. */
export type ErrorReader = (error: unknown) => { code: string; detail: string; extra?: Record<string, unknown> } | null;

export interface OperationWorkerOptions {
  db: Db;
  clock: Clock;
  execute: OperationExecutor;
  /**
   * Work done before the operation's transaction opens, outside it (what it asks of the ad
   * networks, so that a slow network holds no database connection); its answer goes to execute.
   */
  prepare?: (operation: ClaimedOperation, now: Date) => Promise<unknown>;
  readError: ErrorReader;
  log: { error(object: unknown, message: string): void; info?(object: unknown, message: string): void };
  /** How often the queue is looked at, in ms. */
  pollMs?: number;
  /**
   * How long a worker's lease lasts unrenewed, in ms: a running row whose worker has not
   * renewed its lease for this long was left by a process that is gone, and runs again.
   * The lease is renewed three times per period.
   */
  leaseMs?: number;
  /**
   * The database is this process's alone (PGlite): at start every other lease is of a
   * process that is gone, so its running rows are taken back at once.
   */
  exclusiveDatabase?: boolean;
  /** This provider's id (a new one by default); the media folder's tmp/ files carry it too. */
  instanceId?: string;
  /** Called once each completed operation has committed, with the notifications it made (live feed, tests). */
  onCompleted?: (operation: Operation, notifications: readonly NotificationRow[]) => void;
  /** Work to do on each tick besides the queue (campaign stats, automatic moves). */
  onTick?: (now: Date) => Promise<void>;
  /** How often onTick runs, in ms. */
  tickMs?: number;
}

const DEFAULT_LEASE_MS = 10_000;

export class OperationWorker {
  /** This worker's lease (worker_leases.instance_id), the claimed rows' claimed_by. */
  readonly instanceId: string;
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private lastTick = 0;
  private renewedAt = 0;
  private stopped = false;

  constructor(private readonly options: OperationWorkerOptions) {
    this.instanceId = options.instanceId ?? randomUUID();
  }

  /** A worker whose lease was not renewed for this long is gone. */
  get leaseMs(): number {
    return this.options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /** Polls the queue until stop(), renewing the lease meanwhile. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.renewLease();
    if (this.options.exclusiveDatabase) await this.options.db.delete(workerLeases).where(ne(workerLeases.instanceId, this.instanceId));
    // Renewed beside the queue's loop, so that a long operation keeps its row.
    this.heartbeat = setInterval(() => {
      this.renewLease().catch((error: unknown) => this.options.log.error({ err: error }, 'operation worker lease not renewed'));
    }, this.leaseMs / 3);
    this.heartbeat.unref();
    const pollMs = this.options.pollMs ?? 500;
    const loop = () => {
      if (this.stopped) return;
      this.running = this.drain()
        .then(() => this.tick())
        .catch((error: unknown) => this.options.log.error({ err: error }, 'operation worker failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.timer = setTimeout(loop, pollMs);
        });
    };
    loop();
  }

  /** Lets the operation under way finish, then gives the lease up. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    clearInterval(this.heartbeat);
    await this.running;
    if (this.renewedAt > 0) await this.options.db.delete(workerLeases).where(eq(workerLeases.instanceId, this.instanceId));
  }

  /** The database's clock decides, the same for every instance. */
  private async renewLease(): Promise<void> {
    this.renewedAt = Date.now();
    await this.options.db
      .insert(workerLeases)
      .values({ instanceId: this.instanceId, renewedAt: sql`now()` })
      .onConflictDoUpdate({ target: workerLeases.instanceId, set: { renewedAt: sql`now()` } });
  }

  /** Runs queued operations until none is left; answers how many ran. */
  async drain(): Promise<number> {
    let count = 0;
    while (await this.runNext()) {
      count++;
      if (this.stopped) break;
    }
    return count;
  }

  /**
   * The tick's work at once, however long since the last one: a journey whose clock moved
   * on sees campaigns report, iterations end and their notifications without waiting a minute.
   */
  async tickNow(): Promise<void> {
    this.lastTick = 0;
    await this.tick();
  }

  private async tick(): Promise<void> {
    const { onTick, tickMs = 60_000, clock } = this.options;
    if (!onTick) return;
    const now = clock.now();
    if (now.getTime() - this.lastTick < tickMs) return;
    this.lastTick = now.getTime();
    await onTick(now);
  }

  /** Claims the oldest runnable operation and runs it; false when the queue is empty. */
  async runNext(): Promise<boolean> {
    const { db, clock } = this.options;
    // A worker drained without start() (tests) holds a lease too before it claims.
    if (Date.now() - this.renewedAt > this.leaseMs / 3) await this.renewLease();
    const now = clock.now();
    const claimed = await queryRows<{ id: string; game_id: number; action: GameActionId; params: string; requested_by: number | null }>(db, sql`
      update operations set status = 'running', started_at = ${now.toISOString()}, attempts = attempts + 1, claimed_by = ${this.instanceId}
       where id = (
         select o.id from operations o
          where o.status = 'pending'
             or (o.status = 'running' and not exists (
                   select 1 from worker_leases l
                    where l.instance_id = o.claimed_by and l.renewed_at > now() - ${this.leaseMs}::integer * interval '1 millisecond'))
          order by o.created_at, o.id
          limit 1
          for update of o skip locked)
      returning id, game_id, action, params, requested_by`);
    const [row] = claimed;
    if (!row) return false;
    const operation = {
      id: row.id,
      gameId: row.game_id,
      action: row.action,
      params: JSON.parse(row.params) as unknown,
      requestedBy: row.requested_by,
    };
    let completed: Completion | undefined;
    try {
      const prepared = await this.options.prepare?.(operation, clock.now());
      completed = await db.transaction(async (tx) => {
        const outcome = await this.options.execute(tx, operation, clock.now(), prepared);
        return complete(tx, operation, outcome, clock.now());
      });
    } catch (error) {
      const known = this.options.readError(error);
      if (!known) this.options.log.error({ err: error, operationId: operation.id }, 'operation failed');
      const outcome: OperationOutcome = known
        ? { status: 'error', ...known }
        : { status: 'error', code: 'GENERIC_ERROR', detail: 'An unexpected error occurred' };
      completed = await db.transaction((tx) => complete(tx, operation, outcome, clock.now()));
    }
    this.options.onCompleted?.(completed.operation, completed.notifications);
    return true;
  }
}

export type { NotificationRow };

interface Completion {
  operation: Operation;
  notifications: NotificationRow[];
}

/**
 * Records the outcome and tells who must hear of it (BE-OPS-04, issue 42): the other side
 * of whoever asked (actionHandoffs), and the one who asked of a failure only: of their own
 * move that went through, a toast tells them once (the live game-operation message).
 */
async function complete(
  tx: Db,
  operation: { id: string; gameId: number; action: GameActionId; requestedBy: number | null },
  outcome: OperationOutcome,
  now: Date,
): Promise<Completion> {
  const label = GAME_ACTIONS[operation.action].label;
  const [row] = await tx
    .update(operations)
    .set(
      outcome.status === 'success'
        ? { status: 'success', content: actionDoneMessage(label), finishedAt: now }
        : {
            status: outcome.status,
            content: outcome.detail,
            errorCode: outcome.code,
            errorExtra: JSON.stringify({ ...outcome.extra, operationId: operation.id }),
            finishedAt: now,
          },
    )
    .where(eq(operations.id, operation.id))
    .returning();
  if (!row) throw new Error(`Operation ${operation.id} vanished`);
  const notifications: NotificationRow[] = [];
  if (operation.requestedBy !== null && outcome.status !== 'success') {
    notifications.push(
      ...(await tx
        .insert(notifications_)
        .values({
          recipientId: operation.requestedBy,
          type: 'GAME_OPERATION_ERROR',
          // NOTIF: an error notification carries its code, read through the error list.
          content: outcome.code,
          relatedContentId: operation.gameId,
          createdAt: now,
        })
        .returning()),
    );
  }
  // An approval whose campaigns failed still tells the studio what came of them.
  if (outcome.status === 'success' || operation.action === 'accept_testing') {
    notifications.push(...(await actionHandoffs(tx, { ...operation, params: JSON.parse(row.params) as unknown }, now)));
  }
  return { operation: toOperation(row), notifications };
}
