// Moderation calls (online only: an admin reviews with a connection).
import type { BranchReview } from '@contract/catalogue.ts';
import type { BranchStatus } from '@contract/enums.ts';
import { EXCHANGE_RATE_PATHS, type ExchangeRatesAdmin, type SetExchangeRates } from '@contract/exchange-rates.ts';
import { CONTACT_PATHS, type ContactMessageAdmin, type ContactStatus } from '@contract/contact.ts';
import type { NewsletterStatus, NewsletterSubscriber } from '@contract/newsletter.ts';
import { NEWSLETTER_PATHS } from '@contract/newsletter-paths.ts';
import type { SitePage, SitePageWrite } from '@contract/site-pages.ts';
import { SITE_PAGE_PATHS } from '@contract/site-page-paths.ts';
import type { MaintenanceState, MaintenanceWrite } from '@contract/maintenance.ts';
import { MAINTENANCE_PATHS } from '@contract/maintenance-paths.ts';
import { api } from '@/lib/api.ts';

export interface ContactInbox {
  data: ContactMessageAdmin[];
  meta: { count: number; page: number; page_size: number; unread: number };
}

export async function fetchBranchQueue(status: BranchStatus): Promise<BranchReview[]> {
  return (await api<{ data: BranchReview[] }>('/admin/branches/', { query: { status }, fallback: 'Fetch failed' })).data;
}

export type Decision = { decision: 'approve' } | { decision: 'reject'; reason: string };

export async function reviewBranch(id: string, decision: Decision): Promise<{ message: string; data: BranchReview }> {
  return api(`/admin/branches/${encodeURIComponent(id)}/review/`, {
    method: 'POST',
    body: decision,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    fallback: 'Something went wrong',
  });
}

/** The exchange rates in force and their history (Admin). */
export async function fetchExchangeRates(): Promise<ExchangeRatesAdmin> {
  return (await api<{ data: ExchangeRatesAdmin }>(EXCHANGE_RATE_PATHS.admin, { fallback: 'Fetch failed' })).data;
}

/** Sets rates from a day on; one Idempotency-Key per submit, so a retried request adds them once. */
export async function setExchangeRates(body: SetExchangeRates, key: string): Promise<{ message: string; data: ExchangeRatesAdmin }> {
  return api(EXCHANGE_RATE_PATHS.admin, { method: 'PUT', body, headers: { 'Idempotency-Key': key }, fallback: 'Something went wrong' });
}

/** The contact form's messages (Admin): one page, newest first, with the unread count. */
export async function fetchContactInbox(status: ContactStatus | 'all', page: number): Promise<ContactInbox> {
  return api<ContactInbox>(CONTACT_PATHS.inbox, { query: { status, page }, fallback: 'Fetch failed' });
}

export async function markContactRead(id: string): Promise<ContactMessageAdmin> {
  return (await api<{ data: ContactMessageAdmin }>(CONTACT_PATHS.read(id), { method: 'POST', headers: { 'Idempotency-Key': crypto.randomUUID() }, fallback: 'Something went wrong' })).data;
}

/** Mails the answer to the sender; one key per answer written, so a retry sends it once. */
export async function replyToContact(id: string, reply: string, key: string): Promise<ContactMessageAdmin> {
  return (await api<{ data: ContactMessageAdmin }>(CONTACT_PATHS.reply(id), { method: 'POST', body: { reply }, headers: { 'Idempotency-Key': key }, fallback: 'Something went wrong' })).data;
}

export interface NewsletterList {
  data: NewsletterSubscriber[];
  meta: { count: number; page: number; page_size: number; totals: Record<NewsletterStatus, number> };
}

/** The newsletter's subscribers (Admin): one page, newest first, with the count of each state. */
export async function fetchNewsletterSubscribers(status: NewsletterStatus | 'all', page: number): Promise<NewsletterList> {
  return api<NewsletterList>(NEWSLETTER_PATHS.subscribers, { query: { status, page }, fallback: 'Fetch failed' });
}

/** The confirmed subscribers as the server's CSV text. */
export async function fetchConfirmedCsv(): Promise<string> {
  return api<string>(NEWSLETTER_PATHS.csv, { fallback: 'Fetch failed' });
}

/** One site page as stored (both languages), for the editor. */
export async function fetchSitePage(slug: SitePage['slug']): Promise<SitePage> {
  return (await api<{ data: SitePage }>(SITE_PAGE_PATHS.read(slug), { fallback: 'Fetch failed' })).data;
}

/** Saves the whole page from the revision it was read at; one key per submit, so a retry saves once. */
export async function saveSitePage(slug: SitePage['slug'], body: SitePageWrite, key: string): Promise<SitePage> {
  return (await api<{ data: SitePage }>(SITE_PAGE_PATHS.write(slug), { method: 'PUT', body, headers: { 'Idempotency-Key': key }, fallback: 'Something went wrong' })).data;
}

/** Maintenance mode as the server applies it. */
export async function fetchMaintenance(): Promise<MaintenanceState> {
  return (await api<{ data: MaintenanceState }>(MAINTENANCE_PATHS.state, { fallback: 'Fetch failed' })).data;
}

/** Switches maintenance mode from the console; one key per submit. */
export async function switchMaintenance(body: MaintenanceWrite, key: string): Promise<MaintenanceState> {
  return (await api<{ data: MaintenanceState }>(MAINTENANCE_PATHS.admin, { method: 'PUT', body, headers: { 'Idempotency-Key': key }, fallback: 'Something went wrong' })).data;
}
