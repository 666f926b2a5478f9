// /register/seller: a Buyer registers their farm and becomes a Seller. This call is online only (it changes the
// account's role); offline the page says so calmly. Errors show after a field is left or on submit.
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Wifi } from 'lucide-react';
import { z } from 'zod';
import { sellerRegistrationSchema } from '@contract/catalogue.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useErrorText } from '@/lib/form-errors.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useOnline } from '@/lib/online.ts';
import { registerSeller } from '../register-seller.ts';
import { PlaceFields } from './place-fields.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';

/** The form keeps certifications as one comma-separated text; the contract's schema gets the list. */
const formSchema = sellerRegistrationSchema.extend({
  certifications: z
    .string()
    .transform((v) => v.split(',').map((c) => c.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(80)).max(10)),
});

/** An issue about one certification sits on `certifications.N`. */
function certificationsError(error: unknown): string | undefined {
  const e = error as ({ message?: string } & Record<number, { message?: string } | undefined>) | undefined;
  if (!e) return undefined;
  return e.message ?? Object.values(e).find((x): x is { message?: string } => typeof x === 'object' && !!x && 'message' in x)?.message ?? 'validation.invalid';
}

const FIELDS = ['farm_name', 'description', 'province', 'city', 'address', 'postal_code', 'phone', 'certifications'] as const;

export function SellerRegistrationPage() {
  const { t } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const {
    register,
    submitWith,
    fieldError,
    serverError,
    formState: { errors, isSubmitting },
  } = useContractForm(formSchema, {
    defaultValues: { farm_name: '', description: '', province: '', city: '', address: '', postal_code: '', phone: '', certifications: '' },
  });

  const onSubmit = submitWith(
    async (values) => {
      const { message } = await registerSeller(values);
      toast.success(message);
      await navigate({ to: '/register-branch' });
    },
    {
      fields: FIELDS,
      offline: t`Registration needs a connection. Please try again when you are online.`,
      invalid: t`Please fix the validation errors above.`,
    },
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        <Trans>Register as a seller</Trans>
      </h1>
      <p className="mt-2 text-gray-700">
        <Trans>Tell buyers about your farm or business. Next you add a branch (a farm site, store or market stand); an administrator reviews it before your products are shown.</Trans>
      </p>
      {!online && (
        <div className="mt-4">
          <Notice tone="info">
            <span className="inline-flex items-start gap-2">
              <Wifi aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <Trans>Registering your farm needs a connection. You can fill in the form now and send it when you are back online.</Trans>
            </span>
          </Notice>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} aria-labelledby="seller-form-title" className="mt-6 space-y-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="seller-form-title" className="text-lg font-semibold text-gray-900">
          <Trans>Your farm</Trans>
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={<Trans>Farm or business name</Trans>} autoComplete="organization" className="sm:col-span-2" error={fieldError('farm_name')} {...register('farm_name')} />
          <TextAreaField label={<Trans>Description (optional)</Trans>} className="sm:col-span-2" error={fieldError('description')} {...register('description')} />
          <PlaceFields register={register} fieldError={fieldError} />
          <TextField
            label={<Trans>Certifications (optional)</Trans>}
            hint={<Trans>Separate them with commas, for example: Organic, CanadaGAP</Trans>}
            className="sm:col-span-2"
            error={errorText(certificationsError(errors.certifications))}
            {...register('certifications')}
          />
        </div>
        <Notice>{serverError}</Notice>
        <Button type="submit" size="lg" disabled={isSubmitting || !online}>
          {isSubmitting ? <Trans>Registering...</Trans> : <Trans>Register my farm</Trans>}
        </Button>
      </form>
    </div>
  );
}
