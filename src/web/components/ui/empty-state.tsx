// An empty list (cart, wishlist...): an icon, what is missing, and the way to the marketplace.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from './button.tsx';

export function EmptyState({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col items-center gap-4 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center">
      <Icon aria-hidden="true" className="size-12 text-gray-500" />
      <p className="text-lg text-gray-800">{children}</p>
      <Link to="/marketplace" className={buttonClasses('primary', 'md')}>
        <Trans>Browse the marketplace</Trans>
      </Link>
    </div>
  );
}
