// Whether the provider can serve (GET /health): its database answers, and whether
// maintenance is on, which the maintenance page asks until the platform is back (ERR-01).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import type { Maintenance } from './maintenance';

export async function health(db: Db, maintenance: Maintenance): Promise<{ status: 'ok'; maintenance: boolean }> {
  await db.execute(sql`select 1`);
  return { status: 'ok', maintenance: await maintenance.isOn() };
}

/** How long readiness waits for the database. */
const READY_TIMEOUT_MS = 2000;

/** GET /ready: the database answers in time. */
export async function ready(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
