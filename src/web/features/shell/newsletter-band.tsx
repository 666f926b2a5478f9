// Newsletter sign-up (spec §2, §4) with double opt-in: the address gets a mail whose link confirms the
// subscription (Canada's anti-spam law asks for express consent). The spec's states stay: submit → 'sending...'
// (disabled) and the dialog opens; it then says the server's real outcome, and 3000 ms after that outcome the
// dialog closes and, when the request was taken, the field clears. Closing early ends the dialog only. A refusal
// keeps the dialog and the field so the address can be fixed. Not a useContractForm form on purpose: this band is
// in every page's footer, zod stays out of the first bundle (ARCHITECTURE.md); the browser's type=email check and
// the server's answer are enough. Signing up needs the network: offline, the band says so instead of sending.
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { NEWSLETTER_RESET_MS } from '@contract/constants.ts';
import { NEWSLETTER_PATHS } from '@contract/newsletter-paths.ts';
import { LazyDialog as Dialog } from '@/components/ui/lazy-dialog.tsx';

type Outcome = { state: 'sending' } | { state: 'done'; message: string } | { state: 'failed'; message: string };

export function NewsletterBand() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // One Idempotency-Key per address asked: pressing again after a lost answer asks once.
  const key = useRef<{ email: string; key: string } | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const sending = outcome?.state === 'sending';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setOutcome({ state: 'sending' });
    setDialogOpen(true);
    const address = email.trim().toLowerCase();
    if (key.current?.email !== address) key.current = { email: address, key: crypto.randomUUID() };
    let next: Outcome;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      next = { state: 'failed', message: t`You are offline. Subscribe when you are back online.` };
    } else {
      try {
        const { api } = await import('@/lib/api.ts');
        const res = await api<{ message: string }>(NEWSLETTER_PATHS.subscribe, {
          method: 'POST',
          body: { email: address, ...(website && { website }) },
          headers: { 'Idempotency-Key': key.current.key },
        });
        next = { state: 'done', message: res.message };
        key.current = null;
      } catch (err) {
        const e = err as { status?: number; message?: string };
        next = { state: 'failed', message: e.status && e.status < 500 && e.message ? e.message : t`The subscription could not be sent. Please try again later.` };
      }
    }
    setOutcome(next);
    // A refusal is shown even when the dialog was closed while sending: the address was not taken.
    if (next.state === 'failed') setDialogOpen(true);
    if (next.state === 'done') {
      timer.current = setTimeout(() => {
        setDialogOpen(false);
        setOutcome(null);
        setEmail('');
      }, NEWSLETTER_RESET_MS);
    }
  };

  const closeDialog = (open: boolean) => {
    setDialogOpen(open);
    if (!open && outcome?.state === 'failed') setOutcome(null);
  };

  return (
    <section aria-labelledby="newsletter-title" className="bg-green-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="newsletter-title" className="flex items-center gap-2 text-xl font-bold">
            <Mail aria-hidden="true" className="h-6 w-6" />
            <Trans>Subscribe to our newsletter</Trans>
          </h2>
          <p className="mt-1 text-green-50">
            <Trans>Harvest news, seasonal prices and new farms, once a month. We mail you a link to confirm; every mail has a link to unsubscribe.</Trans>
          </p>
        </div>
        <form onSubmit={(e) => void submit(e)} className="flex w-full max-w-md flex-col gap-2 sm:flex-row">
          <label htmlFor="newsletter-email" className="sr-only">
            <Trans>Email address</Trans>
          </label>
          <input
            id="newsletter-email"
            type="email"
            name="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder={t`Your email address`}
            className="min-h-11 flex-1 rounded-md border border-white bg-white px-3 text-base text-gray-900 placeholder:text-gray-600"
          />
          {/* For robots only: people never see it, and a form that fills it is not kept. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Website
              <input type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
            </label>
          </div>
          <button
            type="submit"
            disabled={sending}
            className="min-h-11 rounded-md bg-amber-400 px-5 font-semibold text-gray-900 hover:bg-amber-300 disabled:cursor-not-allowed disabled:opacity-80"
          >
            {sending ? <Trans>sending...</Trans> : <Trans>Subscribe</Trans>}
          </button>
        </form>
      </div>
      <Dialog
        open={dialogOpen}
        onOpenChange={closeDialog}
        title={
          outcome?.state === 'failed' ? <Trans>Subscription not sent</Trans> : outcome?.state === 'done' ? <Trans>Check your inbox</Trans> : <Trans>Subscribing...</Trans>
        }
        description={
          <span role="status">{outcome?.state === 'done' || outcome?.state === 'failed' ? outcome.message : <Trans>Sending your request...</Trans>}</span>
        }
      />
    </section>
  );
}
