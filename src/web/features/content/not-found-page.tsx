// Any address that matches no route.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '@/components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-green-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-4 text-lg text-gray-700">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary', 'md')}>
          <Trans>Back to home</Trans>
        </Link>
        <Link to="/marketplace" className={buttonClasses('secondary', 'md')}>
          <Trans>Browse the marketplace</Trans>
        </Link>
      </div>
    </section>
  );
}
