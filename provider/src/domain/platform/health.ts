// Whether the provider can serve (GET /health): its database answers, and whether
// maintenance is on, which the maintenance page asks until the platform is back (ERR-01).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import type { Maintenance } from './maintenance';

export async function health(db: Db, maintenance: Maintenance): Promise<{ status: 'ok'; maintenance: boolean }> {
  await db.execute(sql`select 1`);
  return { status: 'ok', maintenance: await maintenance.isOn() };
}
