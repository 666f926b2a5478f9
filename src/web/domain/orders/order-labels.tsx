// The orders' words in the reader's language: statuses, fulfilment, payment methods, problem kinds and answers,
// weekdays of delivery, invoice numbers and money. One place, so checkout, the buyer's and the seller's order
// screens and the notification feed agree.
import { useLingui } from '@lingui/react/macro';
import type { Currency, FulfilmentMethod, OrderStatus, PaymentMethod, ProblemKind, ProblemResolution } from '@contract/enums.ts';
import { formatMoney } from '@contract/money.ts';
import { formatInvoiceNumber, type TaxLine } from '@contract/order-rules.ts';

export { formatInvoiceNumber };

export function useOrderStatusLabel(): (status: OrderStatus) => string {
  const { t } = useLingui();
  return (status) =>
    ({
      placed: t`Placed`,
      accepted: t`Accepted`,
      packed: t`Packed`,
      out_for_delivery: t`Out for delivery`,
      ready_for_pickup: t`Ready for pickup`,
      delivered: t`Delivered`,
      rejected: t`Rejected`,
      cancelled: t`Cancelled`,
    })[status];
}

/** The verb of a seller's or buyer's button that moves an order to `status`. */
export function useOrderActionLabel(): (status: OrderStatus) => string {
  const { t } = useLingui();
  return (status) =>
    ({
      placed: t`Place order`,
      accepted: t`Accept order`,
      packed: t`Mark packed`,
      out_for_delivery: t`Mark out for delivery`,
      ready_for_pickup: t`Mark ready for pickup`,
      delivered: t`Mark delivered`,
      rejected: t`Reject order`,
      cancelled: t`Cancel order`,
    })[status];
}

export function useFulfilmentLabel(): (method: FulfilmentMethod) => string {
  const { t } = useLingui();
  return (method) => (method === 'delivery' ? t`Delivery` : t`Pickup at the farm`);
}

export function usePaymentMethodLabel(): (method: PaymentMethod) => string {
  const { t } = useLingui();
  return (method) =>
    ({
      pay_on_delivery: t`Pay on delivery`,
      pay_on_pickup: t`Pay at pickup`,
      invoice_net15: t`Invoice, net 15 days`,
      invoice_net30: t`Invoice, net 30 days`,
    })[method];
}

export function useProblemKindLabel(): (kind: ProblemKind) => string {
  const { t } = useLingui();
  return (kind) => ({ missing: t`Missing`, damaged: t`Damaged`, poor_quality: t`Poor quality` })[kind];
}

export function useResolutionLabel(): (resolution: ProblemResolution) => string {
  const { t } = useLingui();
  return (resolution) => ({ refund: t`Refund`, credit: t`Credit on the next order`, declined: t`Declined` })[resolution];
}

/** Names of ISO weekdays (1 = Monday ... 7 = Sunday), long form, in the reader's language. */
export function useWeekdayName(): (isoDay: number) => string {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return (isoDay) => format.format(new Date(Date.UTC(2024, 0, isoDay)));
}

/** Money and calendar dates ('YYYY-MM-DD', shown without a time zone shift) in the reader's locale. */
export function useOrderFormats() {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return {
    money: (amount: number, currency: Currency) => formatMoney({ amount, currency }, i18n.locale),
    /** 'Tuesday, November 24, 2026' for a 'YYYY-MM-DD' date. */
    day: (date: string) => day.format(new Date(`${date}T12:00:00Z`)),
    shortDay: (date: string) => short.format(new Date(`${date}T12:00:00Z`)),
  };
}

/** A sales tax's short name in the reader's language (GST is TPS in French, HST TVH, PST TVP, QST TVQ, RST TVD). */
/** 'HST 13%, zero-rated (fresh produce)' / 'TVH 13 %, détaxée (produits frais)': one tax line of a bill. */
export function useTaxLineLabel(): (tax: Pick<TaxLine, 'name' | 'rate_percent' | 'zero_rated'>) => string {
  const { i18n, t } = useLingui();
  const fr: Record<string, string> = { GST: 'TPS', HST: 'TVH', PST: 'TVP', QST: 'TVQ', RST: 'TVD' };
  const format = new Intl.NumberFormat(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'percent', maximumFractionDigits: 3 });
  return (tax) => {
    const name = i18n.locale === 'fr' ? (fr[tax.name] ?? tax.name) : tax.name;
    const percent = format.format(tax.rate_percent / 100);
    return tax.zero_rated ? t`${name} ${percent}, zero-rated (fresh produce)` : t`${name} ${percent}`;
  };
}
