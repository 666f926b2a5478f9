// The FreshMarket word mark: a sprout and the name; links home.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Sprout } from 'lucide-react';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useLingui();
  return (
    <Link
      to="/"
      aria-label={t`FreshMarket home`}
      className={`inline-flex min-h-10 items-center gap-2 rounded-md text-xl font-extrabold tracking-tight ${
        tone === 'dark' ? 'text-green-800' : 'text-white'
      }`}
    >
      <Sprout aria-hidden="true" className={`h-7 w-7 ${tone === 'dark' ? 'text-green-700' : 'text-green-300'}`} />
      <span>
        Fresh<span className={tone === 'dark' ? 'text-amber-700' : 'text-amber-300'}>Market</span>
      </span>
    </Link>
  );
}
