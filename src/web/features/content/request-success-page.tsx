// /request-success: the bulk buyer registration went through (spec §8).
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { CircleCheckBig } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';

export function RequestSuccessPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <CircleCheckBig aria-hidden="true" className="h-16 w-16 text-green-700" />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">
        <Trans>Registered successfully.</Trans>
      </h1>
      <p className="mt-4 text-lg text-gray-700">
        <Trans>Your bulk buyer account is ready. You can now request produce and receive quotes from farmers.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/dashboard/buyer" className={buttonClasses('primary', 'md')}>
          <Trans>Go to your dashboard</Trans>
        </Link>
        <Link to="/marketplace" className={buttonClasses('secondary', 'md')}>
          <Trans>Browse the marketplace</Trans>
        </Link>
        <Link to="/" className={buttonClasses('ghost', 'md')}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </section>
  );
}
