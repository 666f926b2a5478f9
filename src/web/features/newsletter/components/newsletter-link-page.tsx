// /newsletter/confirm and /newsletter/unsubscribe: the pages the newsletter's mailed links open. Opening the link
// is the one click: the page sends its token at once (no sign-in) and says what happened in the reader's language.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { ApiError } from '@/lib/api.ts';
import { followNewsletterLink, type LinkKind } from '../newsletter-links.ts';

type State = { state: 'working' } | { state: 'done'; message: string } | { state: 'failed'; message: string; retry: boolean };

export function NewsletterLinkPage({ kind, token }: { kind: LinkKind; token: string | undefined }) {
  const { t } = useLingui();
  const [state, setState] = useState<State>(token ? { state: 'working' } : { state: 'failed', message: t`This link is incomplete. Open the whole link from the email, or subscribe again from the footer.`, retry: false });
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    followNewsletterLink(kind, token).then(
      (answer) => live && setState({ state: 'done', message: answer.message }),
      (err: unknown) => {
        if (!live) return;
        const known = err instanceof ApiError && err.status >= 400 && err.status < 500;
        setState({ state: 'failed', message: known ? err.message : t`We could not reach FreshMarket. Check your connection and try again.`, retry: !known });
      },
    );
    return () => {
      live = false;
    };
  }, [kind, token, attempt, t]);

  useEffect(() => {
    if (state.state !== 'working') heading.current?.focus();
  }, [state.state]);

  const Icon = kind === 'confirm' ? MailCheck : MailX;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <Icon aria-hidden="true" className="h-14 w-14 text-green-800" />
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-3xl font-bold text-gray-900 outline-none focus:outline-none focus-visible:outline-none">
        {kind === 'confirm' ? <Trans>Newsletter subscription</Trans> : <Trans>Unsubscribe from the newsletter</Trans>}
      </h1>
      <div className="mt-6 w-full">
        {state.state === 'working' && (
          <p role="status" className="text-lg text-gray-700">
            {kind === 'confirm' ? <Trans>Confirming your subscription...</Trans> : <Trans>Unsubscribing...</Trans>}
          </p>
        )}
        {state.state === 'done' && <Notice tone="success">{state.message}</Notice>}
        {state.state === 'failed' && <Notice>{state.message}</Notice>}
      </div>
      {state.state === 'done' && (
        <p className="mt-4 text-gray-700">
          {kind === 'confirm' ? (
            <Trans>Every newsletter mail has a link to unsubscribe in one click.</Trans>
          ) : (
            <Trans>Changed your mind? Subscribe again from the form at the bottom of any page; we will ask you to confirm.</Trans>
          )}
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {state.state === 'failed' && state.retry && (
          <Button
            onClick={() => {
              setState({ state: 'working' });
              setAttempt((a) => a + 1);
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        )}
        <Link to="/marketplace" className={buttonClasses('secondary')}>
          <Trans>Go to the marketplace</Trans>
        </Link>
      </div>
    </section>
  );
}
