// /seller/requests/{id}: one request sent to my farm (everything a farm may see: no street address) and the
// negotiation of my quote: the terms on the table with what changed, whose turn it is, my moves while the request
// is open, every version, why it closed, and once accepted the agreement and the order. Before I quote: the request
// and 'Submit a quote'. Opening the page marks the request seen and the buyer's latest move read.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useSellerRequest } from '../use-seller-requests.ts';
import { QuoteThread } from './quote-thread.tsx';
import { RequestDetails, useRequestFacts } from './request-facts.tsx';
import { BackToRequests, PageFrame, RequestHeader, useMarkSeen } from './request-page-parts.tsx';
import { NotOnDevice } from './submit-quote-page.tsx';

export function SellerRequestPage({ id }: { id: string }) {
  const view = useSellerRequest(id);
  const facts = useRequestFacts();
  useMarkSeen(view?.request);
  const request = view?.request;
  return (
    <PageFrame>
      <BackToRequests />
      {view === undefined ? (
        <p role="status" className="text-gray-700">
          <Trans>Loading the request…</Trans>
        </p>
      ) : !request ? (
        <NotOnDevice />
      ) : (
        <>
          <RequestHeader request={request} heading={facts.title(request)} />
          {view.quote ? (
            <QuoteThread request={request} quote={view.quote} agreement={view.agreement} waiting={view.waiting} refused={view.refused} />
          ) : request.status === 'pending' ? (
            <section
              aria-labelledby="no-quote-heading"
              className="flex flex-col items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
            >
              <h2 id="no-quote-heading" className="text-lg font-semibold text-gray-900">
                <Trans>You have not quoted yet</Trans>
              </h2>
              <p className="text-gray-800">
                <Trans>Answer with your price, quantity and dates. The buyer compares quotes from several farms.</Trans>
              </p>
              <Link to="/seller/requests/submit/$id" params={{ id: request.id }} className={buttonClasses('primary', 'lg')}>
                <Trans>Submit a quote</Trans>
              </Link>
            </section>
          ) : (
            <Notice tone="info">
              <Trans>This request is closed: it no longer takes quotes.</Trans>
            </Notice>
          )}
          <section aria-labelledby="request-heading" className="rounded-lg border border-gray-200 bg-white p-4">
            <h2 id="request-heading" className="mb-3 text-lg font-semibold text-gray-900">
              <Trans>What the buyer asks for</Trans>
            </h2>
            <RequestDetails request={request} />
          </section>
        </>
      )}
    </PageFrame>
  );
}
