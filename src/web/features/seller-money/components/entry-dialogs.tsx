// The farm's two corrections, each after a dialog: write off what is left of an invoice (how much, and why), and
// reverse a payment or write-off recorded by mistake (why; the original stays on the account, marked reversed).
// Checked with the contract's schemas, shown at once and sent once through the outbox.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { reverseEntrySchema, writeOffSchema } from '@contract/ledger.ts';
import { canReverse, MONEY_NOTE_MAX, type InvoiceState } from '@contract/ledger-rules.ts';
import { formatInvoiceNumber } from '@contract/order-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import type { LedgerBook } from '@/domain/money/ledger-book.ts';
import { amountText, issueCodes, parseAmount } from '@/domain/money/money-input.ts';
import { useLedgerKindLabel, useMoneyFormats } from '@/domain/money/money-labels.tsx';
import { reverseEntry, writeOff } from '@/domain/money/money-writes.ts';
import { useAuth } from '@/lib/auth.ts';
import { useErrorText } from '@/lib/form-errors.ts';
import { toastSaved } from '@/lib/saved-offline.ts';
import type { LocalLedgerEntry } from '@/offline/db.ts';

function useRecorder(): string | null {
  const { user } = useAuth();
  return user ? `${user.first_name} ${user.last_name}`.trim() : null;
}

export function WriteOffButton({ book, state }: { book: LedgerBook; state: InvoiceState }) {
  const { t } = useLingui();
  const f = useMoneyFormats();
  const errorText = useErrorText();
  const recordedBy = useRecorder();
  const [open, setOpen] = useState(false);
  const [id, setId] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(amountText(state.due_minor));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const invoice = formatInvoiceNumber(state.invoice_number);
  const money = (minor: number) => f.money(minor, book.party.currency);
  const start = () => {
    setId(crypto.randomUUID());
    setAmount(amountText(state.due_minor));
    setNote('');
    setErrors({});
    setOpen(true);
  };
  const submit = async () => {
    const body = { id, order_id: state.order_id, amount_minor: parseAmount(amount), note };
    const parsed = writeOffSchema.safeParse(body);
    const found: Record<string, string> = {};
    if (!parsed.success) for (const [field, code] of Object.entries(issueCodes(parsed.error))) found[field] = errorText(code) ?? code;
    if (!found.amount_minor && body.amount_minor > state.due_minor) found.amount_minor = errorText('money.write_off_above_due') ?? '';
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    setBusy(true);
    try {
      await writeOff(parsed.data, state.invoice_number, book.party, recordedBy, t`Write off ${money(parsed.data.amount_minor)} on ${invoice}`);
      toastSaved(t`Written off`, t`The write-off is saved on this device and will be sent when you are back online.`);
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost" className="text-red-800" aria-label={t`Write off ${invoice}`} onClick={start}>
        <Trans>Write off</Trans>
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        closeButton={false}
        title={<Trans>Write off {invoice}?</Trans>}
        description={
          <Trans>
            You give up on collecting this amount: it comes off what the buyer owes, as bad debt in your books. {money(state.due_minor)} is left to pay.
          </Trans>
        }
      >
        <form
          noValidate
          className="mt-4 flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField label={<Trans>Amount to write off ({book.party.currency})</Trans>} inputMode="decimal" value={amount} error={errors.amount_minor} onChange={(e) => setAmount(e.target.value)} />
          <TextAreaField label={<Trans>Reason</Trans>} rows={2} maxLength={MONEY_NOTE_MAX} value={note} error={errors.note} onChange={(e) => setNote(e.target.value)} />
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              <Trans>Write off</Trans>
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

export function ReverseButton({ book, entry }: { book: LedgerBook; entry: LocalLedgerEntry }) {
  const { t } = useLingui();
  const f = useMoneyFormats();
  const kind = useLedgerKindLabel();
  const errorText = useErrorText();
  const recordedBy = useRecorder();
  const [open, setOpen] = useState(false);
  const [id, setId] = useState(() => crypto.randomUUID());
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const what = t`${kind(entry.kind)} of ${f.money(entry.amount_minor, entry.currency)} on ${f.day(entry.occurred_on)}`;
  const allowed = canReverse(entry, book.states);
  const submit = async () => {
    const parsed = reverseEntrySchema.safeParse({ id, note });
    if (!parsed.success) {
      setError(errorText(issueCodes(parsed.error).note ?? 'money.note_required'));
      return;
    }
    setBusy(true);
    try {
      await reverseEntry(entry, parsed.data, recordedBy, t`Reverse: ${what}`);
      toastSaved(t`Reversed`, t`The reversal is saved on this device and will be sent when you are back online.`);
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  if (!allowed)
    return (
      <span className="text-xs text-gray-700" data-testid="not-reversible">
        {errorText('money.reversal_below_refunds')}
      </span>
    );
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t`Reverse: ${what}`}
        onClick={() => {
          setId(crypto.randomUUID());
          setNote('');
          setError(undefined);
          setOpen(true);
        }}
      >
        <Trans>Reverse</Trans>
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        closeButton={false}
        title={<Trans>Reverse this entry?</Trans>}
        description={
          <Trans>
            {what}. A reversal puts the amount back on what the buyer owes; the original stays on the account, marked reversed. Say why, for your books and
            the buyer's statement.
          </Trans>
        }
      >
        <form
          noValidate
          className="mt-4 flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextAreaField label={<Trans>Reason for the reversal</Trans>} rows={2} maxLength={MONEY_NOTE_MAX} value={note} error={error} onChange={(e) => setNote(e.target.value)} />
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              <Trans>Reverse</Trans>
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
