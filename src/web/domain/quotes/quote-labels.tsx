// Bulk buying's words in the reader's language: request and quote statuses (with their badges), the moves of a
// negotiation, why a quote closed, business types and the two weight units of a quote. One place, so the buyer's
// and the farm's request screens, the dashboard and the notification feed agree.
import { useLingui } from '@lingui/react/macro';
import type { BusinessType, ClosedReason, QuoteAction, QuoteStatus, QuoteUnit, RequestStatus } from '@contract/enums.ts';

export function useRequestStatusLabel(): (status: RequestStatus) => string {
  const { t } = useLingui();
  return (status) =>
    ({
      pending: t`Pending`,
      approved: t`Approved`,
      rejected: t`Rejected`,
      completed: t`Completed`,
      expired: t`Expired`,
    })[status];
}

const requestTones: Record<RequestStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  approved: 'border-sky-300 bg-sky-50 text-sky-900',
  rejected: 'border-red-300 bg-red-50 text-red-900',
  completed: 'border-green-300 bg-green-50 text-green-900',
  expired: 'border-gray-400 bg-gray-100 text-gray-900',
};

const badge = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold';

/** A request's status as a pill (the colour repeats the word, never replaces it). */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const label = useRequestStatusLabel();
  return (
    <span className={`${badge} ${requestTones[status]}`} data-testid="request-status">
      {label(status)}
    </span>
  );
}

/** One neutral set of words for both readers: 'Counter-offer' is the buyer's latest terms, 'Revised' the farm's. */
export function useQuoteStatusLabel(): (status: QuoteStatus) => string {
  const { t } = useLingui();
  return (status) =>
    ({
      sent: t`Sent`,
      countered: t`Counter-offer`,
      revised: t`Revised`,
      accepted: t`Accepted`,
      declined: t`Declined`,
      withdrawn: t`Withdrawn`,
      expired: t`Expired`,
    })[status];
}

const quoteTones: Record<QuoteStatus, string> = {
  sent: 'border-sky-300 bg-sky-50 text-sky-900',
  countered: 'border-violet-300 bg-violet-50 text-violet-900',
  revised: 'border-indigo-300 bg-indigo-50 text-indigo-900',
  accepted: 'border-green-300 bg-green-50 text-green-900',
  declined: 'border-red-300 bg-red-50 text-red-900',
  withdrawn: 'border-gray-400 bg-gray-100 text-gray-900',
  expired: 'border-gray-400 bg-gray-100 text-gray-900',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const label = useQuoteStatusLabel();
  return (
    <span className={`${badge} ${quoteTones[status]}`} data-testid="quote-status">
      {label(status)}
    </span>
  );
}

/**
 * The verb of a move's button. The buyer's decline is 'Reject' (spec §3: Accept, Reject, Counter-Offer); the
 * farm's is 'Decline'. Pass `by` for the reader's side; without it, the farm's words.
 */
export function useQuoteActionLabel(): (action: QuoteAction, by?: 'buyer' | 'seller') => string {
  const { t } = useLingui();
  return (action, by = 'seller') =>
    ({
      accept: t`Accept`,
      decline: by === 'buyer' ? t`Reject` : t`Decline`,
      counter: t`Counter-Offer`,
      revise: t`Revise quote`,
      withdraw: t`Withdraw`,
    })[action];
}

/** Why a quote or request closed, said politely to its reader: the farm hears what the buyer did, the buyer hears
 * it as their own doing ('You accepted another offer', not 'The buyer chose another offer'). */
export function useClosedReasonLabel(reader: 'buyer' | 'farm'): (reason: ClosedReason) => string {
  const { t } = useLingui();
  return (reason) =>
    reader === 'buyer'
      ? {
          other_quote_accepted: t`You accepted another offer`,
          request_closed: t`You closed the request`,
          request_expired: t`The delivery date passed`,
          order_cancelled: t`The order was cancelled`,
        }[reason]
      : {
          other_quote_accepted: t`The buyer chose another offer`,
          request_closed: t`The buyer closed the request`,
          request_expired: t`The delivery date passed`,
          order_cancelled: t`The order was cancelled`,
        }[reason];
}

export function useBusinessTypeLabel(): (type: BusinessType) => string {
  const { t } = useLingui();
  return (type) =>
    ({
      'Restaurant/Food_Service': t`Restaurant / food service`,
      Retail_Store: t`Retail store`,
      Food_Processor: t`Food processor`,
      'Distributor/Wholesaler': t`Distributor / wholesaler`,
      Other: t`Other`,
    })[type];
}

/** 'lb' / 'kg' as a short unit (a quote's quantity and its price 'per lb'). */
export function useQuoteUnitLabel(): (unit: QuoteUnit) => string {
  const { t } = useLingui();
  return (unit) => (unit === 'lb' ? t`lb` : t`kg`);
}
