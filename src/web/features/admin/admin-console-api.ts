// The console's calls (online only): the dashboard, users (find, disable, enable) and the audit log.
import { ADMIN_CONSOLE_PATHS, type AdminUser, type Dashboard, type USER_STATES } from '@contract/admin-console.ts';
import type { AuditAction, AuditPage } from '@contract/audit.ts';
import type { Role } from '@contract/enums.ts';
import { api } from '@/lib/api.ts';

export interface UserList {
  data: AdminUser[];
  meta: { count: number; page: number; page_size: number };
}
export interface UserFilter {
  q: string;
  role: Role | 'all';
  state: (typeof USER_STATES)[number];
  page: number;
}

export async function fetchDashboard(): Promise<Dashboard> {
  return (await api<{ data: Dashboard }>(ADMIN_CONSOLE_PATHS.dashboard, { fallback: 'Fetch failed' })).data;
}

export async function fetchUsers(filter: UserFilter): Promise<UserList> {
  return api<UserList>(ADMIN_CONSOLE_PATHS.users, { query: { ...filter }, fallback: 'Fetch failed' });
}

/** One key per decision, so a retried request disables once (and writes one audit entry). */
export async function disableUser(id: string, reason: string, key: string): Promise<{ message: string; data: AdminUser }> {
  return api(ADMIN_CONSOLE_PATHS.disable(id), { method: 'POST', body: { reason }, headers: { 'Idempotency-Key': key }, fallback: 'Something went wrong' });
}

export async function enableUser(id: string, key: string): Promise<{ message: string; data: AdminUser }> {
  return api(ADMIN_CONSOLE_PATHS.enable(id), { method: 'POST', headers: { 'Idempotency-Key': key }, fallback: 'Something went wrong' });
}

/** One page of the audit log, newest first, from after `before` (an entry's id). */
export async function fetchAudit(action: AuditAction | 'all', before: string | null): Promise<AuditPage> {
  const query: Record<string, string> = {};
  if (action !== 'all') query.action = action;
  if (before) query.before = before;
  return api<AuditPage>(ADMIN_CONSOLE_PATHS.audit, { query, fallback: 'Fetch failed' });
}
