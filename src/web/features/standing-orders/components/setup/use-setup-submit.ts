// What the set-up form sends: today's prices from the device's catalogue on every line (the prices the buyer sees),
// one currency, the farm's minimum reached, the address or pickup place that goes with the fulfilment; then the
// standing order is set up through the outbox and the buyer goes to its page.
import { useLingui } from '@lingui/react/macro';
import type { Address } from '@contract/accounts.ts';
import type { Branch, Product, SellerPublic } from '@contract/catalogue.ts';
import type { StandingSchedule } from '@contract/standing-order-rules.ts';
import type { createStandingOrderSchema } from '@contract/standing-orders.ts';
import { priceOf } from '@/domain/cart/cart-writes.ts';
import { setUpStandingOrder } from '@/domain/standing-orders/standing-order-writes.ts';
import { useAuth } from '@/lib/auth.ts';
import { toastSaved } from '@/lib/saved-offline.ts';
import type { ContractForm } from '@/lib/use-contract-form.ts';
import { placeOf } from '@/domain/orders/fulfilment-fields.tsx';
import { setupTotals } from './setup-summary.tsx';

interface Args {
  form: ContractForm<typeof createStandingOrderSchema>;
  seller: SellerPublic | undefined;
  products: readonly Product[];
  branches: readonly Branch[];
  addresses: readonly Address[];
  onPlaced: (id: string) => void;
}

/** The first field with a message, to focus after a refused submit. */
const FOCUS_ORDER: Array<[string, string]> = [
  ['seller_id', 'setup-farm'],
  ['start_date', 'setup-start'],
  ['end_date', 'setup-end'],
  ['lines', 'setup-lines'],
  ['weekdays', 'setup-weekdays'],
  ['address_id', 'setup-address'],
  ['branch_id', 'setup-branch'],
];

export function useSetupSubmit({ form, seller, products, branches, addresses, onPlaced }: Args) {
  const { t } = useLingui();
  const { user } = useAuth();
  const v = form.watch();
  const byId = new Map(products.map((p) => [p.id, p]));
  const priced = (v.lines ?? []).map((l) => ({
    ...l,
    unit_price_minor: (byId.get(l.product_id) && priceOf(byId.get(l.product_id)!, l.grade)) ?? l.unit_price_minor,
  }));
  const currencies = [...new Set(priced.flatMap((l) => (byId.get(l.product_id) ? [byId.get(l.product_id)!.currency] : [])))];
  const goods = priced.reduce((n, l) => n + (Number.isFinite(l.quantity) ? l.quantity : 0) * l.unit_price_minor, 0);
  const totals = setupTotals(goods, seller, v.fulfilment, currencies[0] ?? 'CAD');
  const schedule: StandingSchedule | null = v.start_date
    ? { cadence: v.cadence, weekdays: v.weekdays ?? [], start_date: v.start_date, end_date: v.end_date ?? null }
    : null;

  const submit = form.submitWith(
    async (values) => {
      if (!user || !seller) return;
      if (currencies.length > 1) return form.setServerError(t`A standing order is paid in one currency: choose products sold in the same currency.`);
      if (totals.missing > 0) return form.setServerError(t`Add products to reach the farm's minimum order.`);
      const delivery = values.fulfilment === 'delivery';
      const body = {
        ...values,
        weekdays: values.cadence === 'weekdays' ? values.weekdays : [],
        end_date: values.end_date ?? null,
        address_id: delivery ? (values.address_id ?? null) : null,
        branch_id: delivery ? null : (values.branch_id ?? null),
        lines: values.lines.map((l) => ({
          ...l,
          unit_price_minor: priced.find((p) => p.product_id === l.product_id && p.grade === l.grade)?.unit_price_minor ?? l.unit_price_minor,
        })),
      };
      const farm = seller.farm_name;
      const id = await setUpStandingOrder({
        body,
        buyer: user,
        farmName: farm,
        place: placeOf(body, addresses, branches),
        currency: totals.currency,
        products: byId,
        label: t`Standing order from ${farm}`,
      });
      toastSaved(t`Standing order set up`, t`Your standing order is saved on this device and will be sent when you are back online.`);
      onPlaced(id);
    },
    {
      onInvalid: (errors) => {
        const first = FOCUS_ORDER.find(([field]) => field in errors);
        if (first) document.getElementById(first[1])?.focus();
      },
    },
  );
  return { submit, totals, schedule };
}
