// Words and numbers of the seller dashboard in the reader's language.
import { useLingui } from '@lingui/react/macro';
import { useGradeName, useMovementKindLabel, useStatusLabel } from '@/lib/product-labels.tsx';

export function useDashboardLabels() {
  const { t, i18n } = useLingui();
  const status = useStatusLabel();
  const grade = useGradeName();
  const kind = useMovementKindLabel();
  const locale = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  const numbers = new Intl.NumberFormat(locale);
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'always' });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    status,
    grade,
    kind,
    number: (n: number) => numbers.format(n),
    signed: (n: number) => signed.format(n),
    date: (iso: string) => dates.format(new Date(iso)),
    productName: (p: { name: string; name_fr: string | null } | undefined) => (p ? (i18n.locale === 'fr' && p.name_fr ? p.name_fr : p.name) : t`A product`),
  };
}
