// The FreshMarket word mark: a sprout and the name; links home.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Sprout } from 'lucide-react';

/** `compactOnPhones`: the sprout alone below 640 px (the name stays the link's name), for the marketplace header's first row. */
export function Logo({ tone = 'dark', compactOnPhones = false }: { tone?: 'dark' | 'light'; compactOnPhones?: boolean }) {
  const { t } = useLingui();
  return (
    <Link
      to="/"
      aria-label={t`FreshMarket home`}
      className={`inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-md text-xl font-extrabold tracking-tight ${
        tone === 'dark' ? 'text-green-800' : 'text-white'
      }`}
    >
      <Sprout aria-hidden="true" className={`h-7 w-7 ${tone === 'dark' ? 'text-green-700' : 'text-green-300'}`} />
      <span className={compactOnPhones ? 'max-sm:hidden' : undefined}>
        Fresh<span className={tone === 'dark' ? 'text-amber-700' : 'text-amber-300'}>Market</span>
      </span>
    </Link>
  );
}
