// The seller's order screens' words: the CSV export's headers and values in the reader's language.
import { useLingui } from '@lingui/react/macro';
import { useFulfilmentLabel, useOrderStatusLabel, usePaymentMethodLabel } from '@/domain/orders/order-labels.tsx';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useUnitLabel } from '@/domain/products/unit-label.tsx';
import type { CsvLabels } from './csv.ts';

export function useCsvLabels(): CsvLabels {
  const { t, i18n } = useLingui();
  return {
    headers: {
      invoice: t`Invoice`,
      placedAt: t`Placed at`,
      status: t`Status`,
      date: t`Delivery or pickup date`,
      fulfilment: t`Fulfilment`,
      buyer: t`Buyer`,
      business: t`Business`,
      place: t`Address or branch`,
      product: t`Product`,
      grade: t`Grade`,
      quantity: t`Quantity`,
      unit: t`Unit`,
      unitPrice: t`Unit price`,
      lineTotal: t`Line total`,
      orderTotal: t`Order total`,
      currency: t`Currency`,
      payment: t`Payment method`,
    },
    status: useOrderStatusLabel(),
    fulfilment: useFulfilmentLabel(),
    grade: useGradeName(),
    unit: useUnitLabel(),
    payment: usePaymentMethodLabel(),
    lang: i18n.locale,
  };
}
