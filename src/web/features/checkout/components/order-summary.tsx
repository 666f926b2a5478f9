// The money of one checkout order: subtotal, discounts, delivery fee, the province's tax lines and the total.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Currency } from '@contract/enums.ts';
import { useOrderFormats, useTaxLineLabel } from '@/domain/orders/order-labels.tsx';
import type { TaxLine } from '@contract/order-rules.ts';
import type { OrderGroupProps } from './order-group.tsx';

export function OrderSummary({ currency, delivery, taxes, totals }: { currency: Currency; delivery: boolean } & { taxes: TaxLine[]; totals: OrderGroupProps['totals'] }) {
  const { t } = useLingui();
  const { money } = useOrderFormats();
  const taxLabel = useTaxLineLabel();
  const m = (amount: number) => money(amount, currency);
  return (
    <dl className="space-y-1 border-t border-gray-200 bg-gray-50 px-4 py-3 text-sm text-gray-800" data-testid="order-summary">
      <Row label={<Trans>Subtotal</Trans>} value={m(totals.subtotal_minor)} />
      {totals.discount_minor > 0 && <Row label={<Trans>Discounts</Trans>} value={`−${m(totals.discount_minor)}`} />}
      <Row label={<Trans>Delivery fee</Trans>} value={delivery ? (totals.delivery_fee_minor > 0 ? m(totals.delivery_fee_minor) : t`Free`) : t`Free (pickup)`} />
      {taxes.map((tax) => {
        return (
          <Row
            key={tax.name}
            label={taxLabel(tax)}
            value={m(tax.amount_minor)}
            testId="tax-line"
          />
        );
      })}
      <div className="flex justify-between gap-3 border-t border-gray-200 pt-2 text-base font-bold text-gray-900">
        <dt>
          <Trans>Order total</Trans>
        </dt>
        <dd data-testid="order-total">{m(totals.total_minor)}</dd>
      </div>
    </dl>
  );
}

function Row({ label, value, testId }: { label: ReactNode; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3" data-testid={testId}>
      <dt>{label}</dt>
      <dd className="shrink-0">{value}</dd>
    </div>
  );
}
