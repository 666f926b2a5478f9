// /request-produce: a bulk buyer asks farms for produce. What (a catalogue product or the buyer's own words, with its
// category), how much and how packed, delivery or pickup, the date and time window (chosen on /request/timepicker),
// a target price, payment, a note, and which farms. The draft lives on the device (so the time picker and a reload
// keep it); sending goes through the outbox, so it works offline ('Waiting to be sent' until the signal returns).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import type { User } from '@contract/accounts.ts';
import { paymentMethodsFor } from '@contract/order-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useAuth } from '@/lib/auth.ts';
import { useBulkBuyerProfile } from '@/domain/profile/bulk-buyer-profile.ts';
import { useErrorText } from '@/lib/form-errors.ts';
import { toastSaved } from '@/lib/saved-offline.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { createRequest } from '@/domain/quotes/quote-writes.ts';
import { clearDraft, type RequestDraft } from '../request-draft.ts';
import { errorPath, localRequestRow, REQUEST_FIELDS, requestForm, type RequestField } from '../request-values.ts';
import { farmsForCategory, useRequestFormData, type RequestFormData } from '../use-request-data.ts';
import { useRequestDraft } from '../use-request-draft.ts';
import { FarmsChoice } from './farms-choice.tsx';
import { fieldId } from './request-fields.tsx';
import { DeliverySection, PriceSection, WhatSection } from './request-sections.tsx';

export function RequestProducePage({ productId }: { productId?: string | undefined }) {
  const { user } = useAuth();
  const data = useRequestFormData();
  const { draft, setDraft, missingProduct } = useRequestDraft(user?.id ?? '', productId);

  return (
    <Shell>
      {!draft || !data || !user ? (
        <p className="mt-6 text-gray-700">
          <Trans>Loading the request form…</Trans>
        </p>
      ) : (
        <>
          <p className="mt-1 text-gray-700">
            <Trans>Describe what you need; the farms answer with quotes you can accept, reject or counter.</Trans>
          </p>
          {missingProduct && (
            <div className="mt-4">
              <Notice tone="info">
                <Trans>That product is not on this device yet. Describe what you need in your own words.</Trans>
              </Notice>
            </div>
          )}
          <RequestForm draft={draft} setDraft={setDraft} data={data} user={user} />
        </>
      )}
    </Shell>
  );
}

function RequestForm({ draft, setDraft, data, user }: { draft: RequestDraft; setDraft: Dispatch<SetStateAction<RequestDraft | null>>; data: RequestFormData; user: User }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const profile = useBulkBuyerProfile();
  const errorText = useErrorText();

  // The draft made valid against what the device knows now: a saved address, a payment method of the fulfilment.
  const address = data.addresses.find((a) => a.id === draft.address_id) ?? data.addresses[0] ?? null;
  const payments = paymentMethodsFor('BulkBuyer', draft.fulfilment);
  const payment = payments.includes(draft.payment_method) ? draft.payment_method : 'invoice_net30';
  const resolved: RequestDraft = { ...draft, address_id: draft.fulfilment === 'delivery' ? (address?.id ?? '') : draft.address_id, payment_method: payment };
  const province = draft.fulfilment === 'delivery' ? (address?.province ?? '') : draft.province;
  const farms = farmsForCategory(data, draft.category_id, province);
  const product = draft.product_id ? (data.products.find((p) => p.id === draft.product_id) ?? null) : null;

  // The draft on the device is the form's state (the time picker writes it too); the hook checks it on submit and
  // keeps each message until its field changes.
  const form = useContractForm(requestForm, { values: resolved, resetOptions: { keepErrors: true }, mode: 'onSubmit', reValidateMode: 'onSubmit' });

  const change = (patch: Partial<RequestDraft>, clears: RequestField[] = []) => {
    setDraft((d) => (d ? { ...d, ...patch } : d));
    if (clears.length) form.clearErrors(clears.map(errorPath));
  };

  const submit = form.submitWith(
    async ({ body, parsed }) => {
      try {
        const local = localRequestRow({ parsed, user, product, address: draft.fulfilment === 'delivery' ? address : null });
        if (profile?.business_name) local.buyer_business = profile.business_name;
        const what = parsed.title;
        await createRequest(body, local, t`Request for ${what}`);
        await clearDraft(user.id);
      } catch {
        toast.error(t`Your request could not be saved on this device.`);
        return;
      }
      toastSaved(errorText('request.created')!, t`Saved on this device; it will be sent when you are back online`);
      await navigate({ to: '/buyer/request/$id', params: { id: draft.id } });
    },
    {
      invalid: t`Please fix the errors in the form.`,
      onInvalid: (errors) => {
        const first = REQUEST_FIELDS.find((f) => errors[errorPath(f)]);
        if (first) document.getElementById(fieldId(first))?.focus();
      },
    },
  );

  const err = (field: RequestField) => form.fieldError(errorPath(field));
  const summary = form.serverError;
  const sending = form.formState.isSubmitting;
  const sections = { draft, data, err, change };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 flex flex-col gap-6" aria-describedby={summary ? 'request-summary' : undefined}>
      <div id="request-summary">
        <Notice>{summary}</Notice>
      </div>
      <WhatSection {...sections} />
      <DeliverySection {...sections} address={address} />
      <PriceSection {...sections} payment={payment} payments={payments} />
      <FarmsChoice draft={draft} farms={farms} province={province} error={err('seller_ids')} onChange={(patch) => change(patch, ['seller_ids'])} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? t`Sending…` : t`Send request`}
        </Button>
        <Link to="/buyer/requests" className="text-sm font-semibold text-green-800 underline">
          <Trans>Your requests</Trans>
        </Link>
      </div>
    </form>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        <Trans>Request produce</Trans>
      </h1>
      {children}
    </div>
  );
}
