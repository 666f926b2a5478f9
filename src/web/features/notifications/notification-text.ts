// A notification's sentence, made on the device from its kind and params in the reader's language. The server
// stores only facts ({ invoice, buyer, farm, status, reason, total, resolution, amount, currency; for bulk buying
// title, quantity, unit }); any may be
// missing (an older server, a deleted farm), so every sentence has a form without each name and never says
// 'undefined'. The reader is the seller when the link goes to /seller/..., else the buyer.
import { useLingui } from '@lingui/react/macro';
import { CLOSED_REASONS, CURRENCIES, UNITS, type ClosedReason, type Currency, type Unit } from '@contract/enums.ts';
import type { Notification } from '@contract/orders.ts';
import { formatInvoiceNumber, useOrderFormats } from '@/lib/order-labels.tsx';
import { useQuantityFormats } from '@/lib/product-labels.tsx';
import { useClosedReasonLabel } from '@/lib/quote-labels.tsx';
import { useUnitLabel } from '@/lib/unit-label.tsx';

type Params = Notification['params'];

/** A non-empty trimmed text param, or null. */
function text(params: Params, key: string): string | null {
  const value = params[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function amount(params: Params, key: string): number | null {
  const value = params[key];
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** 'INV-000042' as the server wrote it; a bare number is formatted the same way. */
function invoiceOf(params: Params): string | null {
  const value = params.invoice;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return formatInvoiceNumber(value);
  return text(params, 'invoice');
}

function currencyOf(params: Params): Currency {
  const value = text(params, 'currency')?.toUpperCase();
  return (CURRENCIES as readonly string[]).includes(value ?? '') ? (value as Currency) : 'CAD';
}

export function useNotificationText(): (notification: Pick<Notification, 'kind' | 'params' | 'href'>) => string {
  const { t } = useLingui();
  const { money } = useOrderFormats();
  const { number } = useQuantityFormats();
  const unitName = useUnitLabel();
  const closedReason = useClosedReasonLabel();

  const withDetail = (sentence: string, detail: string | null) => (detail ? t`${sentence}: ${detail}` : sentence);
  const withTotal = (sentence: string, total: string | null) => (total ? t`${sentence} — ${total}` : sentence);

  function orderPlaced(p: Params): string {
    const invoice = invoiceOf(p);
    const buyer = text(p, 'buyer');
    const total = amount(p, 'total');
    const sentence =
      invoice && buyer
        ? t`New order ${invoice} from ${buyer}`
        : invoice
          ? t`New order ${invoice}`
          : buyer
            ? t`New order from ${buyer}`
            : t`New order`;
    return withTotal(sentence, total === null ? null : money(total, currencyOf(p)));
  }

  /** The buyer reads what the seller did to their order. */
  function buyerStatus(p: Params): string {
    const invoice = invoiceOf(p);
    const farm = text(p, 'farm');
    const order =
      invoice && farm ? t`Your order ${invoice} from ${farm}` : invoice ? t`Your order ${invoice}` : farm ? t`Your order from ${farm}` : t`Your order`;
    const reason = text(p, 'reason');
    switch (text(p, 'status')) {
      case 'accepted':
        return t`${order} was accepted`;
      case 'packed':
        return t`${order} is packed`;
      case 'out_for_delivery':
        return t`${order} is out for delivery`;
      case 'ready_for_pickup':
        return t`${order} is ready for pickup`;
      case 'delivered':
        return t`${order} was delivered`;
      case 'rejected':
        return withDetail(t`${order} was rejected`, reason);
      case 'cancelled':
        return withDetail(t`${order} was cancelled`, reason);
      default:
        return t`${order} was updated`;
    }
  }

  /** The seller reads what the buyer did: only cancelling is theirs to do. */
  function sellerStatus(p: Params): string {
    const invoice = invoiceOf(p);
    const buyer = text(p, 'buyer');
    if (text(p, 'status') !== 'cancelled') return invoice ? t`Order ${invoice} was updated` : t`An order was updated`;
    const sentence =
      buyer && invoice
        ? t`${buyer} cancelled order ${invoice}`
        : invoice
          ? t`The buyer cancelled order ${invoice}`
          : buyer
            ? t`${buyer} cancelled an order`
            : t`The buyer cancelled an order`;
    return withDetail(sentence, text(p, 'reason'));
  }

  function problemReported(p: Params): string {
    const invoice = invoiceOf(p);
    const buyer = text(p, 'buyer');
    if (buyer && invoice) return t`${buyer} reported a problem with order ${invoice}`;
    if (invoice) return t`A buyer reported a problem with order ${invoice}`;
    if (buyer) return t`${buyer} reported a problem with an order`;
    return t`A buyer reported a problem with an order`;
  }

  function problemAnswered(p: Params): string {
    const invoice = invoiceOf(p);
    const farm = text(p, 'farm');
    const sentence =
      farm && invoice
        ? t`${farm} answered your report on ${invoice}`
        : invoice
          ? t`The farm answered your report on ${invoice}`
          : farm
            ? t`${farm} answered your report`
            : t`The farm answered your report`;
    const value = amount(p, 'amount');
    const sum = value === null ? null : money(value, currencyOf(p));
    switch (text(p, 'resolution')) {
      case 'refund':
        return withDetail(sentence, sum ? t`refund of ${sum}` : t`refund`);
      case 'credit':
        return withDetail(sentence, sum ? t`credit of ${sum} on the next order` : t`credit on the next order`);
      case 'declined':
        return withDetail(sentence, t`declined`);
      default:
        return sentence;
    }
  }

  // Bulk buying (issue 6). A request's or quote's total is given with its currency.
  const totalOf = (p: Params) => {
    const total = amount(p, 'total');
    return total === null ? null : money(total, currencyOf(p));
  };

  /** A farm reads a request it was sent: '200 kg of Carrots' when it can. */
  function requestReceived(p: Params): string {
    const title = text(p, 'title');
    const buyer = text(p, 'buyer');
    const quantity = amount(p, 'quantity');
    const unitCode = text(p, 'unit');
    const unit = unitCode && (UNITS as readonly string[]).includes(unitCode) ? unitName(unitCode as Unit) : unitCode;
    const qty = quantity !== null && quantity > 0 && unit ? number(quantity) : null;
    const what = title && qty && unit ? t`${qty} ${unit} of ${title}` : title;
    const sentence = buyer ? t`New produce request from ${buyer}` : t`New produce request`;
    return withDetail(sentence, what);
  }

  function quoteReceived(p: Params): string {
    const title = text(p, 'title');
    const farm = text(p, 'farm');
    const sentence =
      farm && title ? t`${farm} sent a quote for ${title}` : farm ? t`${farm} sent a quote` : title ? t`New quote for ${title}` : t`New quote on your request`;
    return withTotal(sentence, totalOf(p));
  }

  function quoteCountered(p: Params): string {
    const title = text(p, 'title');
    const buyer = text(p, 'buyer');
    const sentence =
      buyer && title
        ? t`${buyer} made a counter-offer on ${title}`
        : buyer
          ? t`${buyer} made a counter-offer on your quote`
          : title
            ? t`The buyer made a counter-offer on ${title}`
            : t`The buyer made a counter-offer on your quote`;
    return withTotal(sentence, totalOf(p));
  }

  function quoteRevised(p: Params): string {
    const title = text(p, 'title');
    const farm = text(p, 'farm');
    const sentence =
      farm && title
        ? t`${farm} revised its quote for ${title}`
        : farm
          ? t`${farm} revised its quote`
          : title
            ? t`The farm revised its quote for ${title}`
            : t`The farm revised its quote`;
    return withTotal(sentence, totalOf(p));
  }

  /** The farm reads that the buyer accepted its quote; the buyer reads that the farm accepted their counter-offer. */
  function quoteAccepted(p: Params, sellerReads: boolean): string {
    const title = text(p, 'title');
    const invoice = invoiceOf(p);
    let sentence: string;
    if (sellerReads) {
      const buyer = text(p, 'buyer');
      sentence =
        buyer && title
          ? t`${buyer} accepted your quote for ${title}`
          : buyer
            ? t`${buyer} accepted your quote`
            : title
              ? t`The buyer accepted your quote for ${title}`
              : t`The buyer accepted your quote`;
    } else {
      const farm = text(p, 'farm');
      sentence =
        farm && title
          ? t`${farm} accepted your counter-offer for ${title}`
          : farm
            ? t`${farm} accepted your counter-offer`
            : title
              ? t`The farm accepted your counter-offer for ${title}`
              : t`The farm accepted your counter-offer`;
    }
    return withTotal(withDetail(sentence, invoice ? t`order ${invoice}` : null), totalOf(p));
  }

  /** The farm reads that the buyer declined its quote; the buyer reads that the farm declined their counter-offer. */
  function quoteDeclined(p: Params, sellerReads: boolean): string {
    const title = text(p, 'title');
    let sentence: string;
    if (sellerReads) {
      const buyer = text(p, 'buyer');
      sentence =
        buyer && title
          ? t`${buyer} declined your quote for ${title}`
          : buyer
            ? t`${buyer} declined your quote`
            : title
              ? t`The buyer declined your quote for ${title}`
              : t`The buyer declined your quote`;
    } else {
      const farm = text(p, 'farm');
      sentence =
        farm && title
          ? t`${farm} declined your counter-offer for ${title}`
          : farm
            ? t`${farm} declined your counter-offer`
            : title
              ? t`The farm declined your counter-offer for ${title}`
              : t`The farm declined your counter-offer`;
    }
    return withDetail(sentence, text(p, 'reason'));
  }

  function quoteWithdrawn(p: Params): string {
    const title = text(p, 'title');
    const farm = text(p, 'farm');
    const sentence =
      farm && title
        ? t`${farm} withdrew its quote for ${title}`
        : farm
          ? t`${farm} withdrew its quote`
          : title
            ? t`A farm withdrew its quote for ${title}`
            : t`A farm withdrew its quote`;
    return withDetail(sentence, text(p, 'reason'));
  }

  /** A farm whose open quote the system closed: another offer was chosen, the request closed or expired. */
  function quoteClosed(p: Params): string {
    const title = text(p, 'title');
    const buyer = text(p, 'buyer');
    const sentence =
      buyer && title
        ? t`Your quote to ${buyer} for ${title} was closed`
        : title
          ? t`Your quote for ${title} was closed`
          : buyer
            ? t`Your quote to ${buyer} was closed`
            : t`Your quote was closed`;
    const code = text(p, 'reason');
    const reason = code && (CLOSED_REASONS as readonly string[]).includes(code) ? closedReason(code as ClosedReason) : null;
    return withDetail(sentence, reason);
  }

  function requestExpired(p: Params): string {
    const title = text(p, 'title');
    return title ? t`Your request for ${title} expired without an accepted quote` : t`Your request expired without an accepted quote`;
  }

  return ({ kind, params, href }) => {
    const p: Params = params && typeof params === 'object' ? params : {};
    switch (kind) {
      case 'order_placed':
        return orderPlaced(p);
      case 'order_status':
        return href?.startsWith('/seller/') ? sellerStatus(p) : buyerStatus(p);
      case 'problem_reported':
        return problemReported(p);
      case 'problem_answered':
        return problemAnswered(p);
      case 'request_received':
        return requestReceived(p);
      case 'quote_received':
        return quoteReceived(p);
      case 'quote_countered':
        return quoteCountered(p);
      case 'quote_revised':
        return quoteRevised(p);
      case 'quote_accepted':
        return quoteAccepted(p, !!href?.startsWith('/seller/'));
      case 'quote_declined':
        return quoteDeclined(p, !!href?.startsWith('/seller/'));
      case 'quote_withdrawn':
        return quoteWithdrawn(p);
      case 'quote_closed':
        return quoteClosed(p);
      case 'request_expired':
        return requestExpired(p);
      default:
        return t`You have a new notification`;
    }
  };
}
