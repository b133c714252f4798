// What the benchmarks that run the programs as `npm start` does (their own processes)
// share: starting one and waiting for it to answer, and reading what it holds and spends
// from Linux's /proc and from its Prometheus metrics (prom-client's defaults, which both
// programs publish to this machine).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { root } from '../../scripts/launcher';

/**
 * Runs `script` (from the repository's root, through tsx, after `nodeArgs`) with `env`
 * added, until `health` answers 200 (two minutes at most); stopped with this process at the
 * latest. Its standard output is dropped, or handed over line by line to `onLine`; its
 * errors go to this process's, or to `onErrorLine`.
 */
export async function startProgram(
  script: string,
  env: Record<string, string>,
  health: string,
  options: { nodeArgs?: string[]; onLine?: (line: string) => void; onErrorLine?: (line: string) => void } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', options.onLine ? 'pipe' : 'ignore', options.onErrorLine ? 'pipe' : 'inherit'],
  });
  // A benchmark that ends early (an error, its output's reader gone) leaves no program behind.
  process.once('exit', () => {
    if (child.exitCode === null && !child.killed) child.kill('SIGTERM');
  });
  if (options.onLine && child.stdout) createInterface({ input: child.stdout }).on('line', options.onLine);
  if (options.onErrorLine && child.stderr) createInterface({ input: child.stderr }).on('line', options.onErrorLine);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (await fetch(health).then((r) => r.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not start`);
}

/**
 * A new database `prefix`_<random> on the Postgres server of TEST_DATABASE_URL
 * (127.0.0.1:5432 by default), for a provider started on it; `drop()` removes it.
 */
export async function serverDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The resident memory of a program, in MB (Linux's /proc; null elsewhere). */
export function rssOf(child: ChildProcess): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** The CPU time a process (or its main thread only) has used so far, user and system, in ms (Linux's /proc, in clock ticks of 10 ms; null elsewhere). */
export function cpuOfPid(pid: number | undefined, mainThreadOnly = false): number | null {
  try {
    const fields = readFileSync(mainThreadOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export const cpuOf = (child: ChildProcess): number | null => cpuOfPid(child.pid);

export const mb = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(0)} MB`);

/** The sample at quantile `q` (0.5: the median) of samples sorted in ascending order; 0 for none. */
export const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** A program's memory as its metrics tell it, in bytes: resident, V8's heap used and reserved, and what V8 counts outside it (buffers). */
export interface MemoryMetrics {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/** A program's Prometheus metrics as text ('' when it does not answer). */
export const metricsText = (url: string): Promise<string> => fetch(`${url}/metrics`).then((response) => (response.ok ? response.text() : ''), () => '');

/** The value of the metric `name` (labels included: `a_total{kind="b"}`) in metrics' text; null when absent. */
export function metricValue(text: string, name: string): number | null {
  const match = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\S+)$`, 'm').exec(text);
  return match ? Number(match[1]) : null;
}

/** The memory figures of the program at `url` whose metrics are named `prefix`_...; null without metrics. */
export async function memoryMetrics(url: string, prefix: string): Promise<MemoryMetrics | null> {
  const text = await metricsText(url);
  const value = (name: string) => metricValue(text, `${prefix}_${name}`);
  const rss = value('process_resident_memory_bytes');
  const heapUsed = value('nodejs_heap_size_used_bytes');
  const heapTotal = value('nodejs_heap_size_total_bytes');
  const external = value('nodejs_external_memory_bytes');
  if (rss === null || heapUsed === null || heapTotal === null || external === null) return null;
  return { rss, heapUsed, heapTotal, external };
}

/**
 * What holds a program's memory (issue 17): V8's heap, used and reserved; what V8 counts
 * outside it (buffers); and the rest of the resident memory: code, the runtime, native
 * allocations and, on PGlite, most of the WebAssembly memory its Postgres runs in (the
 * provider's rest is about 180 MB larger on PGlite than on a server).
 */
export async function heldBy(url: string, prefix: string): Promise<string> {
  const memory = await memoryMetrics(url, prefix);
  if (!memory) return 'n/a (no metrics)';
  const inMb = (bytes: number) => bytes / 1024 / 1024;
  const { rss, heapUsed, heapTotal, external } = memory;
  return `V8 heap ${mb(inMb(heapUsed))} used of ${mb(inMb(heapTotal))}, outside the heap ${mb(inMb(external))}, the rest ${mb(Math.max(0, inMb(rss - heapTotal - external)))}`;
}
