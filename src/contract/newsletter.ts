// The newsletter (issue 15): double opt-in sign-up from the footer band, confirm and unsubscribe by the mailed
// links' tokens, and the operator's list of subscribers with a CSV of the confirmed ones. `website` is a field
// people never see (a honeypot): a form that fills it is a robot's, answered as if sent and kept nowhere.
import { z } from 'zod';
import { emailField } from './accounts.ts';
import { storableString } from './text.ts';

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
export const NEWSLETTER_PAGE_SIZE = 50;

/** POST /api/newsletter/: the same answer whatever the address's state (nothing is revealed about it). */
export const newsletterSubscribeSchema = z.strictObject({
  email: emailField,
  website: storableString().max(200).optional(),
});
export const newsletterSubscribedResponse = z.object({ message: z.string() });

/** The token of a mailed link: 32 random bytes in base64url (43 characters). */
export const newsletterTokenSchema = z.strictObject({ token: z.string().trim().min(1).max(100) });
export const newsletterLinkResponse = z.object({ message: z.string(), status: z.enum(NEWSLETTER_STATUSES) });

export const newsletterSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  language: z.enum(['en', 'fr']),
  status: z.enum(NEWSLETTER_STATUSES),
  requested_at: z.string(),
  /** When they confirmed: their express consent. */
  consent_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

export const newsletterListQuery = z.object({
  status: z.enum([...NEWSLETTER_STATUSES, 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const newsletterListResponse = z.object({
  data: z.array(newsletterSubscriberSchema),
  meta: z.object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    totals: z.object({ pending: z.number().int(), confirmed: z.number().int(), unsubscribed: z.number().int() }),
  }),
});
