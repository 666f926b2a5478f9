// A real page for a screen whose feature arrives in a later release: what will be here, for whom, and a way on.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from './button.tsx';

export interface PlannedPageProps {
  title: ReactNode;
  /** What the page will let people do. */
  description: ReactNode;
  /** Who the page is for. */
  audience: ReactNode;
  /** Extra content under the explanation (e.g. the search the visitor typed). */
  children?: ReactNode;
}

export function PlannedPage({ title, description, audience, children }: PlannedPageProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
        <Hourglass aria-hidden="true" className="h-4 w-4" />
        <Trans>In preparation</Trans>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-gray-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-gray-700">{description}</p>
      <p className="mt-3 text-gray-700">
        <strong className="font-semibold text-gray-900">
          <Trans>Who it is for:</Trans>
        </strong>{' '}
        {audience}
      </p>
      {children}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/marketplace" className={buttonClasses('primary', 'md')}>
          <Trans>Browse the marketplace</Trans>
        </Link>
        <Link to="/" className={buttonClasses('secondary', 'md')}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </section>
  );
}
