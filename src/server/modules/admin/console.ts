// The admin console's reads and the account switch: the dashboard's counts, finding users, disabling an account
// (its sessions end in the same transaction, its sign-ins are refused: accounts/service.ts startSession) and enabling
// it again. The audit entry of each switch is written by the route (route-kit adminAction).
import { and, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { USER_PAGE_SIZE, type AdminUser, type Dashboard, type adminUsersQuery } from '../../../contract/admin-console.ts';
import type { Role } from '../../../contract/enums.ts';
import { sqlRows, type Db } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema/accounts.ts';
import { sellers } from '../../db/schema/catalogue.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { revokeUserSessions } from '../accounts/queries.ts';

const DAY_MS = 24 * 3600 * 1000;

export async function dashboard(db: Db, now: Date): Promise<Dashboard> {
  const week = new Date(now.getTime() - 7 * DAY_MS);
  const fortnight = new Date(now.getTime() - 14 * DAY_MS);
  const [row] = await sqlRows<Record<string, string | number>>(db, sql`
    select
      (select count(*) from users where created_at > ${week}) as users_7,
      (select count(*) from users where created_at > ${fortnight} and created_at <= ${week}) as users_14,
      (select count(*) from orders where created_at > ${week}) as orders_7,
      (select count(*) from orders where created_at > ${fortnight} and created_at <= ${week}) as orders_14,
      (select count(*) from branches where status = 'pending') as branches,
      (select count(*) from blog_comments where state = 'pending') as comments,
      (select count(*) from contact_messages where status = 'new') as messages,
      (select count(*) from newsletter_subscribers where status = 'confirmed') as subscribers,
      (select count(*) from users where disabled_at is not null) as disabled`);
  const n = (key: string) => Number(row![key]);
  return {
    new_users: { last_7_days: n('users_7'), previous_7_days: n('users_14') },
    orders: { last_7_days: n('orders_7'), previous_7_days: n('orders_14') },
    pending_branches: n('branches'),
    pending_comments: n('comments'),
    new_messages: n('messages'),
    confirmed_subscribers: n('subscribers'),
    disabled_users: n('disabled'),
  };
}

/** `%` and `_` typed by the admin are letters, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function userColumns(now: Date) {
  return {
    user: users,
    farmName: sellers.farmName,
    liveSessions: sql<number>`(select count(*)::int from ${sessions} s where s.user_id = ${users.id} and s.revoked_at is null
      and exists (select 1 from ${refreshTokens} r where r.session_id = s.id and not r.revoked and r.expires_at > ${now}))`,
  };
}

type UserRow = { user: typeof users.$inferSelect; farmName: string | null; liveSessions: number };

const toAdminUser = (r: UserRow): AdminUser => ({
  id: r.user.id,
  email: r.user.email,
  first_name: r.user.firstName,
  last_name: r.user.lastName,
  role: r.user.role as Role,
  farm_name: r.farmName,
  created_at: r.user.createdAt.toISOString(),
  disabled_at: r.user.disabledAt?.toISOString() ?? null,
  disabled_reason: r.user.disabledReason,
  live_sessions: Number(r.liveSessions),
});

export async function listUsers(db: Db, query: z.output<typeof adminUsersQuery>, now: Date) {
  const where: SQL[] = [];
  if (query.q) {
    const like = likeText(query.q);
    where.push(or(ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like), ilike(sellers.farmName, like))!);
  }
  if (query.role !== 'all') where.push(eq(users.role, query.role));
  if (query.state === 'active') where.push(isNull(users.disabledAt));
  if (query.state === 'disabled') where.push(isNotNull(users.disabledAt));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns(now))
      .from(users)
      .leftJoin(sellers, eq(sellers.userId, users.id))
      .where(filter)
      .orderBy(sql`${users.createdAt} desc, ${users.id} desc`)
      .limit(USER_PAGE_SIZE)
      .offset((query.page - 1) * USER_PAGE_SIZE),
    db.select({ count: sql<number>`count(*)::int` }).from(users).leftJoin(sellers, eq(sellers.userId, users.id)).where(filter),
  ]);
  return { data: rows.map(toAdminUser), meta: { count: Number(total!.count), page: query.page, page_size: USER_PAGE_SIZE } };
}

async function userById(db: Db, id: string, now: Date): Promise<AdminUser> {
  const [row] = await db.select(userColumns(now)).from(users).leftJoin(sellers, eq(sellers.userId, users.id)).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('users.not_found');
  return toAdminUser(row);
}

async function lockUser(db: Db, id: string) {
  const [row] = isUuid(id) ? await db.select({ id: users.id, disabledAt: users.disabledAt }).from(users).where(eq(users.id, id)).for('update') : [];
  if (!row) throw notFound('users.not_found');
  return row;
}

/** Disables the account and ends its sessions now; disabling it again only replaces the reason. */
export async function disableUser(db: Db, adminId: string, id: string, reason: string, now: Date): Promise<AdminUser> {
  const user = await lockUser(db, id);
  if (user.id === adminId) throw new HttpError(409, 'conflict', 'users.not_self');
  await db.update(users).set({ disabledAt: user.disabledAt ?? now, disabledReason: reason }).where(eq(users.id, user.id));
  await revokeUserSessions(db, user.id, 'disabled', now);
  return userById(db, user.id, now);
}

export async function enableUser(db: Db, id: string, now: Date): Promise<AdminUser> {
  const user = await lockUser(db, id);
  await db.update(users).set({ disabledAt: null, disabledReason: null }).where(eq(users.id, user.id));
  return userById(db, user.id, now);
}
