// Buyers' 'I sent an e-Transfer' notices waiting for the farm: who, how much, the reference, the day sent, the
// invoices named and the buyer's note. The farm confirms it arrived (it becomes a payment on those invoices, oldest
// due first, the rest on account) with the day received, or says it was not found with a note the buyer reads.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MONEY_NOTE_MAX } from '@contract/ledger-rules.ts';
import { formatInvoiceNumber, todayInCanada } from '@contract/order-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';
import { buyerLabel, type LedgerBook } from '@/domain/money/ledger-book.ts';
import { ClaimStatusBadge, useMoneyFormats } from '@/domain/money/money-labels.tsx';
import { answerClaim } from '@/domain/money/money-writes.ts';
import { useAuth } from '@/lib/auth.ts';
import { useErrorText } from '@/lib/form-errors.ts';
import { toastSaved } from '@/lib/saved-offline.ts';
import type { LocalPaymentClaim } from '@/offline/db.ts';

export interface ClaimItem {
  claim: LocalPaymentClaim;
  book: LedgerBook;
  waiting: boolean;
}

export function ClaimsToAnswer({ items, headingLevel = 2 }: { items: ClaimItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="claims-title" className="rounded-lg border border-amber-300 bg-white p-4 shadow-sm print:hidden" data-testid="claims-to-answer">
      <Heading id="claims-title" className="text-lg font-semibold text-gray-900">
        <Trans>e-Transfers to confirm</Trans>
      </Heading>
      <p className="text-sm text-gray-700">
        <Trans>Check your bank: confirm the ones that arrived, say which were not found.</Trans>
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {items.map((item) => (
          <ClaimCard key={item.claim.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

type Mode = 'view' | 'confirm' | 'reject';

function ClaimCard({ item }: { item: ClaimItem }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const f = useMoneyFormats();
  const errorText = useErrorText();
  const { claim, book } = item;
  const [mode, setMode] = useState<Mode>('view');
  const [today] = useState(todayInCanada);
  const [receivedOn, setReceivedOn] = useState(today);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const amount = f.money(claim.amount_minor, claim.currency);
  const who = buyerLabel(claim);
  const invoices = claim.order_ids.map((id) => book.states.find((s) => s.order_id === id)?.invoice_number).filter((n): n is number => n !== undefined);
  const recordedBy = user ? `${user.first_name} ${user.last_name}`.trim() : null;
  const answered = claim.status !== 'claimed';

  const send = async () => {
    if (mode === 'reject' && !note.trim()) {
      setError(errorText('money.note_required'));
      return;
    }
    if (mode === 'confirm' && (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn) || receivedOn > today)) {
      setError(errorText(receivedOn > today ? 'money.date_future' : 'money.date_invalid'));
      return;
    }
    setBusy(true);
    try {
      if (mode === 'confirm') {
        await answerClaim(claim, { to: 'confirmed', received_on: receivedOn, note: note.trim() || null, open: book.open }, recordedBy, t`Confirm the e-Transfer of ${amount} from ${who}`);
      } else {
        await answerClaim(claim, { to: 'rejected', note }, recordedBy, t`Say the e-Transfer of ${amount} from ${who} was not found`);
      }
      toastSaved(t`Answer sent`, t`Your answer is saved on this device and will be sent when you are back online.`);
      setMode('view');
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="rounded-md border border-gray-200 p-3" data-testid="claim-to-answer">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-gray-900">
          <Trans>
            {who} sent {amount}
          </Trans>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {item.waiting && <WaitingBadge testId="claim-waiting" />}
          <ClaimStatusBadge status={claim.status} reader="farm" />
        </div>
      </div>
      <p className="mt-1 text-sm text-gray-800">
        <Trans>
          Interac e-Transfer · ref. {claim.reference} · sent {f.day(claim.sent_on)}
        </Trans>
        {invoices.length > 0 && (
          <>
            {' · '}
            <Trans>for {invoices.map(formatInvoiceNumber).join(', ')}</Trans>
          </>
        )}
      </p>
      {claim.note && (
        <p className="mt-1 text-sm text-gray-700">
          <Trans>Buyer's note: {claim.note}</Trans>
        </p>
      )}
      {!answered && mode === 'view' && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="md" onClick={() => setMode('confirm')} aria-label={t`Confirm received: ${amount} from ${who}`}>
            <Trans>Confirm received</Trans>
          </Button>
          <Button size="md" variant="secondary" onClick={() => setMode('reject')} aria-label={t`Not found: ${amount} from ${who}`}>
            <Trans>Not found</Trans>
          </Button>
        </div>
      )}
      {!answered && mode !== 'view' && (
        <form
          noValidate
          className="mt-3 flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          {mode === 'confirm' ? (
            <TextField label={<Trans>Received on</Trans>} type="date" max={today} className="max-w-xs" value={receivedOn} error={error} onChange={(e) => setReceivedOn(e.target.value)} />
          ) : null}
          <TextAreaField
            label={mode === 'reject' ? <Trans>What to tell the buyer</Trans> : <Trans>Note (optional)</Trans>}
            hint={mode === 'reject' ? <Trans>For example: no e-Transfer with this reference reached our account.</Trans> : undefined}
            rows={2}
            maxLength={MONEY_NOTE_MAX}
            value={note}
            error={mode === 'reject' ? error : undefined}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {mode === 'confirm' ? <Trans>Confirm: it arrived</Trans> : <Trans>Send: not found</Trans>}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setMode('view');
                setError(undefined);
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
