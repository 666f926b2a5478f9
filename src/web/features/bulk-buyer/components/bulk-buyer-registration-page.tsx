// /register/bulk-buyer (spec §3, §5, §8): a Buyer registers their business and becomes a BulkBuyer. The contract's
// schema checks the form exactly as the server does; errors show once a field is left or on submit, never while
// typing into a fresh field. Online only (the role changes); offline the page says so and keeps what was typed.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Wifi } from 'lucide-react';
import { bulkBuyerRegistrationSchema, type BulkBuyerRegistrationFields } from '@contract/quotes.ts';
import { Button } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useOnline } from '@/lib/online.ts';
import { registerBulkBuyer } from '../register-bulk-buyer.ts';
import { BusinessFields } from './bulk-buyer-form-fields.tsx';

/** In the order of the page, so the first one named by the server takes the focus. */
const FIELDS: readonly BulkBuyerRegistrationFields[] = [
  'business_name',
  'business_number',
  'business_type',
  'expected_monthly_volume',
  'unit',
  'hst_number',
  'sfcr_license',
];

interface Banner {
  title: string;
  detail?: string;
}

export function BulkBuyerRegistrationPage() {
  const { t } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<Banner | null>(null);
  // The page's own error handling (a titled box, every server message of a field) instead of submitWith's alert.
  const {
    register,
    handleSubmit,
    setError,
    fieldError,
    formState: { isSubmitting },
  } = useContractForm(bulkBuyerRegistrationSchema, {
    defaultValues: {
      business_name: '',
      business_number: '',
      business_type: 'Food_Processor',
      expected_monthly_volume: '',
      hst_number: '',
      sfcr_license: '',
      unit: 'kg',
    },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        const res = await registerBulkBuyer(values);
        toast.success(t`Success`, res.message ?? t`Registered successfully.`);
        await navigate({ to: '/request-success' });
      } catch (err) {
        if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
          let placed = 0;
          for (const field of FIELDS) {
            const list = err.messages[field];
            if (!list?.length) continue;
            setError(field, { type: 'server', message: list.join(' ') }, { shouldFocus: placed === 0 });
            placed++;
          }
          setBanner({ title: t`Submission failed`, detail: err.message });
        } else {
          setBanner({
            title: t`An unexpected error occurred`,
            detail: err instanceof ApiError && err.isNetwork ? t`Check your connection and try again. What you typed is kept.` : t`Please try again in a moment.`,
          });
        }
      }
    },
    () => setBanner({ title: t`Please fix the validation errors above.` }),
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        <Trans>Register as a bulk buyer</Trans>
      </h1>
      <p className="mt-2 text-gray-700">
        <Trans>Buying for a restaurant, store, processor or distributor? Tell us about your business to request produce in volume and receive quotes from several farms.</Trans>
      </p>
      {!online && (
        <div className="mt-4">
          <Notice tone="info">
            <span className="inline-flex items-start gap-2">
              <Wifi aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <Trans>Registration needs a connection. You can fill in the form now and send it when you are back online; what you type is kept on this page.</Trans>
            </span>
          </Notice>
        </div>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="bulk-form-title"
        className="mt-6 space-y-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="bulk-form-title" className="text-lg font-semibold text-gray-900">
          <Trans>Your business</Trans>
        </h2>
        <BusinessFields register={register} fieldError={fieldError} />
        {banner && (
          <Notice>
            <p className="font-semibold">{banner.title}</p>
            {banner.detail && banner.detail !== banner.title && <p className="mt-1">{banner.detail}</p>}
          </Notice>
        )}
        <Button type="submit" size="lg" disabled={isSubmitting || !online}>
          {isSubmitting ? <Trans>Registering...</Trans> : <Trans>Register my business</Trans>}
        </Button>
      </form>
    </div>
  );
}
