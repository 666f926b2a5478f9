// 'Record a payment' from one buyer: how it was paid (a reference is required for an e-Transfer), the amount, the day
// it was received and its split over the open invoices, proposed oldest due first and editable. Whatever the
// invoices do not take stays on the buyer's account as credit, and the form says so. Checked with the contract's
// schema, shown at once and sent once through the outbox (offline too).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { PAYMENT_RECORD_METHODS, type PaymentRecordMethod } from '@contract/enums.ts';
import { recordPaymentSchema } from '@contract/ledger.ts';
import { allocateOldestFirst, PAYMENT_REFERENCE_MAX, MONEY_NOTE_MAX } from '@contract/ledger-rules.ts';
import { formatInvoiceNumber, todayInCanada } from '@contract/order-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField, TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { buyerLabel, type LedgerBook } from '@/domain/money/ledger-book.ts';
import { amountText, issueCodes, parseAmount } from '@/domain/money/money-input.ts';
import { useMoneyFormats, usePaymentRecordMethodLabel } from '@/domain/money/money-labels.tsx';
import { recordPayment, type PaymentBody } from '@/domain/money/money-writes.ts';
import { useAuth } from '@/lib/auth.ts';
import { useErrorText } from '@/lib/form-errors.ts';
import { toastSaved } from '@/lib/saved-offline.ts';

interface Props {
  book: LedgerBook;
  /** An invoice to pay (the order page's 'Record a payment'): the amount and the split start with it alone. */
  invoiceId?: string;
  onDone: () => void;
}

export function PaymentForm({ book, invoiceId, onDone }: Props) {
  const { t } = useLingui();
  const { user } = useAuth();
  const f = useMoneyFormats();
  const methodLabel = usePaymentRecordMethodLabel();
  const errorText = useErrorText();
  const [today] = useState(todayInCanada);
  const [id] = useState(() => crypto.randomUUID());
  const currency = book.party.currency;
  const money = (minor: number) => f.money(minor, currency);
  const first = invoiceId ? book.open.find((s) => s.order_id === invoiceId) : undefined;
  const [method, setMethod] = useState<PaymentRecordMethod>('cash');
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState(() => (first ? amountText(first.due_minor) : ''));
  const [receivedOn, setReceivedOn] = useState(today);
  const [note, setNote] = useState('');
  // The split as typed, by invoice; proposed oldest first until the farm edits it.
  const [split, setSplit] = useState<Record<string, string>>(() => (first ? { [first.order_id]: amountText(first.due_minor) } : {}));
  const [edited, setEdited] = useState(!!first);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const methodRef = useRef<HTMLSelectElement>(null);
  // The button that opened the form is gone: the keyboard continues in the form's first field.
  useEffect(() => methodRef.current?.focus(), []);

  const amountMinor = parseAmount(amount);
  const propose = (minor: number) => {
    const { allocations } = allocateOldestFirst(Number.isFinite(minor) ? minor : 0, book.open);
    setSplit(Object.fromEntries(allocations.map((a) => [a.order_id, amountText(-a.amount_minor)])));
  };
  const chooseAmount = (text: string) => {
    setAmount(text);
    if (!edited) propose(parseAmount(text));
  };
  const shares = book.open.map((s) => ({ state: s, minor: split[s.order_id]?.trim() ? parseAmount(split[s.order_id]!) : 0 }));
  const allocated = shares.reduce((sum, s) => sum + (Number.isFinite(s.minor) ? s.minor : 0), 0);
  const spare = Number.isFinite(amountMinor) ? amountMinor - allocated : 0;

  const submit = async () => {
    setAlert(null);
    const found: Record<string, string> = {};
    const allocations: PaymentBody['allocations'] = [];
    shares.forEach(({ state, minor }, i) => {
      if (!Number.isFinite(minor) || minor < 0) found[`split.${i}`] = t`Enter an amount, or leave it empty`;
      else if (minor > state.due_minor) found[`split.${i}`] = t`At most what this invoice still owes: ${money(state.due_minor)}`;
      else if (minor > 0) allocations.push({ order_id: state.order_id, amount_minor: minor });
    });
    const body: PaymentBody = {
      id,
      buyer_id: book.party.buyer_id,
      currency,
      method,
      reference: reference.trim() || null,
      amount_minor: amountMinor,
      received_on: receivedOn,
      allocations,
      note: note.trim() || null,
    };
    const parsed = recordPaymentSchema.safeParse(body);
    if (!parsed.success) for (const [field, code] of Object.entries(issueCodes(parsed.error))) found[field.startsWith('allocations') ? 'allocations' : field] ??= errorText(code) ?? code;
    if (receivedOn > today) found.received_on ??= errorText('money.date_future') ?? '';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAlert(t`Check the fields marked below.`);
      return;
    }
    setBusy(true);
    try {
      const who = buyerLabel(book.party);
      const recordedBy = user ? `${user.first_name} ${user.last_name}`.trim() : null;
      await recordPayment(body, book.party, recordedBy, t`Record a payment of ${money(amountMinor)} from ${who}`);
      toastSaved(t`Payment recorded`, t`The payment is saved on this device and will be sent when you are back online.`);
      onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="grid gap-4 sm:grid-cols-2"
      data-testid="payment-form"
    >
      <div className="sm:col-span-2">
        <Notice>{alert}</Notice>
      </div>
      <SelectField ref={methodRef} label={<Trans>How were you paid?</Trans>} value={method} error={errors.method} onChange={(e) => setMethod(e.target.value as PaymentRecordMethod)}>
        {PAYMENT_RECORD_METHODS.map((m) => (
          <option key={m} value={m}>
            {methodLabel(m)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={method === 'etransfer' ? <Trans>e-Transfer reference</Trans> : method === 'cheque' ? <Trans>Cheque number (optional)</Trans> : <Trans>Reference (optional)</Trans>}
        hint={method === 'etransfer' ? <Trans>Required: the reference number shown in the Interac e-Transfer notice.</Trans> : undefined}
        required={method === 'etransfer'}
        maxLength={PAYMENT_REFERENCE_MAX}
        value={reference}
        error={errors.reference}
        onChange={(e) => setReference(e.target.value)}
      />
      <TextField
        label={<Trans>Amount received ({currency})</Trans>}
        inputMode="decimal"
        value={amount}
        error={errors.amount_minor}
        onChange={(e) => chooseAmount(e.target.value)}
      />
      <TextField label={<Trans>Received on</Trans>} type="date" max={today} value={receivedOn} error={errors.received_on} onChange={(e) => setReceivedOn(e.target.value)} />
      <fieldset className="sm:col-span-2" data-testid="payment-split">
        <legend className="text-sm font-medium text-gray-800">
          <Trans>Paid on these invoices</Trans>
        </legend>
        <p className="text-xs text-gray-700">
          <Trans>Proposed oldest due date first; change any amount. What the invoices do not take stays on the buyer's account as credit.</Trans>
        </p>
        {book.open.length === 0 ? (
          <p className="mt-2 text-sm text-gray-800">
            <Trans>No invoice is open: the whole payment stays on the buyer's account as credit.</Trans>
          </p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {shares.map(({ state }, i) => (
              <li key={state.order_id}>
                <TextField
                  label={
                    <Trans>
                      {formatInvoiceNumber(state.invoice_number)}, due {f.day(state.due_date)}: {money(state.due_minor)} left
                    </Trans>
                  }
                  inputMode="decimal"
                  className="max-w-md"
                  value={split[state.order_id] ?? ''}
                  error={errors[`split.${i}`]}
                  onChange={(e) => {
                    setEdited(true);
                    setSplit({ ...split, [state.order_id]: e.target.value });
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {errors.allocations && <p className="mt-1 text-sm text-red-700">{errors.allocations}</p>}
        {edited && book.open.length > 0 && (
          <Button
            size="sm"
            variant="ghost"
            className="mt-2 text-green-800 underline"
            onClick={() => {
              setEdited(false);
              propose(amountMinor);
            }}
          >
            <Trans>Split oldest first again</Trans>
          </Button>
        )}
        <p className="mt-2 text-sm text-gray-900" role="status" data-testid="payment-spare">
          {Number.isFinite(amountMinor) && amountMinor > 0 && spare > 0 ? (
            <Trans>
              On invoices: {money(allocated)}. Kept as credit on the buyer's account: {money(spare)}.
            </Trans>
          ) : Number.isFinite(amountMinor) && amountMinor > 0 && spare === 0 ? (
            <Trans>All of it goes on the invoices above.</Trans>
          ) : null}
        </p>
      </fieldset>
      <TextAreaField className="sm:col-span-2" label={<Trans>Note (optional)</Trans>} rows={2} maxLength={MONEY_NOTE_MAX} value={note} error={errors.note} onChange={(e) => setNote(e.target.value)} />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          <Trans>Record the payment</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
