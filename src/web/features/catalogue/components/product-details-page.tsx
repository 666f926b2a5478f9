// /products/details/$id (minimal): photos, price and stock per grade, description; the route adds
// the purchase form and the wishlist heart. Reads Dexie; asks the API only when the pull has not brought it.
import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ImageOff } from 'lucide-react';
import type { Product } from '@contract/catalogue.ts';
import { formatMoney } from '@contract/money.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useOnline } from '@/lib/online.ts';
import { useRemoteProduct } from '../catalogue-api.ts';
import { offerPrice, productName, stockStatus } from '../product-view.ts';
import { useFarms, useLocalProduct } from '../use-catalogue.ts';
import { DiscountBadge, OrganicBadge, StockBadge } from './product-badges.tsx';
import { GradeLabel } from './grade-label.tsx';
import { UnitLabel } from '@/lib/unit-label.tsx';

export interface ProductDetailsPageProps {
  id: string;
  /** Grade select, quantity and Add to cart (the cart feature). */
  purchase: (product: Product) => ReactNode;
  /** The wishlist heart. */
  wishlist: (product: Product) => ReactNode;
}

export function ProductDetailsPage({ id, purchase, wishlist }: ProductDetailsPageProps) {
  const local = useLocalProduct(id);
  const remote = useRemoteProduct(id, local === null);
  const product = local ?? (remote.state === 'done' ? remote.value : undefined);
  const online = useOnline();

  if (product) return <ProductDetails product={product} purchase={purchase} wishlist={wishlist} />;
  const waiting = local === undefined || remote.state === 'loading' || remote.state === 'idle';
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

function ProductDetails({ product, purchase, wishlist }: { product: Product } & Omit<ProductDetailsPageProps, 'id'>) {
  const { i18n } = useLingui();
  const farms = useFarms();
  const farm = farms.get(product.seller_id);
  const [photo, setPhoto] = useState(0);
  const image = product.images[photo] ?? product.images[0];
  const name = productName(product, i18n.locale);
  const money = (amount: number) => formatMoney({ amount, currency: product.currency }, i18n.locale);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <Link to="/marketplace" className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-green-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Marketplace</Trans>
      </Link>
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <div>
          <div className="aspect-[4/3] overflow-hidden rounded-lg bg-gray-100">
            {image ? (
              <img
                src={image.full}
                srcSet={`${image.card} 480w, ${image.full} 1200w`}
                sizes="(min-width: 768px) 50vw, 100vw"
                alt={name}
                width={1200}
                height={900}
                className="size-full object-cover"
              />
            ) : (
              <div className="flex size-full items-center justify-center text-gray-500">
                <ImageOff aria-hidden="true" className="size-12" />
              </div>
            )}
          </div>
          {product.images.length > 1 && (
            <ul className="mt-3 flex gap-2 overflow-x-auto">
              {product.images.map((img, i) => (
                <li key={img.thumb}>
                  <button
                    type="button"
                    onClick={() => setPhoto(i)}
                    aria-pressed={i === photo}
                    className={`size-16 overflow-hidden rounded-md border-2 ${i === photo ? 'border-green-700' : 'border-transparent'}`}
                  >
                    <img src={img.thumb} alt="" loading="lazy" className="size-full object-cover" />
                    <span className="sr-only">
                      <Trans>Photo {i + 1}</Trans>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="flex flex-col gap-4">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{name}</h1>
              <p className="mt-1 text-gray-700">
                {farm?.farm_name ?? <Trans>Local farm</Trans>}
                {product.province && <span> · {product.province}</span>}
              </p>
            </div>
            {wishlist(product)}
          </div>
          <div className="flex flex-wrap gap-2">
            <DiscountBadge percent={product.discount_percent} />
            {product.organic && <OrganicBadge />}
            <StockBadge status={stockStatus(product)} />
          </div>

          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Price and stock per grade</Trans>
            </caption>
            <thead className="border-b border-gray-300 text-gray-700">
              <tr>
                <th scope="col" className="py-2 font-medium">
                  <Trans>Grade</Trans>
                </th>
                <th scope="col" className="py-2 font-medium">
                  <Trans>Price</Trans>
                </th>
                <th scope="col" className="py-2 font-medium">
                  <Trans>Stock</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {product.grades.map((g) => (
                <tr key={g.grade} className="border-b border-gray-200">
                  <th scope="row" className="py-2 font-medium text-gray-900">
                    <GradeLabel grade={g.grade} />
                  </th>
                  <td className="py-2 text-gray-900">
                    <span className="font-semibold">{money(offerPrice(product, g))}</span> / <UnitLabel unit={product.unit} />
                    {product.discount_percent > 0 && <s className="ml-2 text-gray-600">{money(g.price_minor)}</s>}
                  </td>
                  <td className="py-2">
                    <StockBadge status={stockStatus(product, g)} />
                    <span className="ml-2 text-gray-700">
                      {g.stock} <UnitLabel unit={product.unit} />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          {purchase(product)}

          <section aria-labelledby="product-description">
            <h2 id="product-description" className="text-lg font-semibold text-gray-900">
              <Trans>Description</Trans>
            </h2>
            <p className="mt-1 whitespace-pre-line text-gray-800">{product.description || <Trans>No description available</Trans>}</p>
          </section>
        </div>
      </div>
    </div>
  );
}
