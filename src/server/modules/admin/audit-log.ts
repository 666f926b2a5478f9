// Reading the admin audit log (written by plugins/audit.ts): newest first, a page at a time, one action or all.
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditPage, type auditQuery } from '../../../contract/audit.ts';
import type { Db } from '../../db/client.ts';
import { adminAudit } from '../../db/schema/audit.ts';

export async function listAudit(db: Db, query: z.output<typeof auditQuery>): Promise<AuditPage> {
  const where: SQL[] = [];
  if (query.action) where.push(eq(adminAudit.action, query.action));
  if (query.before) {
    const [cursor] = await db.select({ seq: adminAudit.seq }).from(adminAudit).where(eq(adminAudit.id, query.before)).limit(1);
    // An unknown cursor is the end of the log, not an error.
    if (!cursor) return { data: [], next: null };
    where.push(lt(adminAudit.seq, cursor.seq));
  }
  const rows = await db
    .select()
    .from(adminAudit)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(adminAudit.seq))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    data: page.map((r) => ({
      // seq stays inside: the cursor is the entry's id.
      id: r.id,
      at: r.at.toISOString(),
      adminId: r.adminId,
      adminEmail: r.adminEmail,
      action: r.action as AuditAction,
      targetId: r.targetId,
      targetLabel: r.targetLabel,
      detail: r.detail,
      status: r.status,
    })),
    next: rows.length > AUDIT_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}
