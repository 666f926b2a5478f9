// /maintenance: shown while the service is down for planned work.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Wrench } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';

export function MaintenancePage() {
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
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        <Trans>Try again</Trans>
      </Link>
    </section>
  );
}
