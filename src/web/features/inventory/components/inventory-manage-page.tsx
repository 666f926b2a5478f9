// /dashboard/inventory/manage/{id}: record a harvest, sale, spoilage or correction, and the low-stock alert level.
// Both work offline: the device changes at once and the outbox sends the change when the signal is back.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useInventory } from '../use-inventory.ts';
import { InventoryHeader, InventoryMissing } from './inventory-header.tsx';
import { MovementForm } from './movement-form.tsx';
import { MovementHistory } from './movement-history.tsx';
import { StockByGrade } from './stock-by-grade.tsx';
import { ThresholdForm } from './threshold-form.tsx';

export function InventoryManagePage({ productId }: { productId: string }) {
  const view = useInventory(productId);
  if (!view) return <InventoryMissing loading={view === undefined} />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6">
      <InventoryHeader
        view={view}
        title={<Trans>Manage inventory</Trans>}
        actions={
          <Link to="/dashboard/inventory/details/$id" params={{ id: productId }} className={buttonClasses('secondary', 'md')}>
            <History aria-hidden="true" className="size-5" />
            <Trans>Inventory details</Trans>
          </Link>
        }
      />
      <StockByGrade view={view} />
      <MovementForm view={view} />
      <ThresholdForm view={view} />
      <MovementHistory movements={view.movements.slice(0, 5)} unit={view.product.unit} />
    </div>
  );
}
