import { useLingui } from '@lingui/react/macro';
import type { Gender } from '@contract/enums.ts';

export function useGenderLabel(): (g: Gender) => string {
  const { t } = useLingui();
  return (g) => ({ Male: t`Male`, Female: t`Female`, Other: t`Other` })[g];
}
