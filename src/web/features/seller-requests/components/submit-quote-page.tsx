// /seller/requests/submit/{id}: the farm's quote for one request (spec §3 Seller quote). Prefilled from the request
// (quantity in lb, availability from today to the delivery date, my farm's location); works offline: the quote is
// kept on the device 'Waiting to be sent' and the page moves on to the conversation.
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { todayInCanada } from '@contract/order-rules.ts';
import { quoteTotalMinor, type QuoteTerms } from '@contract/quote-rules.ts';
import type { QuoteRequest } from '@contract/quotes.ts';
import { Notice } from '@/components/ui/notice.tsx';
import { submitQuote } from '@/domain/quotes/quote-writes.ts';
import type { LocalQuote } from '@/offline/db.ts';
import { newQuoteValues } from '../quote-form-values.ts';
import { useSellerRequest, type SellerRequestView } from '../use-seller-requests.ts';
import { QuoteTermsForm } from './quote-terms-form.tsx';
import { RequestDetails, useRequestFacts } from './request-facts.tsx';
import { BackToRequests, branchPlaces, defaultLocation, PageFrame, RequestHeader, useMarkSeen } from './request-page-parts.tsx';

export function SubmitQuotePage({ id }: { id: string }) {
  const view = useSellerRequest(id);
  useMarkSeen(view?.request);
  return (
    <PageFrame>
      <BackToRequests />
      {view === undefined ? (
        <p role="status" className="text-gray-700">
          <Trans>Loading the request…</Trans>
        </p>
      ) : !view.request ? (
        <NotOnDevice />
      ) : (
        <SubmitQuote view={view} request={view.request} />
      )}
    </PageFrame>
  );
}

export function NotOnDevice() {
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Request not found</Trans>
      </h1>
      <p className="text-gray-700">
        <Trans>This request is not on this device. It may have been sent to another farm, or this device has not loaded it yet: connect to the internet once.</Trans>
      </p>
    </>
  );
}

function SubmitQuote({ view, request }: { view: SellerRequestView; request: QuoteRequest }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const facts = useRequestFacts();
  const [today] = useState(() => todayInCanada());
  const [initial] = useState(() => newQuoteValues(request, today, defaultLocation(view.branches, view.farm)));
  const title = facts.title(request);

  async function send(terms: QuoteTerms, note: string | null, productId: string | null) {
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    const total = quoteTotalMinor(terms);
    const local: LocalQuote = {
      id,
      request_id: request.id,
      seller_id: view.farmId ?? '',
      farm_name: view.farm?.farm_name ?? '',
      buyer_id: request.buyer_id,
      product_id: productId,
      status: 'sent',
      closed_reason: null,
      reason: null,
      terms,
      total_minor: total,
      current_version: 1,
      versions: [{ number: 1, author: 'seller', kind: 'quote', terms, total_minor: total, note, created_at: now }],
      unread: false,
      order_id: null,
      agreement_id: null,
      created_at: now,
      updated_at: now,
      version: 0,
    };
    await submitQuote(request.id, { id, product_id: productId, terms, note }, local, t`Quote: ${title}`);
    await navigate({ to: '/seller/requests/$id', params: { id: request.id } });
  }

  return (
    <>
      <RequestHeader request={request} heading={<Trans>Quote for {title}</Trans>} />
      <section aria-labelledby="request-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="request-heading" className="mb-3 text-lg font-semibold text-gray-900">
          <Trans>What the buyer asks for</Trans>
        </h2>
        <RequestDetails request={request} />
      </section>
      {view.quote ? (
        <Notice tone="info">
          <Trans>You have already quoted on this request.</Trans>{' '}
          <Link to="/seller/requests/$id" params={{ id: request.id }} className="font-semibold underline">
            <Trans>Open the conversation</Trans>
          </Link>
        </Notice>
      ) : request.status !== 'pending' ? (
        <Notice tone="info">
          <Trans>This request is no longer open to quotes.</Trans>
        </Notice>
      ) : (
        <section aria-labelledby="quote-form-heading" className="rounded-lg border border-gray-200 bg-white p-4">
          <h2 id="quote-form-heading" className="mb-1 text-lg font-semibold text-gray-900">
            <Trans>Your quote</Trans>
          </h2>
          <p className="mb-4 text-sm text-gray-700">
            <Trans>The buyer sees your terms and total and can accept, counter or decline them. You can revise them until then.</Trans>
          </p>
          <QuoteTermsForm
            request={request}
            initial={initial}
            today={today}
            products={view.products}
            branchPlaces={branchPlaces(view.branches)}
            labelledBy="quote-form-heading"
            submitLabel={<Trans>Submit quote</Trans>}
            onSubmit={send}
          />
        </section>
      )}
    </>
  );
}
