// The buyer's review form on a farm's latest terms (spec §3): Accept (confirmed, it places the order), Reject (an
// optional reason) and Counter-Offer (the current terms prefilled; price, quantity, delivery date and packaging can
// change, with a note). Each move is one outbox entry naming the version answered.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, MessageSquareReply, X } from 'lucide-react';
import { REASON_MAX } from '@contract/orders.ts';
import { QUOTE_NOTE_MAX, quoteTermsWriteSchema } from '@contract/quotes.ts';
import { type QuoteTerms } from '@contract/quote-rules.ts';
import { canonicalJson, isPreorderTerms, quoteTotalMinor } from '@contract/quote-rules.ts';
import { todayInCanada } from '@contract/order-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useErrorText } from '@/lib/form-errors.ts';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { useQuoteActionLabel, useQuoteUnitLabel } from '@/domain/quotes/quote-labels.tsx';
import { QuoteTermsList } from '@/domain/quotes/quote-terms.tsx';
import type { LocalQuote, LocalQuoteRequest } from '@/offline/db.ts';
import { sendBuyerMove } from '../moves.ts';

export function ReviewActions({ quote, request }: { quote: LocalQuote; request: LocalQuoteRequest }) {
  const action = useQuoteActionLabel();
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const [countering, setCountering] = useState(false);
  const counterButton = useRef<HTMLButtonElement>(null);

  return (
    <div className="flex flex-col gap-4" data-testid="review-actions">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setDialog('accept')}>
          <Check aria-hidden="true" className="size-4" />
          {action('accept', 'buyer')}
        </Button>
        <Button
          ref={counterButton}
          variant="secondary"
          aria-expanded={countering}
          onClick={() => setCountering((c) => !c)}
        >
          <MessageSquareReply aria-hidden="true" className="size-4" />
          {action('counter', 'buyer')}
        </Button>
        <Button variant="danger" onClick={() => setDialog('reject')}>
          <X aria-hidden="true" className="size-4" />
          {action('decline', 'buyer')}
        </Button>
      </div>
      {countering && (
        <CounterForm
          quote={quote}
          onDone={() => {
            setCountering(false);
            counterButton.current?.focus();
          }}
        />
      )}
      <AcceptDialog quote={quote} request={request} open={dialog === 'accept'} onOpenChange={(o) => setDialog(o ? 'accept' : null)} />
      <RejectDialog quote={quote} open={dialog === 'reject'} onOpenChange={(o) => setDialog(o ? 'reject' : null)} />
    </div>
  );
}

interface DialogPartProps {
  quote: LocalQuote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function AcceptDialog({ quote, request, open, onOpenChange }: DialogPartProps & { request: LocalQuoteRequest }) {
  const { t } = useLingui();
  const { money, shortDay } = useOrderFormats();
  const [busy, setBusy] = useState(false);
  const farm = quote.farm_name;
  const total = money(quote.total_minor, quote.terms.currency);
  const preorder = isPreorderTerms(quote.terms, todayInCanada());
  const from = shortDay(quote.terms.availability_start);
  const versions = [...quote.versions].sort((a, b) => a.number - b.number);
  const previous = versions.at(-2)?.terms ?? null;

  const accept = async () => {
    setBusy(true);
    try {
      await sendBuyerMove(quote, { action: 'accept' }, t`Accept the quote from ${farm}`);
      onOpenChange(false);
      toast.success(t`Quote accepted`);
    } catch {
      toast.error(t`Update failed`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Accept the quote from {farm}?</Trans>}
      description={<Trans>This places the order for {total} at these terms.</Trans>}
      closeButton={false}
    >
      {/* Scrolls on small screens: focusable so a keyboard can scroll it too. */}
      <div
        className="mt-4 max-h-[45vh] overflow-y-auto rounded-md border border-gray-200 p-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
        data-testid="accept-terms"
        role="group"
        aria-label={t`Terms`}
        tabIndex={0}
      >
        <QuoteTermsList terms={quote.terms} previous={previous} compact />
      </div>
      <p className="mt-3 text-sm text-gray-800" data-testid="accept-preorder">
        {preorder ? (
          <Trans>This is a pre-order: the harvest is available from {from}.</Trans>
        ) : (
          <Trans>The produce is available now; the farm reserves it for you.</Trans>
        )}
      </p>
      {request.status !== 'pending' && (
        <Notice>
          <Trans>This request is no longer open.</Trans>
        </Notice>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          <Trans>Not yet</Trans>
        </Button>
        <Button onClick={() => void accept()} disabled={busy || request.status !== 'pending'}>
          <Trans>Accept and place the order</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

function RejectDialog({ quote, open, onOpenChange }: DialogPartProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const farm = quote.farm_name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await sendBuyerMove(quote, { action: 'decline', reason: reason.trim() || null }, t`Reject the quote from ${farm}`);
      onOpenChange(false);
      toast.success(t`Quote rejected`);
    } catch {
      toast.error(t`Update failed`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Reject the quote from {farm}?</Trans>}
      description={<Trans>The farm is told politely. You cannot undo this.</Trans>}
      closeButton={false}
    >
      <form className="mt-4 flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextAreaField label={<Trans>Reason (optional)</Trans>} value={reason} maxLength={REASON_MAX} onChange={(e) => setReason(e.target.value)} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <Trans>Keep the quote</Trans>
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            <Trans>Reject quote</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

type CounterField = 'price' | 'quantity' | 'delivery_date' | 'pack_type' | 'pack_style' | 'note';

/** '2.50' or '2,50' -> 250; anything else NaN (the schema names the error). */
export function parsePriceMinor(text: string): number {
  const value = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : NaN;
}

function parseQuantity(text: string): number {
  const value = text.trim();
  return /^\d+$/.test(value) ? Number(value) : NaN;
}

const FIELD_OF: Record<string, CounterField> = {
  price_minor: 'price',
  quantity: 'quantity',
  delivery_date: 'delivery_date',
  availability_end: 'delivery_date',
  pack_type: 'pack_type',
  pack_style: 'pack_style',
};

function CounterForm({ quote, onDone }: { quote: LocalQuote; onDone: () => void }) {
  const { t } = useLingui();
  const { money } = useOrderFormats();
  const errorText = useErrorText();
  const unitName = useQuoteUnitLabel();
  const headingId = useId();
  const terms = quote.terms;
  const [values, setValues] = useState({
    price: (terms.price_minor / 100).toFixed(2),
    quantity: String(terms.quantity),
    delivery_date: terms.delivery_date,
    pack_type: terms.pack_type,
    pack_style: terms.pack_style ?? '',
    note: '',
  });
  const [errors, setErrors] = useState<Partial<Record<CounterField | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<CounterField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const farm = quote.farm_name;

  useEffect(() => {
    refs.current.price?.focus();
  }, []);

  const priceMinor = parsePriceMinor(values.price);
  const quantity = parseQuantity(values.quantity);
  const liveTotal =
    Number.isFinite(priceMinor) && priceMinor > 0 && Number.isFinite(quantity) && quantity > 0
      ? money(quoteTotalMinor({ quantity, unit: terms.unit, per_unit: terms.per_unit, price_minor: priceMinor }), terms.currency)
      : null;

  const set = (field: CounterField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const candidate = {
      variety: terms.variety,
      grade: terms.grade,
      pack_type: values.pack_type,
      pack_style: values.pack_style,
      quantity,
      unit: terms.unit,
      availability_start: terms.availability_start,
      availability_end: terms.availability_end,
      delivery_date: values.delivery_date,
      location: terms.location,
      price_minor: priceMinor,
      per_unit: terms.per_unit,
      currency: terms.currency,
    };
    const parsed = quoteTermsWriteSchema.safeParse(candidate);
    const found: Partial<Record<CounterField | 'form', string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])];
        if (field && !found[field]) found[field] = errorText(issue.message) ?? issue.message;
      }
    }
    const note = values.note.trim();
    if (note.length > QUOTE_NOTE_MAX) found.note = errorText('validation.too_long') ?? t`Too long`;
    const next: QuoteTerms | null = parsed.success ? parsed.data : null;
    if (next && !found.note && canonicalJson(next) === canonicalJson({ ...terms, pack_style: terms.pack_style ?? null, variety: terms.variety ?? null })) {
      found.form = t`Change at least one term to make a counter-offer.`;
    }
    if (Object.keys(found).length > 0 || !next) {
      if (Object.keys(found).length === 0) found.form = t`Please fix the errors above.`;
      setErrors(found);
      const first = (['price', 'quantity', 'delivery_date', 'pack_type', 'pack_style', 'note'] as const).find((f) => found[f]);
      if (first) refs.current[first]?.focus();
      return;
    }
    setBusy(true);
    try {
      await sendBuyerMove(quote, { action: 'counter', terms: next, note: note || null }, t`Counter-offer to ${farm}`);
      toast.success(t`Counter-offer sent`);
      onDone();
    } catch {
      toast.error(t`Update failed`);
      setBusy(false);
    }
  };

  const perUnit = unitName(terms.per_unit);
  const qtyUnit = unitName(terms.unit);
  const currency = terms.currency;

  return (
    <form aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-violet-200 bg-violet-50/40 p-4" onSubmit={(e) => void submit(e)} noValidate data-testid="counter-form">
      <h4 id={headingId} className="font-semibold text-gray-900">
        <Trans>Your counter-offer to {farm}</Trans>
      </h4>
      <p className="text-sm text-gray-700">
        <Trans>Change what you want and add a note. The farm can accept it or answer with a revised quote.</Trans>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={(el) => {
            refs.current.price = el;
          }}
          label={<Trans>Price per {perUnit} ({currency})</Trans>}
          inputMode="decimal"
          autoComplete="off"
          value={values.price}
          onChange={set('price')}
          error={errors.price}
          required
        />
        <TextField
          ref={(el) => {
            refs.current.quantity = el;
          }}
          label={<Trans>Quantity ({qtyUnit})</Trans>}
          inputMode="numeric"
          autoComplete="off"
          value={values.quantity}
          onChange={set('quantity')}
          error={errors.quantity}
          required
        />
        <TextField
          ref={(el) => {
            refs.current.delivery_date = el;
          }}
          label={<Trans>Delivery date</Trans>}
          type="date"
          min={terms.availability_start}
          max={terms.availability_end}
          value={values.delivery_date}
          onChange={set('delivery_date')}
          error={errors.delivery_date}
          hint={<AvailabilityHint start={terms.availability_start} end={terms.availability_end} />}
          required
        />
        <TextField
          ref={(el) => {
            refs.current.pack_type = el;
          }}
          label={<Trans>Pack type</Trans>}
          value={values.pack_type}
          onChange={set('pack_type')}
          error={errors.pack_type}
          maxLength={60}
          required
        />
        <TextField
          ref={(el) => {
            refs.current.pack_style = el;
          }}
          label={<Trans>Pack style (optional)</Trans>}
          value={values.pack_style}
          onChange={set('pack_style')}
          error={errors.pack_style}
          maxLength={60}
        />
      </div>
      <TextAreaField
        ref={(el) => {
          refs.current.note = el;
        }}
        label={<Trans>Note to the farm (optional)</Trans>}
        value={values.note}
        onChange={set('note')}
        error={errors.note}
        maxLength={QUOTE_NOTE_MAX}
      />
      <p className="text-base font-semibold text-gray-900" aria-live="polite" data-testid="counter-total">
        {liveTotal ? <Trans>New total: {liveTotal}</Trans> : <Trans>New total: enter a price and a quantity</Trans>}
      </p>
      <Notice>{errors.form}</Notice>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          <Trans>Send counter-offer</Trans>
        </Button>
        <Button variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function AvailabilityHint({ start, end }: { start: string; end: string }) {
  const { shortDay } = useOrderFormats();
  const from = shortDay(start);
  const to = shortDay(end);
  return <Trans>Available from {from} to {to}</Trans>;
}
