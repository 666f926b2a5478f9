// /seller/products: the seller's own products, every status, newest first, with what waits to sync.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { formatMoney } from '@contract/money.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useOwnProducts } from '../use-seller-products.ts';
import { useStatusLabel } from '@/domain/products/product-labels.tsx';
import { SyncBadge } from './labels.tsx';

export function SellerProductsPage() {
  const { t, i18n } = useLingui();
  const products = useOwnProducts();
  const statusLabel = useStatusLabel();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">
          <Trans>My products</Trans>
        </h1>
        <Link to="/seller/add-product" className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          <Trans>Add a product</Trans>
        </Link>
      </div>
      {products === undefined ? (
        <p role="status">
          <Trans>Loading...</Trans>
        </p>
      ) : products.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center text-gray-800">
          <Trans>You have no products yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {products.map(({ product, sync }) => {
            const cover = product.images[0];
            const name = i18n.locale === 'fr' && product.name_fr ? product.name_fr : product.name;
            return (
              <li key={product.id} className="flex items-center gap-3 p-3">
                {cover ? (
                  <img src={cover.thumb} alt="" loading="lazy" className="h-14 w-14 flex-none rounded object-cover" />
                ) : (
                  <div aria-hidden="true" className="h-14 w-14 flex-none rounded bg-gray-100" />
                )}
                <div className="min-w-0 flex-1">
                  <Link to="/seller/products/details/$id" params={{ id: product.id }} className="font-semibold text-green-800 hover:underline">
                    {name}
                  </Link>
                  <p className="text-sm text-gray-700">
                    {statusLabel(product.status)}
                    {' · '}
                    {product.visible ? t`Visible to buyers` : t`Hidden from buyers`}
                    {' · '}
                    {t`from ${formatMoney({ amount: product.price_from_minor, currency: product.currency }, i18n.locale)}`}
                  </p>
                </div>
                <SyncBadge state={sync} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
