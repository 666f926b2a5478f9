// A refused edit whose product someone else changed first (412): both versions side by side, the fields that
// differ highlighted, and the seller's choice: send mine again over theirs, or take theirs.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Category, Product } from '@contract/catalogue.ts';
import { formatMoney } from '@contract/money.ts';
import { Button } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useUnitLabel } from '@/domain/products/unit-label.tsx';
import type { ProductBody } from '@/domain/products/local-product.ts';
import { useGradeName as useGradeLabel, useStatusLabel } from '@/domain/products/product-labels.tsx';

interface ConflictViewProps {
  mine: ProductBody;
  current: Product;
  categories: Category[];
  message: string;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}

type Comparable = Pick<
  ProductBody,
  | 'name'
  | 'name_fr'
  | 'category_id'
  | 'description'
  | 'tags'
  | 'unit'
  | 'weight'
  | 'organic'
  | 'status'
  | 'currency'
  | 'discount_percent'
  | 'min_order_qty'
  | 'low_stock_threshold'
  | 'harvest_date'
  | 'available_from'
  | 'available_until'
  | 'grades'
>;

export function ConflictView({ mine, current, categories, message, onKeepMine, onUseTheirs }: ConflictViewProps) {
  const { t, i18n } = useLingui();
  const unitLabel = useUnitLabel();
  const statusLabel = useStatusLabel();
  const gradeLabel = useGradeLabel();
  const none = t`None`;
  const category = (id: string) => {
    const c = categories.find((x) => x.id === id);
    return c ? (i18n.locale === 'fr' ? c.name_fr : c.name_en) : id;
  };
  const prices = (p: Comparable) =>
    p.grades.map((g) => `${gradeLabel(g.grade)}: ${formatMoney({ amount: g.price_minor, currency: p.currency }, i18n.locale)}`).join(' · ') || none;
  const rows: Array<{ label: string; of: (p: Comparable) => string }> = [
    { label: t`Product name`, of: (p) => p.name },
    { label: t`French name`, of: (p) => p.name_fr ?? none },
    { label: t`Category`, of: (p) => category(p.category_id) },
    { label: t`Status`, of: (p) => statusLabel(p.status) },
    { label: t`Grades and prices`, of: prices },
    { label: t`Discount (%)`, of: (p) => String(p.discount_percent) },
    { label: t`Unit`, of: (p) => unitLabel(p.unit) },
    { label: t`Weight`, of: (p) => (p.weight === null ? none : String(p.weight)) },
    { label: t`Minimum order quantity`, of: (p) => String(p.min_order_qty) },
    { label: t`Organic`, of: (p) => (p.organic ? t`Yes` : t`No`) },
    { label: t`Tags`, of: (p) => p.tags.join(', ') || none },
    { label: t`Description`, of: (p) => p.description ?? none },
    { label: t`Low-stock alert level`, of: (p) => (p.low_stock_threshold === null ? none : String(p.low_stock_threshold)) },
    { label: t`Harvest date`, of: (p) => p.harvest_date ?? none },
    { label: t`Available from`, of: (p) => p.available_from ?? none },
    { label: t`Available until`, of: (p) => p.available_until ?? none },
  ];

  return (
    <section aria-labelledby="conflict-title" className="space-y-4">
      <h2 id="conflict-title" className="text-xl font-semibold text-gray-900">
        <Trans>This product changed while you were editing it</Trans>
      </h2>
      <Notice tone="info">{message}</Notice>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">
            <Trans>Your version and the current version, field by field. Fields that differ are marked.</Trans>
          </caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="p-2 font-semibold text-gray-800">
                <Trans>Field</Trans>
              </th>
              <th scope="col" className="p-2 font-semibold text-gray-800">
                <Trans>Your version</Trans>
              </th>
              <th scope="col" className="p-2 font-semibold text-gray-800">
                <Trans>Current version</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const a = row.of(mine);
              const b = row.of(current);
              const differs = a !== b;
              return (
                <tr key={row.label} className={`border-b border-gray-200 align-top ${differs ? 'bg-amber-50' : ''}`} data-differs={differs || undefined}>
                  <th scope="row" className="p-2 font-medium text-gray-900">
                    {row.label}
                    {differs && (
                      <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
                        <Trans>Differs</Trans>
                      </span>
                    )}
                  </th>
                  <td className={`whitespace-pre-line p-2 ${differs ? 'font-semibold text-gray-900' : 'text-gray-700'}`}>{a}</td>
                  <td className={`whitespace-pre-line p-2 ${differs ? 'font-semibold text-gray-900' : 'text-gray-700'}`}>{b}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onKeepMine}>
          <Trans>Keep mine</Trans>
        </Button>
        <Button variant="secondary" onClick={onUseTheirs}>
          <Trans>Use theirs</Trans>
        </Button>
      </div>
    </section>
  );
}
