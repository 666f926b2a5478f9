// The catalogue's words in the reader's language: grades, product statuses, inventory movement kinds. One place,
// so the marketplace, the cart, the seller's screens and the inventory never name a grade two ways.
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
  return (kind) => ({ harvested: t`Harvested`, sold: t`Sold`, spoiled: t`Spoiled`, corrected: t`Corrected` })[kind];
}
