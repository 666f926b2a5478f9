// The mailed links' calls (no sign-in): confirm a subscription, unsubscribe. One call per token and page load even
// when React runs the page's effect twice, with one Idempotency-Key, so a retried request counts once.
import { NEWSLETTER_PATHS } from '@contract/newsletter-paths.ts';
import { api } from '@/lib/api.ts';

export type LinkKind = 'confirm' | 'unsubscribe';
export interface LinkAnswer {
  message: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
}

const inFlight = new Map<string, Promise<LinkAnswer>>();

export function followNewsletterLink(kind: LinkKind, token: string): Promise<LinkAnswer> {
  const id = `${kind}:${token}`;
  let call = inFlight.get(id);
  if (!call) {
    const key = crypto.randomUUID();
    call = api<LinkAnswer>(NEWSLETTER_PATHS[kind], { method: 'POST', body: { token }, headers: { 'Idempotency-Key': key }, fallback: 'Something went wrong' });
    inFlight.set(id, call);
    // A failure may be tried again (a lost signal); a success stays the answer for this page load.
    call.catch(() => inFlight.delete(id));
  }
  return call;
}
