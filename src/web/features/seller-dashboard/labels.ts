// Words and numbers of the seller dashboard in the reader's language.
import { useLingui } from '@lingui/react/macro';
import { productName, useGradeName, useMovementKindLabel, useQuantityFormats, useStatusLabel } from '@/domain/products/product-labels.tsx';

export function useDashboardLabels() {
  const { t, i18n } = useLingui();
  return {
    status: useStatusLabel(),
    grade: useGradeName(),
    kind: useMovementKindLabel(),
    ...useQuantityFormats(),
    productName: (p: { name: string; name_fr: string | null } | undefined) => (p ? productName(p, i18n.locale) : t`A product`),
  };
}
