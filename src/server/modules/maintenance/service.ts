// Maintenance mode: on when the environment says so (MAINTENANCE=1) or the console switched it on. While on, the
// API refuses writes from anyone but admins with 503 and Retry-After (reads keep working, and so do signing in,
// refreshing a session and unsubscribing from the newsletter), so devices keep their changes queued and send them
// once it ends.
import { eq, sql } from 'drizzle-orm';
import type { MaintenanceState } from '../../../contract/maintenance.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { maintenanceMode } from '../../db/schema/site.ts';

/** Retry-After when no return time is announced, and its ceiling: devices look again at least this often. */
export const RETRY_AFTER_DEFAULT_S = 120;
export const RETRY_AFTER_MAX_S = 600;

export async function maintenanceState(db: Db, config: Pick<Config, 'maintenance'>): Promise<MaintenanceState> {
  const [row] = await db.select().from(maintenanceMode).where(eq(maintenanceMode.id, true));
  if (config.maintenance.enabled) {
    const until = config.maintenance.until ?? row?.until ?? null;
    return { enabled: true, until: until?.toISOString() ?? null, source: 'environment' };
  }
  if (row?.enabled) return { enabled: true, until: row.until?.toISOString() ?? null, source: 'console' };
  return { enabled: false, until: null, source: null };
}

export async function setMaintenance(db: Db, input: { enabled: boolean; until?: string | null | undefined }, adminId: string, now: Date): Promise<void> {
  const until = input.enabled && input.until ? new Date(input.until) : null;
  await db
    .insert(maintenanceMode)
    .values({ id: true, enabled: input.enabled, until, updatedAt: now, updatedBy: adminId })
    .onConflictDoUpdate({ target: maintenanceMode.id, set: { enabled: input.enabled, until, updatedAt: now, updatedBy: adminId, id: sql`true` } });
}

/** Seconds a device should wait before sending again: until the return time, within [30 s, 10 min]. */
export function retryAfterSeconds(state: MaintenanceState, now: Date): number {
  if (!state.until) return RETRY_AFTER_DEFAULT_S;
  const s = Math.ceil((Date.parse(state.until) - now.getTime()) / 1000);
  return Math.min(RETRY_AFTER_MAX_S, Math.max(30, s));
}
