// The provider's configuration, read from the environment once at start.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { realClock, speedClock, type Clock } from './clock';

/** The analytics service's pages (slots' links), unless ANALYTICS_URL says otherwise. */
export const DEFAULT_ANALYTICS_URL = 'https://analytics.greenlight.example';

export interface ProviderConfig {
  port: number;
  host: string;
  /** PGlite's folder, the generated secret's home */
  dataDir: string;
  databaseUrl: string | undefined;
  secret: string;
  clock: Clock;
  logLevel: string;
  smtpUrl: string | undefined;
  trustedProxies: string[] | undefined;
  /** FORWARDING_KEY: X-Forwarded-For is believed only with this key (the launcher shares one with the gateway). */
  forwardingKey: string | undefined;
  /** GET /metrics for whoever sends it as a bearer token; unset, for this machine only. */
  metricsToken: string | undefined;
  publicUrl: string;
  learningPlatformUrl: string;
  helpCenterUrl: string;
  analyticsUrl: string;
  /** Networks the simulator refuses campaigns on (SIMULATOR_FAILING_NETWORKS=facebook,snapchat). */
  failingNetworks: ('facebook' | 'snapchat')[];
  /** How long each simulated network call that changes something takes (SIMULATOR_LATENCY_MS, 0 by default). */
  simulatorLatencyMs: number;
  /** MAINTENANCE=1 switches maintenance on at start (ERR-01). */
  maintenance: boolean;
  /** Uploaded icons and videos (BE-UP): MEDIA_DIR, else the data folder's media/. */
  mediaDir: string;
  /** FFMPEG_PATH: the ffmpeg that crops videos, else one on the PATH, else the packaged one. */
  ffmpegPath: string | undefined;
}

export function loadProviderConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ProviderConfig {
  const dataDir = resolve(cwd, env.DATA_DIR ?? 'data');
  const speed = env.CLOCK_SPEED ? Number(env.CLOCK_SPEED) : 1;
  if (!Number.isFinite(speed) || speed <= 0) throw new Error(`CLOCK_SPEED must be a positive number, not ${env.CLOCK_SPEED}`);
  return {
    port: Number(env.PROVIDER_PORT ?? 4010),
    host: env.PROVIDER_HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    secret: env.SECRET || persistedSecret(dataDir),
    clock: speed === 1 ? realClock : speedClock(speed),
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL || undefined,
    trustedProxies: env.TRUSTED_PROXIES ? env.TRUSTED_PROXIES.split(',').map((a) => a.trim()).filter(Boolean) : undefined,
    forwardingKey: env.FORWARDING_KEY || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 4000}`,
    learningPlatformUrl: env.LEARNING_PLATFORM_URL ?? 'https://academy.greenlight.example',
    helpCenterUrl: env.HELP_CENTER_URL ?? 'https://help.greenlight.example',
    analyticsUrl: env.ANALYTICS_URL ?? DEFAULT_ANALYTICS_URL,
    failingNetworks: (env.SIMULATOR_FAILING_NETWORKS ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter((n): n is 'facebook' | 'snapchat' => n === 'facebook' || n === 'snapchat'),
    simulatorLatencyMs: boundedInteger(env.SIMULATOR_LATENCY_MS, 'SIMULATOR_LATENCY_MS', 0, 60_000) ?? 0,
    maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
    mediaDir: resolve(cwd, env.MEDIA_DIR ?? join(dataDir, 'media')),
    ffmpegPath: env.FFMPEG_PATH || undefined,
  };
}

function boundedInteger(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not ${value}`);
  return number;
}

/** Without SECRET, one is generated on first start and kept in the data folder (Part G). */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
