// Grade names in the reader's language.
import { Trans } from '@lingui/react/macro';
import type { Grade } from '@contract/enums.ts';

export function GradeLabel({ grade }: { grade: Grade }) {
  if (grade === 'top') return <Trans>Top grade</Trans>;
  if (grade === 'mid') return <Trans>Mid grade</Trans>;
  return <Trans>Lower grade</Trans>;
}
