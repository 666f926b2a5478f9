// Customer feedback: the product's average and count, then the comments, newest first. Reads the synced reviews
// in Dexie; when Dexie has none and the device is online, asks the API once.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MessageSquare, Star } from 'lucide-react';
import type { Product, ProductReview } from '@contract/catalogue.ts';
import { useOnline } from '@/lib/online.ts';
import { useRemoteFeedback } from '../catalogue-api.ts';
import { useLocalReviews } from '../use-catalogue.ts';

export function Stars({ rating }: { rating: number }) {
  const { t, i18n } = useLingui();
  const shown = i18n.number(rating, { maximumFractionDigits: 1 });
  return (
    <span role="img" aria-label={t`Rated ${shown} out of 5`} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`size-4 ${rating >= n - 0.25 ? 'fill-amber-500 text-amber-600' : 'text-gray-400'}`} />
      ))}
    </span>
  );
}

export function ProductFeedback({ product }: { product: Product }) {
  const { i18n } = useLingui();
  const online = useOnline();
  const local = useLocalReviews(product.id);
  const remote = useRemoteFeedback(product.id, online && local !== undefined && local.length === 0 && product.rating_count > 0);
  const reviews: ProductReview[] = local?.length ? local : remote.state === 'done' ? remote.value.data : [];
  const average = product.rating_avg ?? (remote.state === 'done' ? remote.value.meta.average : null);
  const count = Math.max(product.rating_count, reviews.length);

  if (local === undefined || remote.state === 'loading') {
    return (
      <p className="text-gray-700">
        <Trans>Loading feedback…</Trans>
      </p>
    );
  }
  if (reviews.length === 0 && average === null) {
    return (
      <p className="flex items-center gap-2 text-gray-800">
        <MessageSquare aria-hidden="true" className="size-5 text-gray-500" />
        <Trans>No customer feedback yet</Trans>
      </p>
    );
  }
  const avg = average !== null ? i18n.number(average, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) : '';
  return (
    <div className="flex flex-col gap-4">
      {average !== null && (
        <p className="flex flex-wrap items-center gap-2 text-gray-900" data-testid="rating-summary">
          <Stars rating={average} />
          <span className="font-semibold">
            <Trans>{avg} out of 5</Trans>
          </span>
          <span className="text-gray-700">
            <Plural value={count} one="(# rating)" other="(# ratings)" />
          </span>
        </p>
      )}
      {reviews.length === 0 ? (
        <p className="text-gray-800">
          <Trans>No comments yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-200">
          {reviews.map((r) => (
            <li key={r.id} className="py-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Stars rating={r.rating} />
                <span className="font-semibold text-gray-900">{r.author}</span>
                <time dateTime={r.created_at} className="text-sm text-gray-700">
                  {i18n.date(new Date(r.created_at), { dateStyle: 'medium' })}
                </time>
              </div>
              {r.comment && <p className="mt-1 whitespace-pre-line text-gray-800">{r.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
