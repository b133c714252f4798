// What `npm start` and `npm run dev` share: running the programs as children with
// prefixed logs (restarted with backoff when they crash, for npm start), waiting for
// the provider, and stopping everything together.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const root = dirname(dirname(fileURLToPath(import.meta.url)));
export const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/**
 * V8's options for the gateway as `npm start` runs it (issue 17): a young generation of 64 MB
 * semi-spaces rather than 16. A page of the games list allocates about 1.4 MB in the gateway,
 * two thirds of it in graphql-js's execution, so the default young generation was collected
 * every dozen pages; a quarter as often gave about 10 % more pages per second on this machine
 * (measured side by side), for about 100 MB more resident memory under load
 * (tests/bench/load.bench.ts prints both). The provider keeps V8's defaults: it gained as
 * much, but its seed grows the young generation for good (120 MB more at rest).
 * NODE_OPTIONS given to `npm start` come after, so that they win.
 */
export const GATEWAY_NODE_OPTIONS = '--max-semi-space-size=64';

export const gatewayNodeOptions = (): string => [GATEWAY_NODE_OPTIONS, process.env.NODE_OPTIONS].filter(Boolean).join(' ');

let stopping = false;

const COLORS: Record<string, string> = { provider: '\x1b[36m', gateway: '\x1b[35m', web: '\x1b[33m' };
const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

const PINO_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'responseTime', 'correlationId', 'err', 'reqId']);

/** Provider log lines are JSON (pino): shown as one readable line, correlation id included. */
function readable(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    const request = entry.req as { method?: string; url?: string } | undefined;
    const response = entry.res as { statusCode?: number } | undefined;
    const parts = [LEVELS[entry.level as number] ?? '', entry.msg as string];
    if (request) parts.push(`${request.method} ${request.url}`);
    if (response) parts.push(String(response.statusCode), `${Math.round(Number(entry.responseTime ?? 0))} ms`);
    if (entry.correlationId) parts.push(`[${entry.correlationId as string}]`);
    if (entry.err) parts.push(JSON.stringify(entry.err));
    // The line's own fields (a kept mail's recipient and text, a switch's state ...).
    for (const [key, value] of Object.entries(entry)) {
      if (PINO_FIELDS.has(key)) continue;
      parts.push(`${key}=${typeof value === 'string' && !value.includes('\n') ? value : JSON.stringify(value)}`);
    }
    return parts.filter(Boolean).join(' ');
  } catch {
    return line;
  }
}

/** A crashed child waits this long before it starts again: 1 s, doubling, 30 s at most. */
export function restartDelayMs(failuresInARow: number): number {
  return Math.min(30_000, 1000 * 2 ** failuresInARow);
}

/** A child that ran this long was healthy: its next crash starts the delays over. */
const STABLE_AFTER_MS = 60_000;

export interface SupervisorOptions {
  /** Start it again when it stops on its own (npm start); else its stop stops everything. */
  restart: boolean;
  /** The wait before a restart, by failures in a row (tests shorten it). */
  delayMs?: (failuresInARow: number) => number;
  /** Told what happened, for the log and for tests. */
  onEvent?: (event: { kind: 'started' | 'restarting'; pid?: number; delayMs?: number }) => void;
}

/**
 * One program as a child of the launcher, restarted with backoff when it crashes
 * (issue 18: one crashed child was a full outage), or stopping everything with it.
 */
export class Supervisor {
  child: ChildProcess;
  private failures = 0;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly spawnChild: () => ChildProcess,
    private readonly options: SupervisorOptions,
    private readonly onFatal: (code: number) => void,
    private readonly log: (line: string) => void = () => {},
  ) {
    this.child = this.start();
  }

  private start(): ChildProcess {
    const startedAt = Date.now();
    const child = this.spawnChild();
    this.options.onEvent?.({ kind: 'started', pid: child.pid });
    child.on('exit', (code, signal) => {
      if (this.stopped || stopping) return;
      const how = signal ?? `exit code ${code}`;
      if (!this.options.restart) {
        this.log(`stopped (${how}); stopping everything`);
        this.onFatal(code ?? 1);
        return;
      }
      if (Date.now() - startedAt >= STABLE_AFTER_MS) this.failures = 0;
      const delayMs = (this.options.delayMs ?? restartDelayMs)(this.failures++);
      this.log(`stopped (${how}); starting again in ${delayMs / 1000} s`);
      this.options.onEvent?.({ kind: 'restarting', delayMs });
      this.timer = setTimeout(() => {
        if (!this.stopped && !stopping) this.child = this.start();
      }, delayMs);
    });
    return child;
  }

  /** Stops restarting it, and stops it. */
  stop(signal: NodeJS.Signals = 'SIGTERM'): void {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
  }
}

const supervisors: Supervisor[] = [];

export function run(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  cwd = root,
  options: Pick<SupervisorOptions, 'restart'> = { restart: false },
): Supervisor {
  const prefix = `${COLORS[name] ?? ''}[${name}]\x1b[0m `;
  const spawnChild = () => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream! }).on('line', (line) => console.log(prefix + readable(line)));
    }
    return child;
  };
  const supervisor = new Supervisor(spawnChild, options, (code) => void stopAll(code), (line) => console.error(prefix + line));
  supervisors.push(supervisor);
  return supervisor;
}

export async function stopAll(exitCode = 0): Promise<never> {
  stopping = true;
  const children = supervisors.map((supervisor) => supervisor.child);
  for (const supervisor of supervisors) supervisor.stop();
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        }),
    ),
  );
  process.exit(exitCode);
}

export function stopOnSignals() {
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));
}

export async function waitForHealth(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** Part G: the web app is built first when its build is missing or older than its sources. */
export function buildWebIfStale() {
  const built = join(root, 'web', 'dist', 'index.html');
  const sources = Math.max(
    newestChange(join(root, 'web', 'src')),
    newestChange(join(root, 'web', 'index.html')),
    newestChange(join(root, 'web', 'vite.config.ts')),
    newestChange(join(root, 'rules', 'src')),
    // The build's own plugins (the stylesheet, the Brotli copies).
    newestChange(join(root, 'scripts', 'fluent-build.ts')),
    newestChange(join(root, 'scripts', 'precompress.ts')),
  );
  // The manifest too: the gateway's modulepreload hints are read from it (issue 17).
  const manifest = join(root, 'web', 'dist', '.vite', 'manifest.json');
  if (existsSync(built) && existsSync(manifest) && statSync(built).mtimeMs >= sources) return;
  console.log('Building the web app...');
  // A production build whoever asks (vitest runs with NODE_ENV=test, which gave React's
  // development build to the journeys and to an `npm start` after `npm test`).
  const result = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], {
    cwd: join(root, 'web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web build failed');
}
