// /products/details/$id: photos, price and stock per grade tier, purchase (the route brings the cart's action and
// the wishlist heart), share, the bulk prompt, and tabs for description, additional information and feedback.
// Reads Dexie (works offline); asks the API only when the pull has not brought the product yet.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { Category, Product } from '@contract/catalogue.ts';
import { GRADES, PROVINCES } from '@contract/enums.ts';
import { formatMoney } from '@contract/money.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useOnline } from '@/lib/online.ts';
import { UnitLabel, useUnitLabel } from '@/domain/products/unit-label.tsx';
import { useRemoteProduct } from '../catalogue-api.ts';
import { offerPrice, productName, stockStatus } from '../product-view.ts';
import { useCategories, useFarms, useLocalProduct } from '../use-catalogue.ts';
import { BulkPrompt } from './bulk-prompt.tsx';
import { GradeLabel } from '@/domain/products/product-labels.tsx';
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
}

export function ProductDetailsPage({ id, addToCart, wishlist }: ProductDetailsPageProps) {
  const local = useLocalProduct(id);
  const online = useOnline();
  const remote = useRemoteProduct(id, local === null && online);
  const product = local ?? (remote.state === 'done' ? remote.value : undefined);

  if (product) return <ProductDetails product={product} addToCart={addToCart} wishlist={wishlist} />;
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

function ProductDetails({ product, addToCart, wishlist }: { product: Product } & Omit<ProductDetailsPageProps, 'id'>) {
  const { t, i18n } = useLingui();
  const farms = useFarms();
  const categories = useCategories();
  const farm = farms.get(product.seller_id);
  const name = productName(product, i18n.locale);
  const money = (amount: number) => formatMoney({ amount, currency: product.currency }, i18n.locale);
  const grades = GRADES.map((g) => product.grades.find((o) => o.grade === g)).filter((o) => o !== undefined);
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

          <table className="w-full text-left text-sm" data-testid="grade-tiers">
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
              {grades.map((g) => (
                <tr key={g.grade} className="border-b border-gray-200">
                  <th scope="row" className="py-2 pr-2 font-medium text-gray-900">
                    <GradeLabel grade={g.grade} />
                  </th>
                  <td className="py-2 pr-2 text-gray-900">
                    <span className="font-semibold">{money(offerPrice(product, g))}</span> / <UnitLabel unit={product.unit} />
                    {product.discount_percent > 0 && (
                      <s className="ml-2 text-gray-600">
                        <span className="sr-only">
                          <Trans>Was</Trans>{' '}
                        </span>
                        {money(g.price_minor)}
                      </s>
                    )}
                  </td>
                  <td className="py-2">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <StockBadge status={stockStatus(product, g)} />
                      <span className="text-gray-700">
                        {i18n.number(g.stock)} <UnitLabel unit={product.unit} />
                      </span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

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

/** 'YYYY-MM-DD' in the reader's language, without a time zone shifting the day. */
function useDayFormat(): (day: string) => string {
  const { i18n } = useLingui();
  return (day) => i18n.date(new Date(`${day}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

function AdditionalInformation({ product, category }: { product: Product; category: Category | undefined }) {
  const { t, i18n } = useLingui();
  const unitLabel = useUnitLabel();
  const day = useDayFormat();
  const unit = unitLabel(product.unit);
  const province = PROVINCES.find((p) => p.code === product.province);
  const notProvided = t`Not provided`;
  const weight = product.weight !== null ? i18n.number(product.weight, { maximumFractionDigits: 3 }) : null;
  const minimum = i18n.number(product.min_order_qty);
  const from = product.available_from ? day(product.available_from) : null;
  const until = product.available_until ? day(product.available_until) : null;
  const availability = from && until ? t`${from} to ${until}` : from ? t`From ${from}` : until ? t`Until ${until}` : notProvided;
  const rows: Array<[string, ReactNode]> = [
    [t`Category`, category ? (i18n.locale === 'fr' ? category.name_fr : category.name_en) : notProvided],
    [t`Unit`, unit],
    [t`Weight`, weight !== null ? t`${weight} kg per ${unit}` : notProvided],
    [t`Pack`, t`Sold by the ${unit}, at least ${minimum} per order`],
    [t`Tags`, product.tags.length ? product.tags.join(', ') : notProvided],
    [t`Organic`, product.organic ? t`Yes` : t`No`],
    [t`Branch`, product.branch_name ?? notProvided],
    [t`Province`, province ? (i18n.locale === 'fr' ? province.name_fr : province.name_en) : (product.province ?? notProvided)],
    [t`Harvest date`, product.harvest_date ? day(product.harvest_date) : notProvided],
    [t`Availability`, availability],
    [t`Currency`, product.currency],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="pt-2 text-sm font-medium text-gray-700 sm:border-b sm:border-gray-200 sm:py-2">{label}</dt>
          <dd className="border-b border-gray-200 pb-2 text-gray-900 sm:py-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
