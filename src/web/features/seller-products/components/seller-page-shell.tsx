// The frame of the seller's product pages: a way back to the product list, the page's heading, then the content.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';

export function SellerPageShell({ title, children, loading = false }: { title: ReactNode; children?: ReactNode; loading?: boolean }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6">
      <Link to="/seller/products" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-green-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        <Trans>My products</Trans>
      </Link>
      <h1 className="mb-6 mt-2 text-2xl font-bold text-gray-900">{title}</h1>
      {loading ? (
        <p role="status" className="text-gray-700">
          <Trans>Loading...</Trans>
        </p>
      ) : (
        children
      )}
    </div>
  );
}
