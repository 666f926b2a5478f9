// Building blocks of the information pages: a page heading, a grid of features, a call to action.
import { Link, type LinkProps } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button.tsx';

export function PageHeading({ title, intro, eyebrow }: { title: ReactNode; intro?: ReactNode; eyebrow?: ReactNode }) {
  return (
    <div className="bg-green-50">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-green-800">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold text-gray-900 sm:text-4xl">{title}</h1>
        {intro && <p className="mt-4 max-w-3xl text-lg text-gray-700">{intro}</p>}
      </div>
    </div>
  );
}

export interface Feature {
  icon: LucideIcon;
  title: ReactNode;
  body: ReactNode;
  /** A figure the business claims but has not had verified; shown with a 'Claim' label. */
  claim?: ReactNode;
}

export function FeatureGrid({ features, columns = 3 }: { features: Feature[]; columns?: 2 | 3 }) {
  return (
    <ul className={`grid grid-cols-1 gap-6 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {features.map((f, i) => {
        const Icon = f.icon;
        return (
          <li key={i} className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
            <Icon aria-hidden="true" className="h-8 w-8 text-green-700" />
            <h3 className="mt-3 text-lg font-semibold text-gray-900">{f.title}</h3>
            <p className="mt-2 text-gray-700">{f.body}</p>
            {f.claim && (
              <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
                <span className="font-semibold">
                  <Trans>Claim:</Trans>
                </span>{' '}
                {f.claim}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function Section({ title, children, tone = 'white' }: { title: ReactNode; children: ReactNode; tone?: 'white' | 'muted' }) {
  return (
    <section className={tone === 'muted' ? 'bg-gray-50' : 'bg-white'}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h2>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export interface Cta {
  to: NonNullable<LinkProps['to']>;
  label: ReactNode;
}

export function CallToAction({ title, body, primary, secondary }: { title: ReactNode; body: ReactNode; primary: Cta; secondary?: Cta }) {
  return (
    <section className="bg-green-800 text-white">
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-4 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold">{title}</h2>
          <p className="mt-2 text-green-50">{body}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Link to={primary.to} className={buttonClasses('accent', 'lg')}>
            {primary.label}
          </Link>
          {secondary && (
            <Link to={secondary.to} className={buttonClasses('inverse', 'lg')}>
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

/** Prose block for legal and policy pages. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 text-gray-800 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-gray-900 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
      {children}
    </div>
  );
}
