// Maintenance mode (issue 15): switched on by the operator, from the environment (MAINTENANCE=1,
// MAINTENANCE_UNTIL) or the console (/admin/maintenance). Devices read the state to show /maintenance to everyone
// but admins; the server answers writes from others 503 with Retry-After, and devices keep them queued.
import { z } from 'zod';

export const maintenanceStateSchema = z.object({
  enabled: z.boolean(),
  /** The return time announced, if any (ISO). */
  until: z.string().nullable(),
  /** Who switched it on: the server's environment (the console cannot switch it off) or the console. */
  source: z.enum(['environment', 'console']).nullable(),
});
export type MaintenanceState = z.infer<typeof maintenanceStateSchema>;
export const maintenanceResponse = z.object({ data: maintenanceStateSchema });

/** PUT /api/admin/maintenance/: on or off, with an optional return time. */
export const maintenanceWriteSchema = z.strictObject({
  enabled: z.boolean(),
  until: z.iso.datetime({ offset: true, error: 'maintenance.until_invalid' }).nullable().optional(),
});
export type MaintenanceWrite = z.input<typeof maintenanceWriteSchema>;
