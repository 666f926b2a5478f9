// Add or edit one address, validated with the contract (addressCreateBody / addressPatchBody).
import { Trans, useLingui } from '@lingui/react/macro';
import { addressCreateBody, addressPatchBody, formatPhone, type Address, type AddressCreate, type Province } from '@contract/accounts.ts';
import { TextField } from '@/components/ui/field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useOnline } from '@/lib/online.ts';
import { savedOfflineMessage } from '@/lib/saved-offline.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { createAddress, updateAddress } from '@/domain/profile/address-writes.ts';
import { SelectField, TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';

const FIELDS = ['label', 'full_name', 'phone_number', 'line1', 'line2', 'city', 'province', 'postal_code', 'delivery_instructions', 'is_default'] as const;

function initialValues(address: Address | null): AddressCreate {
  return {
    label: address?.label ?? '',
    full_name: address?.full_name ?? '',
    phone_number: formatPhone(address?.phone_number),
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    postal_code: address?.postal_code ?? '',
    delivery_instructions: address?.delivery_instructions ?? '',
    is_default: address?.is_default ?? false,
  };
}

export function AddressForm({
  address,
  provinces,
  onDone,
  heading: Heading = 'h3',
}: {
  address: Address | null;
  provinces: readonly Province[];
  onDone: () => void;
  /** One level under the address book's heading. */
  heading?: 'h2' | 'h3';
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const {
    register,
    submitWith,
    fieldError,
    serverError,
    setServerError,
    formState: { isSubmitting },
  } = useContractForm(
    // The patch schema accepts the same full set of fields; the create schema also allows a client id.
    address ? addressPatchBody : addressCreateBody,
    { defaultValues: initialValues(address) },
  );

  const onSubmit = submitWith(
    async (values) => {
      try {
        if (address) await updateAddress(address, values, (name) => t`Edit address ${name}`);
        else await createAddress(values as AddressCreate, (name) => t`Add address ${name}`);
      } catch (err) {
        // Saving is local (the outbox sends it later), so what fails here is the device: say what it said.
        if (err instanceof ApiError || !(err instanceof Error)) throw err;
        setServerError(err.message);
        return;
      }
      if (online) toast.success(address ? t`Address updated` : t`Address added`);
      else toast.info(savedOfflineMessage(t`Saved on this device. It will be sent when you are back online.`));
      onDone();
    },
    { fields: FIELDS },
  );

  const provinceName = (p: Province) => (i18n.locale === 'fr' ? p.name_fr : p.name_en);
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="address-form-title" className="space-y-4 rounded-lg border border-green-200 bg-green-50/40 p-4">
      <Heading id="address-form-title" className="text-lg font-semibold text-gray-900">
        {address ? <Trans>Edit address</Trans> : <Trans>Add an address</Trans>}
      </Heading>
      <Notice>{serverError}</Notice>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={<Trans>Label (optional)</Trans>} placeholder={t`Home, Farm stand...`} error={fieldError('label')} {...register('label')} />
        <TextField label={<Trans>Full name</Trans>} autoComplete="name" error={fieldError('full_name')} {...register('full_name')} />
        <TextField label={<Trans>Phone number (optional)</Trans>} type="tel" autoComplete="tel" error={fieldError('phone_number')} {...register('phone_number')} />
        <TextField label={<Trans>Street address</Trans>} autoComplete="address-line1" error={fieldError('line1')} {...register('line1')} />
        <TextField label={<Trans>Apartment, suite, unit (optional)</Trans>} autoComplete="address-line2" error={fieldError('line2')} {...register('line2')} />
        <TextField label={<Trans>City</Trans>} autoComplete="address-level2" error={fieldError('city')} {...register('city')} />
        <SelectField label={<Trans>Province or territory</Trans>} autoComplete="address-level1" error={fieldError('province')} {...register('province')}>
          <option value="">{t`Choose...`}</option>
          {provinces.map((p) => (
            <option key={p.code} value={p.code}>
              {provinceName(p)}
            </option>
          ))}
        </SelectField>
        <TextField label={<Trans>Postal code</Trans>} autoComplete="postal-code" autoCapitalize="characters" error={fieldError('postal_code')} {...register('postal_code')} />
        <TextAreaField
          label={<Trans>Delivery instructions (optional)</Trans>}
          className="sm:col-span-2"
          error={fieldError('delivery_instructions')}
          {...register('delivery_instructions')}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-gray-900">
        <input type="checkbox" className="h-5 w-5 accent-green-700" {...register('is_default')} />
        <Trans>Use as my default address</Trans>
      </label>
      {!online && (
        <Notice tone="info">
          <Trans>You are offline: the address is kept on this device and sent when the connection returns.</Trans>
        </Notice>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Saving...</Trans> : address ? <Trans>Save address</Trans> : <Trans>Add address</Trans>}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
