// The choices of the bulk buyer form in the reader's language: the five business types and the ten units by name.
import { useLingui } from '@lingui/react/macro';
import { BUSINESS_TYPES, UNITS, type Unit } from '@contract/enums.ts';
import { useBusinessTypeLabel } from '@/lib/quote-labels.tsx';

function useUnitName(): (unit: Unit) => string {
  const { t } = useLingui();
  return (unit) =>
    ({
      kg: t`Kilograms (kg)`,
      g: t`Grams (g)`,
      lb: t`Pounds (lb)`,
      oz: t`Ounces (oz)`,
      l: t`Litres (L)`,
      ml: t`Millilitres (mL)`,
      piece: t`Pieces`,
      box: t`Boxes`,
      pack: t`Packs`,
      dozen: t`Dozens`,
    })[unit];
}

export function BusinessTypeOptions() {
  const { t } = useLingui();
  const label = useBusinessTypeLabel();
  return (
    <>
      <option value="">{t`Choose a business type`}</option>
      {BUSINESS_TYPES.map((type) => (
        <option key={type} value={type}>
          {label(type)}
        </option>
      ))}
    </>
  );
}

export function UnitOptions() {
  const { t } = useLingui();
  const name = useUnitName();
  return (
    <>
      <option value="">{t`Choose a unit`}</option>
      {UNITS.map((unit) => (
        <option key={unit} value={unit}>
          {name(unit)}
        </option>
      ))}
    </>
  );
}
