// The ledger's words in the reader's language: how money was paid, what an entry is, an invoice's status, an
// e-Transfer notice's state, the aging buckets, and the formats of money, days and months. One place, so the farm's
// and the buyer's money screens, the order page and the notifications agree.
import { useLingui } from '@lingui/react/macro';
import type { Currency, PaymentRecordMethod } from '@contract/enums.ts';
import type { AgingBucket, ClaimStatus, InvoiceStatus, LedgerKind } from '@contract/ledger-rules.ts';
import { formatMoney } from '@contract/money.ts';

export function usePaymentRecordMethodLabel(): (method: PaymentRecordMethod) => string {
  const { t } = useLingui();
  return (method) =>
    ({
      cash: t`Cash`,
      cheque: t`Cheque`,
      etransfer: t`Interac e-Transfer`,
      card_on_delivery: t`Card at the door (the farm's terminal)`,
    })[method];
}

export function useLedgerKindLabel(): (kind: LedgerKind) => string {
  const { t } = useLingui();
  return (kind) =>
    ({
      charge: t`Invoice`,
      adjustment: t`Invoice adjusted`,
      cancellation: t`Invoice cancelled`,
      payment: t`Payment received`,
      credit: t`Credit`,
      refund: t`Refund`,
      write_off: t`Written off`,
      reversal: t`Reversal`,
    })[kind];
}

export function useInvoiceStatusLabel(): (status: InvoiceStatus) => string {
  const { t } = useLingui();
  return (status) =>
    ({
      paid: t`Paid`,
      part_paid: t`Part paid`,
      due: t`Due`,
      overdue: t`Overdue`,
      cancelled: t`Cancelled`,
    })[status];
}

const invoiceTones: Record<InvoiceStatus, string> = {
  paid: 'border-green-300 bg-green-50 text-green-900',
  part_paid: 'border-sky-300 bg-sky-50 text-sky-900',
  due: 'border-gray-300 bg-gray-50 text-gray-900',
  overdue: 'border-red-300 bg-red-50 text-red-900',
  cancelled: 'border-gray-400 bg-gray-100 text-gray-900',
};

export function InvoiceStatusBadge({ status, testId = 'invoice-status' }: { status: InvoiceStatus; testId?: string }) {
  const label = useInvoiceStatusLabel();
  return (
    <span className={`inline-flex min-h-6 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${invoiceTones[status]}`} data-testid={testId}>
      {label(status)}
    </span>
  );
}

/** An e-Transfer notice's state, as the buyer reads it ('Waiting for the farm') or the farm ('To confirm'). */
export function useClaimStatusLabel(reader: 'buyer' | 'farm'): (status: ClaimStatus) => string {
  const { t } = useLingui();
  return (status) =>
    reader === 'buyer'
      ? { claimed: t`Waiting for the farm`, confirmed: t`Confirmed by the farm`, rejected: t`Not found by the farm` }[status]
      : { claimed: t`To confirm`, confirmed: t`Confirmed`, rejected: t`Not found` }[status];
}

const claimTones: Record<ClaimStatus, string> = {
  claimed: 'border-amber-300 bg-amber-50 text-amber-900',
  confirmed: 'border-green-300 bg-green-50 text-green-900',
  rejected: 'border-red-300 bg-red-50 text-red-900',
};

export function ClaimStatusBadge({ status, reader }: { status: ClaimStatus; reader: 'buyer' | 'farm' }) {
  const label = useClaimStatusLabel(reader);
  return (
    <span className={`inline-flex min-h-6 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${claimTones[status]}`} data-testid="claim-status">
      {label(status)}
    </span>
  );
}

export function useAgingLabel(): (bucket: AgingBucket) => string {
  const { t } = useLingui();
  return (bucket) => ({ '0_30': t`0–30 days`, '31_60': t`31–60 days`, '61_90': t`61–90 days`, '90_plus': t`Over 90 days` })[bucket];
}

/** Money, calendar days ('YYYY-MM-DD', no time zone shift) and months ('YYYY-MM') in the reader's locale. */
export function useMoneyFormats() {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  const short = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  return {
    money: (amount: number, currency: Currency) => formatMoney({ amount, currency }, i18n.locale),
    /** 'Mar 20, 2026' / '20 mars 2026'. */
    day: (date: string) => short.format(new Date(`${date}T12:00:00Z`)),
    /** 'March 2026' / 'mars 2026'. */
    month: (yyyyMm: string) => month.format(new Date(`${yyyyMm}-15T12:00:00Z`)),
  };
}
