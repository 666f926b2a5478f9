// /products/details/$id: photos, price and stock per grade tier, purchase (the route brings the cart's action and
// the wishlist heart), share, the bulk prompt, and tabs for description, additional information and feedback.
// Reads Dexie (works offline); asks the API when the pull has not brought the product yet, and on the first page of a
// start while the store opens (the server draws this page from that read: contract/prerender.ts).
import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { Product } from '@contract/catalogue.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useOnline } from '@/lib/online.ts';
import { loadedDevice } from '@/offline/device-loader.ts';
import { useRemoteProduct } from '../catalogue-api.ts';
import { productName, stockStatus } from '../product-view.ts';
import { useCategories, useFarms, useLocalProduct } from '../use-catalogue.ts';
import { AdditionalInformation } from './additional-information.tsx';
import { BulkPrompt } from './bulk-prompt.tsx';
import { GradeTiers } from './grade-tiers.tsx';
import { ChargedInNote } from '@/domain/currency/charged-in-note.tsx';
import { DiscountBadge, OrganicBadge, StockBadge } from './product-badges.tsx';
import { ProductFeedback, Stars } from './product-feedback.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { PurchasePanel, type AddToCart } from './purchase-panel.tsx';
import { ShareButton } from './share-button.tsx';
import { Tabs } from './tabs.tsx';

export interface ProductDetailsPageProps {
  id: string;
  /** The cart's add (features do not import each other). */
  addToCart: AddToCart;
  /** The wishlist heart. */
  wishlist: (product: Product) => ReactNode;
  /** Where its prices sit against other farms' (Pricewise), under the grade tiers. */
  priceContext?: (product: Product) => ReactNode;
}

export function ProductDetailsPage({ id, addToCart, wishlist, priceContext }: ProductDetailsPageProps) {
  const local = useLocalProduct(id);
  const online = useOnline();
  // As the marketplace does: on the first page of a start, while the device's store is still opening, the server is
  // asked beside it (its answer may have come with the page, which the server drew from it); the device's row takes
  // over once it answers.
  const [storeWasClosed] = useState(() => loadedDevice() === null);
  const remote = useRemoteProduct(id, online && (local === null || (local === undefined && storeWasClosed)));
  const product = local ?? (remote.state === 'done' ? remote.value : undefined);

  if (product) return <ProductDetails product={product} addToCart={addToCart} wishlist={wishlist} priceContext={priceContext} />;
  const waiting = local === undefined || remote.state === 'loading';
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      {waiting ? (
        <p className="text-gray-700">
          <Trans>Loading product…</Trans>
        </p>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-gray-900">
            <Trans>Product not found</Trans>
          </h1>
          {!online && (
            <p className="mt-2 text-gray-700">
              <Trans>This product is not on this device yet. Connect to the internet to see it.</Trans>
            </p>
          )}
          <Link to="/marketplace" className={buttonClasses('primary', 'md', 'mt-6')}>
            <Trans>Back to the marketplace</Trans>
          </Link>
        </>
      )}
    </div>
  );
}

function ProductDetails({ product, addToCart, wishlist, priceContext }: { product: Product } & Omit<ProductDetailsPageProps, 'id'>) {
  const { t, i18n } = useLingui();
  const farms = useFarms();
  const categories = useCategories();
  const farm = farms.get(product.seller_id);
  const name = productName(product, i18n.locale);
  const url = typeof window === 'undefined' ? '' : `${window.location.origin}/products/details/${product.id}`;
  const ratingCount = i18n.number(product.rating_count);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <Link to="/marketplace" className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-green-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Marketplace</Trans>
      </Link>
      <div className="mt-4 grid gap-6 md:grid-cols-2 md:gap-8">
        <ProductGallery images={product.images} name={name} />

        <div className="flex flex-col gap-4">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{name}</h1>
              <p className="mt-1 text-gray-700">
                {farm?.farm_name ?? <Trans>Local farm</Trans>}
                {product.province && <span> · {product.province}</span>}
              </p>
              {product.rating_avg !== null && (
                <p className="mt-1 flex items-center gap-2 text-sm text-gray-700">
                  <Stars rating={product.rating_avg} />
                  <span>
                    <Trans>{ratingCount} ratings</Trans>
                  </span>
                </p>
              )}
            </div>
            <div className="flex shrink-0 items-center gap-2">{wishlist(product)}</div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <DiscountBadge percent={product.discount_percent} />
            {product.organic && <OrganicBadge />}
            <StockBadge status={stockStatus(product)} />
            <span className="ml-auto">
              <ShareButton title={name} url={url} />
            </span>
          </div>

          <GradeTiers product={product} />
          {priceContext?.(product)}
          <ChargedInNote currency={product.currency} where="product" />

          <PurchasePanel key={product.id} product={product} addToCart={addToCart} />
          <BulkPrompt productId={product.id} />
        </div>
      </div>

      <div className="mt-8">
        <Tabs
          label={t`Product information`}
          items={[
            {
              id: 'description',
              label: <Trans>Description</Trans>,
              panel: <p className="whitespace-pre-line text-gray-800">{product.description || <Trans>No description available</Trans>}</p>,
            },
            {
              id: 'info',
              label: <Trans>Additional information</Trans>,
              panel: <AdditionalInformation product={product} category={categories?.find((c) => c.id === product.category_id)} />,
            },
            {
              id: 'feedback',
              label: product.rating_count > 0 ? <Trans>Customer feedback ({ratingCount})</Trans> : <Trans>Customer feedback</Trans>,
              panel: <ProductFeedback product={product} />,
            },
          ]}
        />
      </div>
    </div>
  );
}
