// The contact form (spec §2 /contact, §5: 'Subject is required', 'Message is required') and the operator's inbox
// of what it sends. A visitor gives a name and an email to be answered at; a signed-in user's come from the account.
// `website` is a field people never see (a honeypot): a form that fills it is a robot's, answered as if sent and
// kept nowhere.
import { z } from 'zod';
import { emailField } from './accounts.ts';
import { storableString } from './text.ts';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_REPLY_MAX = 5000;
export const CONTACT_STATUSES = ['new', 'read', 'answered'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_PAGE_SIZE = 20;

const required = (code: string, max: number) => storableString({ error: code }).trim().min(1, { error: code }).max(max, { error: 'validation.too_long' });

/** POST /api/contact/. Name and email are required of visitors (the server says so); a signed-in user's are the account's. */
export const contactMessageSchema = z.strictObject({
  name: storableString().trim().max(CONTACT_NAME_MAX, { error: 'validation.too_long' }).optional(),
  email: z.union([z.literal(''), emailField]).optional(),
  subject: required('contact.subject_required', CONTACT_SUBJECT_MAX),
  message: required('contact.message_required', CONTACT_MESSAGE_MAX),
  website: storableString().max(200).optional(),
});
export type ContactMessageWrite = z.input<typeof contactMessageSchema>;
/** The form a visitor fills: the same, with a name and an email to be answered at. */
export const visitorContactSchema = contactMessageSchema.extend({
  name: required('contact.name_required', CONTACT_NAME_MAX),
  email: emailField,
});

export const contactSentResponse = z.object({ message: z.string() });

/** One message as the operator's inbox shows it. */
export const contactMessageAdminSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The account that sent it, when signed in. */
  user_id: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  language: z.enum(['en', 'fr']),
  status: z.enum(CONTACT_STATUSES),
  created_at: z.string(),
  read_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  reply: z.string().nullable(),
});
export type ContactMessageAdmin = z.infer<typeof contactMessageAdminSchema>;

export const contactInboxQuery = z.object({
  status: z.enum([...CONTACT_STATUSES, 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const contactInboxResponse = z.object({
  data: z.array(contactMessageAdminSchema),
  meta: z.object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int(), unread: z.number().int() }),
});

/** POST /api/admin/contact-messages/{id}/reply/: mailed to the sender; the message becomes answered. */
export const contactReplySchema = z.strictObject({ reply: required('contact.reply_required', CONTACT_REPLY_MAX) });
export const contactMessageResponse = z.object({ data: contactMessageAdminSchema });

export const CONTACT_PATHS = {
  send: '/contact/',
  inbox: '/admin/contact-messages/',
  read: (id: string) => `/admin/contact-messages/${id}/read/`,
  reply: (id: string) => `/admin/contact-messages/${id}/reply/`,
} as const;
