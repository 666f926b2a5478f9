// One product in the marketplace grid: cover, name, farm, province, top-grade price, badges, stock.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Product, SellerPublic } from '@contract/catalogue.ts';
import { formatMoney } from '@contract/money.ts';
import { headlineOffer, offerPrice, productName, stockStatus } from '../product-view.ts';
import { DiscountBadge, OrganicBadge, StockBadge } from './product-badges.tsx';
import { ConvertedPrice } from '@/domain/currency/converted-price.tsx';
import { UnitLabel } from '@/domain/products/unit-label.tsx';
import { Photo } from '@/components/ui/photo.tsx';

export interface ProductCardProps {
  product: Product;
  farm?: SellerPublic;
  /** The route puts the wishlist heart here; features do not import each other. */
  action?: ReactNode;
  /** h2 under a page's h1 (marketplace, wishlist); h3 under a section's h2 (home). */
  headingLevel?: 2 | 3;
  /**
   * A card of the first row, in view as the page opens: its photo loads at once and before other images (it may be
   * the page's largest paint) instead of lazily once laid out.
   */
  priority?: boolean;
}

export function ProductCard({ product, farm, action, headingLevel = 2, priority = false }: ProductCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { i18n } = useLingui();
  const name = productName(product, i18n.locale);
  const offer = headlineOffer(product);
  const cover = product.images[0];
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm" data-testid="product-card">
      {/* The photo fills a 4:3 box whatever its own shape (absolute: a square photo cannot stretch the box when it
          arrives, which moved the whole card down). */}
      <div className="relative aspect-[4/3] bg-gray-100">
        {cover ? (
          <Photo
            src={cover.card}
            srcSet={`${cover.thumb} 160w, ${cover.card} 480w`}
            sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, 50vw"
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            width={480}
            height={360}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-gray-500">
            <ImageOff aria-hidden="true" className="size-10" />
          </div>
        )}
        <div className="absolute left-2 right-14 top-2 flex flex-wrap gap-1">
          <DiscountBadge percent={product.discount_percent} />
          {product.organic && <OrganicBadge />}
        </div>
        {action && <div className="absolute right-2 top-2 z-10">{action}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-2.5 sm:p-3">
        <Heading className="text-sm font-semibold text-gray-900 sm:text-base">
          <Link to="/products/details/$id" params={{ id: product.id }} className="after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-green-700 focus-visible:after:ring-offset-2">
            {name}
          </Link>
        </Heading>
        <p className="text-xs text-gray-700 sm:text-sm">
          {farm?.farm_name ?? <Trans>Local farm</Trans>}
          {product.province && <span> · {product.province}</span>}
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          {offer ? (
            <p className="text-gray-900">
              <span className="text-base font-bold sm:text-lg">{formatMoney({ amount: offerPrice(product, offer), currency: product.currency }, i18n.locale)}</span>
              {/* '/ paquet' and the struck price each stay whole: a narrow card breaks between them, never inside. */}
              <span className="whitespace-nowrap text-sm text-gray-700">
                {' / '}
                <UnitLabel unit={product.unit} />
              </span>
              {product.discount_percent > 0 && (
                <s className="ml-2 whitespace-nowrap text-sm text-gray-600">{formatMoney({ amount: offer.price_minor, currency: product.currency }, i18n.locale)}</s>
              )}
              {/* A price in another currency than the viewer's: what it comes to in theirs, with the rate's date. */}
              <ConvertedPrice amountMinor={offerPrice(product, offer)} currency={product.currency} className="block text-xs text-gray-700" />
            </p>
          ) : (
            <span />
          )}
          <StockBadge status={stockStatus(product)} />
        </div>
      </div>
    </article>
  );
}
