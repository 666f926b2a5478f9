// Words and numbers of the seller dashboard in the reader's language.
import { useLingui } from '@lingui/react/macro';
import type { Grade, ProductStatus, StockMovementKind } from '@contract/enums.ts';

export function useDashboardLabels() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  const numbers = new Intl.NumberFormat(locale);
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'always' });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    status: (s: ProductStatus) =>
      ({ Published: t`Published`, Draft: t`Draft`, Seasonal: t`Seasonal`, 'Out of Stock': t`Out of Stock`, 'In Stock': t`In Stock` })[s],
    grade: (g: Grade) => ({ top: t`Top grade`, mid: t`Mid grade`, lower: t`Lower grade` })[g],
    kind: (k: StockMovementKind) => ({ harvested: t`Harvested`, sold: t`Sold`, spoiled: t`Spoiled`, corrected: t`Corrected` })[k],
    number: (n: number) => numbers.format(n),
    signed: (n: number) => signed.format(n),
    date: (iso: string) => dates.format(new Date(iso)),
    productName: (p: { name: string; name_fr: string | null } | undefined) => (p ? (i18n.locale === 'fr' && p.name_fr ? p.name_fr : p.name) : t`A product`),
  };
}
