// The admin console (issue 15): the dashboard's counts, and the users an admin finds, disables and re-enables.
// Disabling ends every session of the account at once and refuses its sign-ins; an admin cannot disable themselves
// (so the console always has one admin left). Paths are under /api.
import { z } from 'zod';
import { ROLES } from './enums.ts';
import { storableString } from './text.ts';

/** GET /api/admin/dashboard/: what is waiting for an admin, and the last 7 days beside the 7 before. */
export const dashboardSchema = z.object({
  new_users: z.object({ last_7_days: z.number().int(), previous_7_days: z.number().int() }),
  orders: z.object({ last_7_days: z.number().int(), previous_7_days: z.number().int() }),
  pending_branches: z.number().int(),
  pending_comments: z.number().int(),
  new_messages: z.number().int(),
  confirmed_subscribers: z.number().int(),
  disabled_users: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponse = z.object({ data: dashboardSchema });

export const USER_PAGE_SIZE = 25;
export const USER_SEARCH_MAX = 100;
export const DISABLE_REASON_MAX = 500;
export const USER_STATES = ['all', 'active', 'disabled'] as const;

/** GET /api/admin/users/: a name, email or farm name (or a part of one), a role, a state, a page. */
export const adminUsersQuery = z.object({
  q: storableString().trim().max(USER_SEARCH_MAX, { error: 'validation.too_long' }).default(''),
  role: z.enum([...ROLES, 'all']).default('all'),
  state: z.enum(USER_STATES).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  farm_name: z.string().nullable(),
  created_at: z.string(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  /** Sessions not ended (devices signed in). */
  live_sessions: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponse = z.object({
  data: z.array(adminUserSchema),
  meta: z.object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int() }),
});
export const adminUserResponse = z.object({ message: z.string(), data: adminUserSchema });

/** POST /api/admin/users/{id}/disable/: why, told to nobody but admins. */
export const disableUserSchema = z.strictObject({
  reason: storableString({ error: 'users.reason_required' })
    .trim()
    .min(1, { error: 'users.reason_required' })
    .max(DISABLE_REASON_MAX, { error: 'validation.too_long' }),
});
export type DisableUserWrite = z.input<typeof disableUserSchema>;

export const ADMIN_CONSOLE_PATHS = {
  dashboard: '/admin/dashboard/',
  users: '/admin/users/',
  disable: (id: string) => `/admin/users/${id}/disable/`,
  enable: (id: string) => `/admin/users/${id}/enable/`,
  audit: '/admin/audit/',
} as const;
