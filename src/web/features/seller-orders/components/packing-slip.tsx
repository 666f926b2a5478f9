// The packing slip: what to put in the box and where it goes. Hidden on screen, it is the whole page in print
// ('Print packing slip' calls window.print()). No prices: the slip travels with the produce.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatInvoiceNumber, useFulfilmentLabel, useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import type { LocalOrder } from '@/offline/db.ts';

export function PackingSlip({ order }: { order: LocalOrder }) {
  const { i18n } = useLingui();
  const f = useOrderFormats();
  const fulfilment = useFulfilmentLabel();
  const grade = useGradeName();
  const quantity = useQuantityLabel();
  const a = order.address;
  const b = order.branch;
  return (
    <section data-testid="packing-slip" aria-labelledby="slip-title" className="hidden text-black print:block">
      <header className="flex items-start justify-between border-b-2 border-black pb-3">
        <div>
          <p className="text-2xl font-bold">{order.farm_name}</p>
          <h2 id="slip-title" className="text-lg font-semibold">
            <Trans>Packing slip</Trans>
          </h2>
        </div>
        <p className="text-right text-lg font-bold">{formatInvoiceNumber(order.invoice_number)}</p>
      </header>
      <div className="mt-4 grid grid-cols-2 gap-6">
        <div>
          <h3 className="font-semibold">{fulfilment(order.fulfilment)}</h3>
          <p>{order.buyer_name}</p>
          {order.buyer_business && <p>{order.buyer_business}</p>}
          {order.fulfilment === 'delivery' && a && (
            <>
              <p>{a.full_name !== order.buyer_name ? a.full_name : null}</p>
              <p>{a.line}</p>
              <p>
                {a.city}, {a.province} {a.postal_code}
              </p>
              {a.phone && <p>{a.phone}</p>}
            </>
          )}
          {order.fulfilment === 'pickup' && b && (
            <>
              <p>
                <Trans>Pickup at {b.name}</Trans>
              </p>
              <p>
                {b.address}, {b.city}, {b.province}
              </p>
            </>
          )}
        </div>
        <div>
          <h3 className="font-semibold">
            <Trans>Date</Trans>
          </h3>
          <p>{f.day(order.date)}</p>
        </div>
      </div>
      <table className="mt-6 w-full border-collapse text-left">
        <thead>
          <tr className="border-b-2 border-black">
            <th scope="col" className="w-24 py-2 pr-4">
              <Trans>Packed</Trans>
            </th>
            <th scope="col" className="py-2">
              <Trans>Product</Trans>
            </th>
            <th scope="col" className="py-2">
              <Trans>Grade</Trans>
            </th>
            <th scope="col" className="py-2 text-right">
              <Trans>Quantity</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.id} className="border-b border-gray-500">
              <td className="py-3">
                <span aria-hidden="true" className="inline-block size-5 border-2 border-black" />
              </td>
              <td className="py-3 font-medium">{i18n.locale === 'fr' && l.product_name_fr ? l.product_name_fr : l.product_name}</td>
              <td className="py-3">{grade(l.grade)}</td>
              <td className="py-3 text-right font-semibold">{quantity(l.quantity, l.unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.note && (
        <div className="mt-6 border border-black p-3">
          <h3 className="font-semibold">
            <Trans>Note from the buyer</Trans>
          </h3>
          <p className="whitespace-pre-line">{order.note}</p>
        </div>
      )}
    </section>
  );
}
