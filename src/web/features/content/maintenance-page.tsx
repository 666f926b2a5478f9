// /maintenance: shown to everyone but admins while the operator has maintenance on, with the return time they
// announced in the reader's language. The app checks every 15 s and goes back where the reader was once it ends;
// changes made on the device wait in its outbox meanwhile.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Wrench } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { checkMaintenance, useMaintenance } from '@/lib/maintenance.ts';

export function MaintenancePage() {
  const { i18n } = useLingui();
  const { enabled, until } = useMaintenance();
  const [checking, setChecking] = useState(false);
  // When the page opened: a return time already past is not announced.
  const [openedAt] = useState(() => Date.now());
  const back = until ? new Date(until) : null;
  const when =
    back && back.getTime() > openedAt
      ? back.toLocaleString(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
      : null;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <Wrench aria-hidden="true" className="h-14 w-14 text-amber-700" />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">
        <Trans>We'll be back soon</Trans>
      </h1>
      <p className="mt-4 text-lg text-gray-700">
        <Trans>
          FreshMarket is undergoing planned maintenance. Changes you make in the app are kept on your device and sent when
          we are back.
        </Trans>
      </p>
      {enabled && when && (
        <p className="mt-4 text-lg font-semibold text-gray-900" data-testid="maintenance-until">
          <Trans>Expected back: {when}</Trans>
        </p>
      )}
      <p className="mt-4 text-gray-700" role="status">
        {enabled ? <Trans>This page checks by itself and takes you back as soon as we are.</Trans> : null}
      </p>
      {enabled ? (
        <Button
          className="mt-8"
          disabled={checking}
          onClick={() => {
            setChecking(true);
            void checkMaintenance().finally(() => setChecking(false));
          }}
        >
          {checking ? <Trans>Checking...</Trans> : <Trans>Try again</Trans>}
        </Button>
      ) : (
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
          <Trans>Try again</Trans>
        </Link>
      )}
    </section>
  );
}
