// /dashboard/inventory/details/{id}: stock per grade with low-stock badges, and the movement history. Reads the
// device only, so it works offline.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ClipboardPlus } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useInventory } from '../use-inventory.ts';
import { InventoryHeader, InventoryMissing } from './inventory-header.tsx';
import { MovementHistory } from './movement-history.tsx';
import { StockByGrade } from './stock-by-grade.tsx';

export function InventoryDetailsPage({ productId }: { productId: string }) {
  const view = useInventory(productId);
  if (!view) return <InventoryMissing loading={view === undefined} />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6">
      <InventoryHeader
        view={view}
        title={<Trans>Inventory details</Trans>}
        actions={
          <Link to="/dashboard/inventory/manage/$id" params={{ id: productId }} className={buttonClasses('primary', 'md')}>
            <ClipboardPlus aria-hidden="true" className="size-5" />
            <Trans>Record a movement</Trans>
          </Link>
        }
      />
      <StockByGrade view={view} />
      <MovementHistory movements={view.movements} unit={view.product.unit} />
    </div>
  );
}
