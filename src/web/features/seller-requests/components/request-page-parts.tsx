// Pieces both request pages share: the way back to the list, the request's heading card, marking the request seen
// when a page opens it, and the farm's default location.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import type { Branch, SellerPublic } from '@contract/catalogue.ts';
import type { QuoteRequest } from '@contract/quotes.ts';
import { RequestStatusBadge } from '@/domain/quotes/quote-labels.tsx';
import { markRequestSeen } from '@/domain/quotes/quote-writes.ts';
import { OrganicBadge, useRequestFacts } from './request-facts.tsx';

export function BackToRequests() {
  return (
    <Link to="/seller/requests" className="inline-flex min-h-10 items-center gap-1 self-start rounded text-sm font-semibold text-green-800 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>All requests</Trans>
    </Link>
  );
}

export function PageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:px-6">{children}</div>;
}

/** The request's picture, title, buyer and status above either page's content. */
export function RequestHeader({ request, heading }: { request: QuoteRequest; heading: ReactNode }) {
  const facts = useRequestFacts();
  return (
    <header className="flex gap-3 sm:gap-4">
      {request.image && <img src={request.image} alt="" className="size-20 flex-none rounded-md object-cover sm:size-24" />}
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{heading}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-gray-800">
          <span className="font-medium">{facts.buyer(request)}</span>
          <RequestStatusBadge status={request.status} />
          {request.organic_required && <OrganicBadge />}
        </p>
      </div>
    </header>
  );
}

/** The farm opened the request: say so to the server once (offline too, through the outbox). */
export function useMarkSeen(request: QuoteRequest | undefined) {
  const { t } = useLingui();
  const facts = useRequestFacts();
  const id = request?.id;
  const unread = request?.unread ?? false;
  const title = request ? facts.title(request) : '';
  const label = t`Request seen: ${title}`;
  useEffect(() => {
    if (id && unread) void markRequestSeen({ id, unread }, label);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request becoming unread, not per language change
  }, [id, unread]);
}

/** 'Guelph, ON' of my first branch, else my farm's province. */
export function defaultLocation(branches: Branch[], farm: SellerPublic | undefined): string {
  const b = branches[0];
  if (b) return `${b.city}, ${b.province}`;
  return farm?.province ?? '';
}

export function branchPlaces(branches: Branch[]): Record<string, string> {
  return Object.fromEntries(branches.map((b) => [b.id, `${b.city}, ${b.province}`]));
}
