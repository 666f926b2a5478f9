// Words of the seller's product screens: statuses, grades and sync states in the reader's language.
import { useLingui } from '@lingui/react/macro';
import type { Grade, ProductStatus } from '@contract/enums.ts';
import type { SyncState } from '../use-seller-products.ts';

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

export function useGradeLabel(): (grade: Grade) => string {
  const { t } = useLingui();
  return (grade) => ({ top: t`Top grade`, mid: t`Mid grade`, lower: t`Lower grade` })[grade];
}

export function SyncBadge({ state }: { state: SyncState }) {
  const { t } = useLingui();
  if (state === 'synced') return null;
  const [text, tone] =
    state === 'waiting' ? [t`Waiting to sync`, 'border-amber-300 bg-amber-50 text-amber-900'] : [t`Not saved`, 'border-red-300 bg-red-50 text-red-900'];
  return <span className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${tone}`}>{text}</span>;
}
