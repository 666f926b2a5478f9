// 'Buying in bulk?': a bulk buyer requests this produce (the request form is prefilled with the product); a buyer
// or a visitor is invited to register as a bulk buyer. Sellers and admins do not see it.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Building2 } from 'lucide-react';
import { hasAnyRole, sameRole } from '@contract/enums.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth.ts';

export function BulkPrompt({ productId }: { productId: string }) {
  const { user } = useAuth();
  if (user && hasAnyRole(user.roles, ['Seller', 'Admin'])) return null;
  const bulkBuyer = sameRole(user?.roles, 'BulkBuyer');
  return (
    <section aria-labelledby="bulk-prompt" className="flex flex-col gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 sm:flex-row sm:items-center">
      <Building2 aria-hidden="true" className="size-8 shrink-0 text-sky-800" />
      <div className="flex-1">
        <h2 id="bulk-prompt" className="font-semibold text-gray-900">
          <Trans>Buying in bulk?</Trans>
        </h2>
        <p className="text-sm text-gray-800">
          {bulkBuyer ? (
            <Trans>Request this produce in volume and get quotes from farms.</Trans>
          ) : (
            <Trans>Restaurants, retailers and distributors register as bulk buyers to request produce in volume and compare quotes.</Trans>
          )}
        </p>
      </div>
      {bulkBuyer ? (
        <Link to="/request-produce" search={{ product: productId }} className={buttonClasses('secondary', 'md', 'shrink-0')}>
          <Trans>Request a quote</Trans>
        </Link>
      ) : (
        <Link to="/register/bulk-buyer" className={buttonClasses('secondary', 'md', 'shrink-0')}>
          <Trans>Register as a bulk buyer</Trans>
        </Link>
      )}
    </section>
  );
}
