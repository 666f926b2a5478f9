// The request as the buyer sent it: quantity, grade, packaging, where and when, the target price and how many farms.
import type { ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PROVINCES } from '@contract/enums.ts';
import { useFulfilmentLabel, useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel, useUnitLabel } from '@/domain/products/unit-label.tsx';
import type { LocalQuoteRequest } from '@/offline/db.ts';

export function RequestSummary({ request }: { request: LocalQuoteRequest }) {
  const { t, i18n } = useLingui();
  const { day, money } = useOrderFormats();
  const fulfilment = useFulfilmentLabel();
  const grade = useGradeName();
  const unit = useUnitLabel();
  const quantityLabel = useQuantityLabel();
  const province = PROVINCES.find((p) => p.code === request.province);
  const provinceName = province ? (i18n.locale === 'fr' ? province.name_fr : province.name_en) : request.province;
  const place = [request.address?.line, request.city, provinceName].filter(Boolean).join(', ');
  const quantity = quantityLabel(request.quantity, request.unit);
  const date = day(request.delivery_date);
  const from = request.window_start;
  const to = request.window_end;
  const recipients = request.recipients;
  const rows: Array<[string, ReactNode]> = [
    [t`Quantity`, quantity],
    ...(request.variety ? [[t`Variety`, request.variety] as [string, ReactNode]] : []),
    [t`Grade`, request.grade ? grade(request.grade) : t`Any grade`],
    ...(request.packaging ? [[t`Packaging`, request.packaging] as [string, ReactNode]] : []),
    [t`Organic`, request.organic_required ? t`Required` : t`Not required`],
    [fulfilment(request.fulfilment), place],
    [t`Delivery date`, t`${date}, ${from} to ${to}`],
    [
      t`Target price`,
      request.target_price_minor === null
        ? t`No target`
        : (() => {
            const price = money(request.target_price_minor, request.currency);
            const per = unit(request.unit);
            return t`${price} per ${per}`;
          })(),
    ],
    [t`Sent to`, plural(recipients, { one: '# farm', other: '# farms' })],
  ];
  return (
    <>
      <dl className="grid grid-cols-[minmax(0,max-content)_1fr] gap-x-4 gap-y-2 text-sm" data-testid="request-summary">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className="min-w-0 break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {request.note && <p className="mt-3 whitespace-pre-line rounded-md bg-gray-50 p-3 text-sm text-gray-900">“{request.note}”</p>}
    </>
  );
}
