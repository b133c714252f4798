// The operations worker (BE-OPS): runs queued game actions, and on each tick brings
// campaigns' stats up to date, moves tests that ended a week ago to finished
// (CONF-19) and sweeps the media folder. Started when the app is ready, stopped when
// it closes.
import type { AppContext } from '../context';
import { idempotentAdNetworks, type AdNetworkAdapter } from '../domain/campaigns/adapter';
import { finishEndedTests, syncCampaignStats } from '../domain/campaigns/campaigns';
import { refreshStudioStats, studiosOfGames } from '../domain/studios/stats';
import { recordActivityChanges } from '../domain/studios/studios';
import { applyAction, prepareActionNetworks, readActionError } from '../domain/games/actions/runner';
import { iterationEndHandoffs, kpiAlertHandoffs } from '../domain/games/handoffs';
import { refreshBenchmarks, refreshBenchmarksIfStale } from '../domain/games/benchmarks';
import { OperationWorker } from '../domain/games/operations';
import { sweepMedia } from '../domain/media/files';
import { appWide } from './app-wide';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operations worker: tests drain it instead of waiting for its poll. */
    operations: OperationWorker;
  }
}

export interface OperationsWorkerOptions {
  context: AppContext;
  /** Started when the app is ready unless false (tests drain it). */
  autoStart?: boolean | undefined;
  pollMs?: number | undefined;
  tickMs?: number | undefined;
  /** The worker's lease (10 s by default): a running operation of a worker gone this long runs again. */
  leaseMs?: number | undefined;
  /** The database is this process's alone (PGlite): leases left in it are of processes gone. */
  exclusiveDatabase?: boolean | undefined;
}

export const operationsWorker = appWide<OperationsWorkerOptions>('operations-worker', async (app, options) => {
  const { context } = options;
  const { db, clock, live } = context;
  let lastFullStudioRefresh: string | null = null;
  const worker = new OperationWorker({
    // Its lease names the files it writes to tmp/ (sweepMedia).
    instanceId: context.media.instanceId,
    db,
    clock,
    execute: (tx, operation, now, prepared) =>
      applyAction({ db: tx, adNetworks: prepared as AdNetworkAdapter, analyticsUrl: context.links.analyticsUrl }, operation, now),
    // What the action asks of the networks is asked before its transaction, keyed by the
    // operation: run again after a crash, it repeats nothing.
    prepare: (operation, now) =>
      prepareActionNetworks(
        { db, adNetworks: idempotentAdNetworks(context.adNetworks, operation.id), analyticsUrl: context.links.analyticsUrl },
        operation,
        now,
      ),
    readError: readActionError,
    log: app.log,
    pollMs: options.pollMs ?? 500,
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    exclusiveDatabase: options.exclusiveDatabase ?? false,
    tickMs: options.tickMs ?? 60_000,
    // OPS-10, NOTIF-12, issue 42: the end of an operation reaches its game's viewers, and
    // what it made known reaches the other side (and the requester of a failure).
    onCompleted: (operation, notifications) => {
      app.metrics.operationsCompleted.inc({ action: operation.action, status: operation.status });
      void live.gameOperation(operation);
      for (const row of notifications) void live.notification(row);
    },
    onTick: async (now) => {
      const synced = await syncCampaignStats(db, context.adNetworks, now);
      // Issue 42: the studio hears that an iteration ended, and of KPIs that crossed a bar.
      for (const row of await iterationEndHandoffs(db, now)) void live.notification(row);
      for (const row of await kpiAlertHandoffs(db, synced, now)) void live.notification(row);
      const finished = await finishEndedTests(db, context.adNetworks, now);
      // Issue 43: the genres' spread, at once when a test ended, else every few minutes while KPIs move.
      if (finished.length > 0) await refreshBenchmarks(db, now);
      else await refreshBenchmarksIfStale(db, now);
      // The studios list's figures (BE-KPI-10, BE-STU-01): the studios whose games moved
      // at every tick, every studio once a day (the 3-month windows move with the days).
      const day = now.toISOString().slice(0, 10);
      const everyStudio = day !== lastFullStudioRefresh;
      const changes = await refreshStudioStats(
        db,
        now,
        everyStudio ? undefined : await studiosOfGames(db, [...new Set([...synced, ...finished])]),
      );
      lastFullStudioRefresh = day;
      for (const row of await recordActivityChanges(db, now, changes)) void live.notification(row);
      const swept = await sweepMedia(db, context.media, now, worker.leaseMs);
      if (swept.tmpFiles + swept.media > 0) app.log.info(swept, 'media swept: files left in tmp/ and media nothing uses');
    },
  });
  app.decorate('operations', worker);
  if (options.autoStart ?? true) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});
