// Newsletter sign-up (spec §2, §4): the spec has no newsletter call, so submitting only says so. Submit →
// 'sending...' and a 'Coming Soon!' dialog; after 3000 ms the dialog closes and the field clears. Closing early
// ends the dialog only. Not a useContractForm form on purpose: this band is in every page's footer, zod stays out
// of the first bundle (ARCHITECTURE.md), and with no call to make the browser's type=email check is enough.
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { NEWSLETTER_RESET_MS } from '@contract/constants.ts';
import { LazyDialog as Dialog } from '@/components/ui/lazy-dialog.tsx';

export function NewsletterBand() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setDialogOpen(true);
    timer.current = setTimeout(() => {
      setDialogOpen(false);
      setSending(false);
      setEmail('');
    }, NEWSLETTER_RESET_MS);
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
            <Trans>Harvest news, seasonal prices and new farms, once a month.</Trans>
          </p>
        </div>
        <form onSubmit={submit} className="flex w-full max-w-md flex-col gap-2 sm:flex-row">
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
        onOpenChange={setDialogOpen}
        title={<Trans>Coming Soon!</Trans>}
        description={<Trans>Newsletter feature will be available soon.</Trans>}
      />
    </section>
  );
}
