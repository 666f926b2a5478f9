// Grade names in the reader's language (the catalogue has the same words; features do not share files).
import { useLingui } from '@lingui/react/macro';
import type { Grade } from '@contract/enums.ts';

export function useGradeName(): (grade: Grade) => string {
  const { t } = useLingui();
  return (grade) => (grade === 'top' ? t`Top grade` : grade === 'mid' ? t`Mid grade` : t`Lower grade`);
}
