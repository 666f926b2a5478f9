// One row of /buyer/requests: the request's image, title, status and the spec's sample fields; opens its conversations.
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { Leaf } from 'lucide-react';
import type { ReactNode } from 'react';
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';
import { RequestImage } from '@/domain/quotes/request-image.tsx';
import { useFulfilmentLabel, useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { RequestStatusBadge } from '@/domain/quotes/quote-labels.tsx';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import type { LocalQuoteRequest } from '@/offline/db.ts';

export function RequestRow({ request: r }: { request: LocalQuoteRequest & { waiting: boolean } }) {
  const { t, i18n } = useLingui();
  const { shortDay } = useOrderFormats();
  const quantityLabel = useQuantityLabel();
  const fulfilment = useFulfilmentLabel();
  const title = i18n.locale === 'fr' && r.title_fr ? r.title_fr : r.title;
  const created = shortDay(r.created_at.slice(0, 10));
  const when = shortDay(r.delivery_date);
  const quantity = quantityLabel(r.quantity, r.unit);
  const responses = r.responses ?? 0;
  return (
    <li className="relative flex gap-3 rounded-lg border border-gray-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4" data-testid="request-row">
      <RequestImage src={r.image} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 text-lg font-semibold text-gray-900">
            <Link to="/buyer/request/$id" params={{ id: r.id }} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-green-700">
              {r.unread && (
                <>
                  <span aria-hidden="true" className="mr-2 inline-block size-2.5 rounded-full bg-red-600 align-middle" data-testid="unread-dot" />
                  <span className="sr-only">{t`New answers:`} </span>
                </>
              )}
              {title}
              {r.variety && <span className="font-normal text-gray-700"> · {r.variety}</span>}
            </Link>
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {r.waiting && <WaitingBadge testId="request-waiting" />}
            <RequestStatusBadge status={r.status} />
          </div>
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <Detail label={t`Quantity`}>{quantity}</Detail>
          <Detail label={t`Method`}>{fulfilment(r.fulfilment)}</Detail>
          <Detail label={t`Packaging`}>{r.packaging ?? t`Any`}</Detail>
          <Detail label={t`Delivery date`}>
            {when}, <span className="whitespace-nowrap">{r.window_start}–{r.window_end}</span>
          </Detail>
          <Detail label={t`Created`}>{created}</Detail>
          <Detail label={t`Responses`}>{r.local === 'waiting' ? t`Not sent yet` : plural(responses, { one: '# quote', other: '# quotes' })}</Detail>
          <Detail label={t`Supplier`}>{r.supplier ?? t`Not chosen yet`}</Detail>
          <Detail label={t`Organic`}>
            {r.organic_required ? (
              <span className="inline-flex items-center gap-1">
                <Leaf aria-hidden="true" className="size-4 text-green-700" />
                {t`Required`}
              </span>
            ) : (
              t`Not required`
            )}
          </Detail>
        </dl>
      </div>
    </li>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="break-words text-gray-900">{children}</dd>
    </div>
  );
}
