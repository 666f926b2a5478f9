// Words and numbers of the inventory screens in the reader's language: movement kinds, grades, signed quantities,
// dates, provinces, and the refusal text the server would give (same message catalogue).
import { useLingui } from '@lingui/react/macro';
import { PROVINCES, type Grade } from '@contract/enums.ts';
import { useGradeName, useMovementKindLabel } from '@/lib/product-labels.tsx';
import { translate } from '@contract/messages.ts';

export function useInventoryLabels() {
  const { i18n } = useLingui();
  const kind = useMovementKindLabel();
  const grade = useGradeName();
  const lang = i18n.locale === 'fr' ? 'fr' : 'en';
  const locale = lang === 'fr' ? 'fr-CA' : 'en-CA';
  const numbers = new Intl.NumberFormat(locale);
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'always' });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    lang,
    kind,
    grade,
    number: (n: number) => numbers.format(n),
    signed: (n: number) => signed.format(n),
    date: (iso: string) => dates.format(new Date(iso)),
    province: (code: string | null | undefined) => {
      const p = PROVINCES.find((x) => x.code === code);
      return p ? (lang === 'fr' ? p.name_fr : p.name_en) : (code ?? '');
    },
    /** The server's own words for a movement it would refuse. */
    notEnough: (grade: Grade, stock: number) => translate('stock.negative', lang, { grade: translate(`stock.grade_${grade}`, lang), stock }),
    productName: (p: { name: string; name_fr: string | null }) => (lang === 'fr' && p.name_fr ? p.name_fr : p.name),
  };
}
