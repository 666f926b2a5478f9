// Grade names in the reader's language.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Grade } from '@contract/enums.ts';

export function GradeLabel({ grade }: { grade: Grade }) {
  if (grade === 'top') return <Trans>Top grade</Trans>;
  if (grade === 'mid') return <Trans>Mid grade</Trans>;
  return <Trans>Lower grade</Trans>;
}

export function useGradeName(): (grade: Grade) => string {
  const { t } = useLingui();
  return (grade) => (grade === 'top' ? t`Top grade` : grade === 'mid' ? t`Mid grade` : t`Lower grade`);
}
