// The admin audit log (issue 15): what each admin action is called, and the log as admins read it. Every admin route
// that changes something (or exports people's data) names its action with `adminAction(...)` (server/lib/route-kit.ts);
// the entry is written in the action's own transaction, so an action and its entry exist together or not at all.
import { z } from 'zod';

export const AUDIT_ACTIONS = [
  'branch.review',
  'exchange_rates.set',
  'post.create',
  'post.update',
  'post.delete',
  'post.cover',
  'comment.approve',
  'comment.reject',
  'comment.delete',
  'message.read',
  'message.reply',
  'newsletter.export',
  'page.update',
  'maintenance.set',
  'user.disable',
  'user.enable',
  'gallery.add',
  'gallery.update',
  'gallery.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_PAGE_SIZE = 50;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  adminId: z.string().nullable(),
  adminEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetId: z.string().nullable(),
  /** What the object is called (an email, a title), when the answer said. */
  targetLabel: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  status: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit/: newest first, a page at a time (the cursor is the last entry's id), one action or all. */
export const auditQuery = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  before: z.uuid().optional(),
});
export const auditPageSchema = z.object({ data: z.array(auditEntrySchema), next: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
