// A unit of sale in the reader's language ('kg', 'pièce'...); shared by every screen that shows quantities.
import { useLingui } from '@lingui/react/macro';
import type { Unit } from '@contract/enums.ts';

export function useUnitLabel(): (unit: Unit) => string {
  const { t } = useLingui();
  return (unit) =>
    ({
      kg: t`kg`,
      g: t`g`,
      lb: t`lb`,
      oz: t`oz`,
      l: t`L`,
      ml: t`mL`,
      piece: t`piece`,
      box: t`box`,
      pack: t`pack`,
      dozen: t`dozen`,
    })[unit];
}

export function UnitLabel({ unit }: { unit: Unit }) {
  return <>{useUnitLabel()(unit)}</>;
}
