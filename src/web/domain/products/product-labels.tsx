// The catalogue's words and numbers in the reader's language: product names, grades, statuses, movement kinds,
// quantities and dates. One place, so the marketplace, the cart, the seller's screens and the inventory agree.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Grade, ProductStatus, StockMovementKind } from '@contract/enums.ts';

export function GradeLabel({ grade }: { grade: Grade }) {
  if (grade === 'top') return <Trans>Top grade</Trans>;
  if (grade === 'mid') return <Trans>Mid grade</Trans>;
  return <Trans>Lower grade</Trans>;
}

export function useGradeName(): (grade: Grade) => string {
  const { t } = useLingui();
  return (grade) => (grade === 'top' ? t`Top grade` : grade === 'mid' ? t`Mid grade` : t`Lower grade`);
}

export function useStatusLabel(): (status: ProductStatus) => string {
  const { t } = useLingui();
  return (status) =>
    ({
      Published: t`Published`,
      Draft: t`Draft`,
      Seasonal: t`Seasonal`,
      'Out of Stock': t`Out of Stock`,
      'In Stock': t`In Stock`,
    })[status];
}

export function useMovementKindLabel(): (kind: StockMovementKind) => string {
  const { t } = useLingui();
  return (kind) => ({ harvested: t`Harvested`, sold: t`Sold`, spoiled: t`Spoiled`, corrected: t`Corrected`, reserved: t`Reserved by an order`, released: t`Released by an order` })[kind];
}

/** The French name when the reader reads French and the product has one. */
export function productName(product: { name: string; name_fr: string | null }, lang: string): string {
  return lang === 'fr' && product.name_fr ? product.name_fr : product.name;
}

/** Quantities (plain and signed, '+40') and date-times in the reader's locale. */
export function useQuantityFormats() {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  const numbers = new Intl.NumberFormat(locale);
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'always' });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    number: (n: number) => numbers.format(n),
    signed: (n: number) => signed.format(n),
    date: (iso: string) => dates.format(new Date(iso)),
  };
}
