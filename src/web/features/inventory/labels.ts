// Words and numbers of the inventory screens in the reader's language: movement kinds, grades, signed quantities,
// dates, provinces, and the refusal text the server would give (same message catalogue).
import { useLingui } from '@lingui/react/macro';
import { PROVINCES, type Grade } from '@contract/enums.ts';
import { translate } from '@contract/messages.ts';
import { productName, useGradeName, useMovementKindLabel, useQuantityFormats } from '@/domain/products/product-labels.tsx';

export function useInventoryLabels() {
  const { i18n } = useLingui();
  const lang = i18n.locale === 'fr' ? 'fr' : 'en';
  return {
    lang,
    kind: useMovementKindLabel(),
    grade: useGradeName(),
    ...useQuantityFormats(),
    province: (code: string | null | undefined) => {
      const p = PROVINCES.find((x) => x.code === code);
      return p ? (lang === 'fr' ? p.name_fr : p.name_en) : (code ?? '');
    },
    /** The server's own words for a movement it would refuse. */
    notEnough: (grade: Grade, stock: number) => translate('stock.negative', lang, { grade: translate(`stock.grade_${grade}`, lang), stock }),
    productName: (p: { name: string; name_fr: string | null }) => productName(p, lang),
  };
}
