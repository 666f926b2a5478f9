// Where a farm or a branch is: province, city, address, postal code and phone, as both forms ask for them.
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { useProvinceOptions } from '../provinces.ts';

type PlaceField = 'province' | 'city' | 'address' | 'postal_code' | 'phone';

/** The form's values must have these five fields (names as in the contract's seller and branch schemas). */
export function PlaceFields<T extends FieldValues>({
  register,
  fieldError,
}: {
  register: UseFormRegister<T>;
  /** The field's message in the reader's language (useContractForm's fieldError). */
  fieldError: (name: PlaceField) => string | undefined;
}) {
  const { t } = useLingui();
  const provinces = useProvinceOptions();
  const field = (name: PlaceField) => register(name as Path<T>);
  return (
    <>
      <SelectField label={<Trans>Province or territory</Trans>} autoComplete="address-level1" error={fieldError('province')} {...field('province')}>
        <option value="">{t`Choose...`}</option>
        {provinces.map((p) => (
          <option key={p.code} value={p.code}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <TextField label={<Trans>City</Trans>} autoComplete="address-level2" error={fieldError('city')} {...field('city')} />
      <TextField label={<Trans>Address</Trans>} autoComplete="street-address" className="sm:col-span-2" error={fieldError('address')} {...field('address')} />
      <TextField label={<Trans>Postal code (optional)</Trans>} autoComplete="postal-code" autoCapitalize="characters" error={fieldError('postal_code')} {...field('postal_code')} />
      <TextField label={<Trans>Phone (optional)</Trans>} type="tel" autoComplete="tel" error={fieldError('phone')} {...field('phone')} />
    </>
  );
}
