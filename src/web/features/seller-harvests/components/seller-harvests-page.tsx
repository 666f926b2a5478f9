// /seller/harvests: the farm's expected harvests from the device (offline too): declare one, and for each its
// pre-orders and what is left, with edit, cancel and 'Record the harvest'.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Plus, Sprout } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useMyFarmId } from '@/domain/farm/my-farm.ts';
import { useFarmHarvests } from '@/domain/harvests/use-harvests.ts';
import { useFarmProducts } from '../use-farm-products.ts';
import { FarmHarvestCard } from './farm-harvest-card.tsx';
import { HarvestForm } from './harvest-form.tsx';
import { LoadingMine } from '@/components/ui/loading-mine.tsx';

export function SellerHarvestsPage() {
  const farmId = useMyFarmId();
  const harvests = useFarmHarvests(farmId);
  const catalogue = useFarmProducts(farmId);
  const [declaring, setDeclaring] = useState(false);
  const products = catalogue?.products ?? [];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
            <Trans>Expected harvests</Trans>
          </h1>
          <p className="mt-1 max-w-2xl text-gray-700">
            <Trans>
              Declare what you expect to harvest: buyers pre-order it at your pre-order price. When it comes in, pre-orders are filled first come,
              first served and become orders; what is left goes to your stock.
            </Trans>
          </p>
        </div>
        {!declaring && (
          <Button onClick={() => setDeclaring(true)} disabled={!catalogue || products.length === 0}>
            <Plus aria-hidden="true" className="size-5" />
            <Trans>Declare a harvest</Trans>
          </Button>
        )}
      </header>
      {catalogue && products.length === 0 && (
        <Notice tone="info">
          <Trans>
            Add a product with a grade and a price first: a harvest is declared for one of your products.{' '}
            <Link to="/seller/add-product" className="font-semibold underline">
              Add a product
            </Link>
          </Trans>
        </Notice>
      )}
      {declaring && catalogue && (
        <section aria-labelledby="declare-title" className="rounded-lg border border-green-300 bg-white p-4 shadow-sm">
          <h2 id="declare-title" className="mb-3 text-xl font-bold text-gray-900">
            <Trans>Declare an expected harvest</Trans>
          </h2>
          <HarvestForm products={products} seller={catalogue.seller} onDone={() => setDeclaring(false)} />
        </section>
      )}
      {harvests === undefined ? (
        <LoadingMine className="text-gray-700">
          <Trans>Loading your harvests…</Trans>
        </LoadingMine>
      ) : harvests.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center">
          <Sprout aria-hidden="true" className="size-12 text-gray-500" />
          <p className="text-lg text-gray-800">
            <Trans>No expected harvest yet.</Trans>
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-4" data-testid="farm-harvests">
          {harvests.map((item) => (
            <FarmHarvestCard key={item.row.id} item={item} products={products} seller={catalogue?.seller} />
          ))}
        </ul>
      )}
    </div>
  );
}
