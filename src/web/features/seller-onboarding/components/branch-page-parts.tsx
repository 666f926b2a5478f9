// What the branch screens share: the page's frame and heading style, the link back to the list, the loading line
// and the page for a branch this device does not have.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { LoadingMine } from '@/components/ui/loading-mine.tsx';

export const page = 'mx-auto max-w-4xl px-4 py-6 sm:px-6';
export const h1 = 'text-2xl font-bold text-gray-900 sm:text-3xl';

export function BackLink({ to, children }: { to: '/branches'; children: React.ReactNode }) {
  return (
    <Link to={to} className="mb-4 inline-flex min-h-11 items-center gap-1 rounded-sm text-green-800 hover:underline focus-visible:outline-2 focus-visible:outline-green-700">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

export function Loading() {
  return (
    <LoadingMine className="text-gray-700">
      <Trans>Loading your branches…</Trans>
    </LoadingMine>
  );
}

export function NotHere() {
  return (
    <div className={page}>
      <BackLink to="/branches">
        <Trans>All branches</Trans>
      </BackLink>
      <h1 className={h1}>
        <Trans>Branch not found</Trans>
      </h1>
      <p className="mt-2 text-gray-700">
        <Trans>This branch is not on this device. It may have been deleted, or it has not synced yet.</Trans>
      </p>
    </div>
  );
}
