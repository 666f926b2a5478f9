// /request-success: the bulk buyer registration went through (spec §8): what happens next and the way to it.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { CircleCheckBig, ClipboardList, Handshake, Truck } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';

export function RequestSuccessPage() {
  return (
    <section aria-labelledby="request-success-title" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-12 text-center sm:py-16">
      <CircleCheckBig aria-hidden="true" className="h-16 w-16 text-green-700" />
      <h1 id="request-success-title" className="mt-4 text-3xl font-bold text-gray-900">
        <Trans>Bulk buyer registered successfully!</Trans>
      </h1>
      <p className="mt-4 text-lg text-gray-700">
        <Trans>Your business account is ready. Here is what happens next:</Trans>
      </p>
      <ol className="mt-6 flex w-full flex-col gap-3 text-left">
        <li className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-4">
          <ClipboardList aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
          <span className="text-gray-800">
            <Trans>Request produce: say what you need, how much, and when and where it should arrive. It works offline too.</Trans>
          </span>
        </li>
        <li className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-4">
          <Handshake aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
          <span className="text-gray-800">
            <Trans>Farms that grow it send you quotes. Compare them, make a counter-offer, and accept the one that suits you.</Trans>
          </span>
        </li>
        <li className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-4">
          <Truck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
          <span className="text-gray-800">
            <Trans>The accepted quote becomes an order, and the agreed terms are kept in a record that cannot be changed unnoticed.</Trans>
          </span>
        </li>
      </ol>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/request-produce" className={buttonClasses('primary', 'lg')}>
          <Trans>Request produce</Trans>
        </Link>
        <Link to="/dashboard/buyer" className={buttonClasses('secondary', 'lg')}>
          <Trans>Go to your dashboard</Trans>
        </Link>
      </div>
    </section>
  );
}
