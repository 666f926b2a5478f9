// /buyer/request/{id}: one of the bulk buyer's produce requests and its conversations, one per farm that answered:
// the request's summary (with 'Close request' while it is pending), then each farm's quote with its current terms,
// its versions, and the review form (Accept, Reject, Counter-Offer) when it is the buyer's turn.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Ban, FileSearch, Inbox } from 'lucide-react';
import { PROVINCES } from '@contract/enums.ts';
import { REASON_MAX } from '@contract/orders.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useFulfilmentLabel, useOrderFormats } from '@/lib/order-labels.tsx';
import { useGradeName } from '@/lib/product-labels.tsx';
import { RequestStatusBadge, useClosedReasonLabel } from '@/lib/quote-labels.tsx';
import { useUnitLabel } from '@/lib/unit-label.tsx';
import type { LocalQuoteRequest } from '@/offline/db.ts';
import { closeRequest } from '@/offline/quote-writes.ts';
import { useNegotiation, type Negotiation } from '../use-negotiation.ts';
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';
import { Conversation } from './conversation.tsx';

export function NegotiationPage({ id }: { id: string }) {
  const found = useNegotiation(id);
  if (found.state === 'loading')
    return (
      <Frame>
        <p className="mt-4 text-gray-700">
          <Trans>Loading the request…</Trans>
        </p>
      </Frame>
    );
  if (found.state !== 'found')
    return (
      <Frame>
        <div className="mt-6 flex flex-col items-center gap-4 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center" data-testid="request-not-found">
          <FileSearch aria-hidden="true" className="size-12 text-gray-500" />
          <h1 className="text-2xl font-bold text-gray-900">{found.state === 'missing' ? <Trans>Request not found</Trans> : <Trans>Error fetching the request</Trans>}</h1>
          <p className="text-gray-800">
            {found.state === 'missing' ? <Trans>This request is not among yours on this device.</Trans> : <Trans>Please try again when you are online.</Trans>}
          </p>
        </div>
      </Frame>
    );
  return <NegotiationView {...found} />;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <Link to="/buyer/requests" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-green-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All requests</Trans>
      </Link>
      {children}
    </div>
  );
}

export function requestTitle(request: Pick<LocalQuoteRequest, 'title' | 'title_fr'>, lang: string): string {
  return lang === 'fr' && request.title_fr ? request.title_fr : request.title;
}

function NegotiationView({ request, requestWaiting, quotes, waitingQuotes, agreements }: Negotiation) {
  const { i18n } = useLingui();
  const closedReason = useClosedReasonLabel();
  const title = requestTitle(request, i18n.locale);
  const recipients = request.recipients;
  const pending = request.status === 'pending';

  return (
    <Frame>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          {requestWaiting && <WaitingBadge />}
          <RequestStatusBadge status={request.status} />
        </div>
      </div>
      {request.local === 'waiting' && (
        <div className="mt-4">
          <Notice tone="info">
            <Trans>This request is on this device and will be sent to the farms when you are back online.</Trans>
          </Notice>
        </div>
      )}
      {request.closed_reason && request.status !== 'pending' && (
        <p className="mt-3 text-gray-800" data-testid="request-closed-reason">
          {closedReason(request.closed_reason)}
        </p>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_1fr] lg:items-start">
        <section aria-labelledby="request-summary" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <h2 id="request-summary" className="mb-3 text-lg font-semibold text-gray-900">
            <Trans>Your request</Trans>
          </h2>
          <RequestSummary request={request} />
          {pending && request.local !== 'waiting' && (
            <div className="mt-4">
              <CloseRequestButton request={request} title={title} />
            </div>
          )}
        </section>

        <section aria-labelledby="conversations" className="flex flex-col gap-4">
          <h2 id="conversations" className="text-lg font-semibold text-gray-900">
            <Trans>Quotes from farms</Trans>
          </h2>
          {quotes.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center" data-testid="no-quotes">
              <Inbox aria-hidden="true" className="size-10 text-gray-500" />
              <p className="text-gray-800">
                {pending ? (
                  plural(recipients, { one: 'Sent to # farm. Quotes will appear here.', other: 'Sent to # farms. Quotes will appear here.' })
                ) : (
                  <Trans>No farm sent a quote for this request.</Trans>
                )}
              </p>
            </div>
          ) : (
            <ul className="flex flex-col gap-4">
              {quotes.map((quote) => (
                <li key={quote.id}>
                  <Conversation
                    quote={quote}
                    request={request}
                    waiting={waitingQuotes.has(quote.id)}
                    agreement={agreements.get(quote.id)}
                    defaultOpen={quotes.length === 1}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Frame>
  );
}

function RequestSummary({ request }: { request: LocalQuoteRequest }) {
  const { t, i18n } = useLingui();
  const { day, money } = useOrderFormats();
  const fulfilment = useFulfilmentLabel();
  const grade = useGradeName();
  const unit = useUnitLabel();
  const province = PROVINCES.find((p) => p.code === request.province);
  const provinceName = province ? (i18n.locale === 'fr' ? province.name_fr : province.name_en) : request.province;
  const place = [request.address?.line, request.city, provinceName].filter(Boolean).join(', ');
  const quantity = `${new Intl.NumberFormat(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA').format(request.quantity)} ${unit(request.unit)}`;
  const date = day(request.delivery_date);
  const from = request.window_start;
  const to = request.window_end;
  const recipients = request.recipients;
  const rows: Array<[string, ReactNode]> = [
    [t`Quantity`, quantity],
    ...(request.variety ? [[t`Variety`, request.variety] as [string, ReactNode]] : []),
    [t`Grade`, request.grade ? grade(request.grade) : t`Any grade`],
    ...(request.packaging ? [[t`Packaging`, request.packaging] as [string, ReactNode]] : []),
    [t`Organic`, request.organic_required ? t`Required` : t`Not required`],
    [fulfilment(request.fulfilment), place],
    [t`Delivery date`, t`${date}, ${from} to ${to}`],
    [
      t`Target price`,
      request.target_price_minor === null
        ? t`No target`
        : (() => {
            const price = money(request.target_price_minor, request.currency);
            const per = unit(request.unit);
            return t`${price} per ${per}`;
          })(),
    ],
    [t`Sent to`, plural(recipients, { one: '# farm', other: '# farms' })],
  ];
  return (
    <>
      <dl className="grid grid-cols-[minmax(0,max-content)_1fr] gap-x-4 gap-y-2 text-sm" data-testid="request-summary">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className="min-w-0 break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {request.note && <p className="mt-3 whitespace-pre-line rounded-md bg-gray-50 p-3 text-sm text-gray-900">“{request.note}”</p>}
    </>
  );
}

function CloseRequestButton({ request, title }: { request: LocalQuoteRequest; title: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await closeRequest(request.id, reason.trim() || null, t`Close request ${title}`);
      setOpen(false);
      toast.success(t`Request closed`);
    } catch {
      toast.error(t`Update failed`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Ban aria-hidden="true" className="size-4" />
        <Trans>Close request</Trans>
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={<Trans>Close this request?</Trans>}
        description={<Trans>Farms can no longer quote, and the open quotes are declined politely.</Trans>}
        closeButton={false}
      >
        <form className="mt-4 flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <TextAreaField label={<Trans>Reason (optional)</Trans>} value={reason} maxLength={REASON_MAX} onChange={(e) => setReason(e.target.value)} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <Trans>Keep it open</Trans>
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              <Trans>Close request</Trans>
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
