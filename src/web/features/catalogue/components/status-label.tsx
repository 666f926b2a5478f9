// Product statuses (spec §3) in the reader's language.
import { useLingui } from '@lingui/react/macro';
import type { ProductStatus } from '@contract/enums.ts';

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
