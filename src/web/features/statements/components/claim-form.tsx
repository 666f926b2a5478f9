// 'I sent an e-Transfer': the buyer tells the farm the amount, the reference of the Interac e-Transfer, the day it was
// sent and, if they like, the invoices it pays (else the farm applies it to the oldest). The farm confirms it when it
// arrives. Checked with the contract's schema, shown at once and sent once through the outbox (offline too).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { paymentClaimWriteSchema } from '@contract/ledger.ts';
import { MONEY_NOTE_MAX, PAYMENT_REFERENCE_MAX } from '@contract/ledger-rules.ts';
import { formatInvoiceNumber, todayInCanada } from '@contract/order-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import type { LedgerBook } from '@/domain/money/ledger-book.ts';
import { amountText, issueCodes, parseAmount } from '@/domain/money/money-input.ts';
import { useMoneyFormats } from '@/domain/money/money-labels.tsx';
import { claimETransfer, type ClaimBody } from '@/domain/money/money-writes.ts';
import { useErrorText } from '@/lib/form-errors.ts';
import { toastSaved } from '@/lib/saved-offline.ts';

export function ClaimForm({ book, onDone }: { book: LedgerBook; onDone: () => void }) {
  const { t } = useLingui();
  const f = useMoneyFormats();
  const errorText = useErrorText();
  const [today] = useState(todayInCanada);
  const [id] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(() => (book.balance > 0 ? amountText(book.balance) : ''));
  const [reference, setReference] = useState('');
  const [sentOn, setSentOn] = useState(today);
  const [invoices, setInvoices] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const currency = book.party.currency;
  const farm = book.party.farm_name;

  const submit = async () => {
    setAlert(null);
    const body: ClaimBody = {
      id,
      seller_id: book.party.seller_id,
      currency,
      amount_minor: parseAmount(amount),
      reference,
      sent_on: sentOn,
      order_ids: invoices,
      note: note.trim() || null,
    };
    const parsed = paymentClaimWriteSchema.safeParse(body);
    const found: Record<string, string> = {};
    if (!parsed.success) for (const [field, code] of Object.entries(issueCodes(parsed.error))) found[field] = errorText(code) ?? code;
    if (sentOn > today) found.sent_on ??= errorText('money.date_future') ?? '';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAlert(t`Check the fields marked below.`);
      return;
    }
    setBusy(true);
    try {
      const money = f.money(body.amount_minor, currency);
      await claimETransfer({ ...body, reference: reference.trim() }, book.party, t`Tell ${farm} you sent an e-Transfer of ${money}`);
      toastSaved(t`${farm} is told; it confirms when the e-Transfer arrives`, t`Your notice is saved on this device and will be sent when you are back online.`);
      onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="mt-3 grid gap-3 rounded-md border border-green-300 bg-green-50 p-3 sm:grid-cols-2"
      data-testid="claim-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="sm:col-span-2">
        <Notice>{alert}</Notice>
      </div>
      <TextField ref={first} label={<Trans>Amount sent ({currency})</Trans>} inputMode="decimal" value={amount} error={errors.amount_minor} onChange={(e) => setAmount(e.target.value)} />
      <TextField
        label={<Trans>e-Transfer reference</Trans>}
        hint={<Trans>The reference number your bank shows for the Interac e-Transfer.</Trans>}
        required
        maxLength={PAYMENT_REFERENCE_MAX}
        value={reference}
        error={errors.reference}
        onChange={(e) => setReference(e.target.value)}
      />
      <TextField label={<Trans>Sent on</Trans>} type="date" max={today} value={sentOn} error={errors.sent_on} onChange={(e) => setSentOn(e.target.value)} />
      {book.open.length > 0 && (
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-gray-800">
            <Trans>Invoices it pays (optional)</Trans>
          </legend>
          <p className="text-xs text-gray-700">
            <Trans>Leave them all unticked and the farm applies it to the oldest invoices first.</Trans>
          </p>
          <ul className="mt-1 flex flex-col">
            {book.open.map((s) => (
              <li key={s.order_id}>
                <label className="flex min-h-11 items-center gap-2 text-sm text-gray-900">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={invoices.includes(s.order_id)}
                    onChange={(e) => setInvoices(e.target.checked ? [...invoices, s.order_id] : invoices.filter((x) => x !== s.order_id))}
                  />
                  <Trans>
                    {formatInvoiceNumber(s.invoice_number)} · due {f.day(s.due_date)} · {f.money(s.due_minor, currency)} left
                  </Trans>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <TextAreaField className="sm:col-span-2" label={<Trans>Note for the farm (optional)</Trans>} rows={2} maxLength={MONEY_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          <Trans>Tell the farm</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
