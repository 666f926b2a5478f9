// A quote's terms as people read them, shared by the buyer's and the farm's negotiation screens: the terms as a
// definition list (what changed from the version before is marked, in words as well as colour), the history of
// versions, and the agreement the accepted terms became, with a button that asks the server to re-check its
// fingerprint. Zod-free (types only from the contract).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Agreement, AgreementVerification, QuoteTerms, QuoteVersion } from '@contract/quotes.ts';
import { QUOTE_PATHS } from '@contract/quote-paths.ts';
import { pricePerQuantityUnit, quoteTotalMinor, shortHash } from '@contract/quote-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { api, ApiError } from '@/lib/api.ts';
import { isOnline } from '@/lib/online.ts';
import { useOrderFormats } from '@/lib/order-labels.tsx';
import { useGradeName, useQuantityFormats } from '@/lib/product-labels.tsx';
import { useQuoteUnitLabel } from '@/lib/quote-labels.tsx';

/** The fields of the terms a reader compares, in the order they are shown. */
export type QuoteTermField = 'variety' | 'grade' | 'pack_type' | 'pack_style' | 'quantity' | 'availability' | 'delivery_date' | 'location' | 'price' | 'total';

const FIELD_ORDER: QuoteTermField[] = ['variety', 'grade', 'pack_type', 'pack_style', 'quantity', 'availability', 'delivery_date', 'location', 'price', 'total'];

/** Which fields differ between two versions of the terms (the total changes with quantity or price). */
export function changedTermFields(terms: QuoteTerms, previous: QuoteTerms | null | undefined): Set<QuoteTermField> {
  const changed = new Set<QuoteTermField>();
  if (!previous) return changed;
  if ((terms.variety ?? '') !== (previous.variety ?? '')) changed.add('variety');
  if (terms.grade !== previous.grade) changed.add('grade');
  if (terms.pack_type !== previous.pack_type) changed.add('pack_type');
  if ((terms.pack_style ?? '') !== (previous.pack_style ?? '')) changed.add('pack_style');
  if (terms.quantity !== previous.quantity || terms.unit !== previous.unit) changed.add('quantity');
  if (terms.availability_start !== previous.availability_start || terms.availability_end !== previous.availability_end) changed.add('availability');
  if (terms.delivery_date !== previous.delivery_date) changed.add('delivery_date');
  if (terms.location !== previous.location) changed.add('location');
  if (terms.price_minor !== previous.price_minor || terms.per_unit !== previous.per_unit || terms.currency !== previous.currency) changed.add('price');
  if (quoteTotalMinor(terms) !== quoteTotalMinor(previous)) changed.add('total');
  return changed;
}

export function useTermFieldLabel(): (field: QuoteTermField) => string {
  const { t } = useLingui();
  return (field) =>
    ({
      variety: t`Variety`,
      grade: t`Grade`,
      pack_type: t`Pack type`,
      pack_style: t`Pack style`,
      quantity: t`Quantity`,
      availability: t`Available`,
      delivery_date: t`Delivery date`,
      location: t`Location`,
      price: t`Price`,
      total: t`Total`,
    })[field];
}

/** Money, quantities and dates of terms in the reader's language. */
export function useTermsFormats() {
  const { t } = useLingui();
  const { money, shortDay } = useOrderFormats();
  const { number } = useQuantityFormats();
  const unitName = useQuoteUnitLabel();
  return {
    money,
    shortDay,
    quantity: (terms: Pick<QuoteTerms, 'quantity' | 'unit'>) => `${number(terms.quantity)} ${unitName(terms.unit)}`,
    price: (terms: Pick<QuoteTerms, 'price_minor' | 'per_unit' | 'currency'>) => {
      const amount = money(terms.price_minor, terms.currency);
      const unit = unitName(terms.per_unit);
      return t`${amount} per ${unit}`;
    },
    window: (terms: Pick<QuoteTerms, 'availability_start' | 'availability_end'>) => {
      const from = shortDay(terms.availability_start);
      const to = shortDay(terms.availability_end);
      return terms.availability_start === terms.availability_end ? from : t`${from} to ${to}`;
    },
    total: (terms: QuoteTerms) => money(quoteTotalMinor(terms), terms.currency),
  };
}

function ChangedMark() {
  return (
    <span className="ml-2 inline-flex items-center rounded-full border border-violet-300 bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-900" data-testid="term-changed">
      <Trans>changed</Trans>
    </span>
  );
}

/**
 * The terms as a definition list. With `previous` (the version before), each field that changed carries a
 * 'changed' mark that screen readers read with the value.
 */
export function QuoteTermsList({ terms, previous, compact = false }: { terms: QuoteTerms; previous?: QuoteTerms | null; compact?: boolean }) {
  const { t } = useLingui();
  const grade = useGradeName();
  const label = useTermFieldLabel();
  const f = useTermsFormats();
  const changed = changedTermFields(terms, previous);
  const unitName = useQuoteUnitLabel();
  const perQuantityUnit = pricePerQuantityUnit(terms);
  const priceNote =
    terms.unit !== terms.per_unit
      ? (() => {
          const amount = f.money(perQuantityUnit, terms.currency);
          const unit = unitName(terms.unit);
          return t`${amount} per ${unit}`;
        })()
      : null;

  const values: Record<QuoteTermField, string | null> = {
    variety: terms.variety,
    grade: grade(terms.grade),
    pack_type: terms.pack_type,
    pack_style: terms.pack_style,
    quantity: f.quantity(terms),
    availability: f.window(terms),
    delivery_date: f.shortDay(terms.delivery_date),
    location: terms.location,
    price: priceNote ? `${f.price(terms)} (${priceNote})` : f.price(terms),
    total: f.total(terms),
  };

  return (
    <dl className={`grid grid-cols-[minmax(0,max-content)_1fr] gap-x-4 ${compact ? 'gap-y-1' : 'gap-y-2'} text-sm`} data-testid="quote-terms">
      {FIELD_ORDER.filter((field) => values[field] !== null && values[field] !== '').map((field) => (
        <div key={field} className="contents" data-field={field}>
          <dt className="font-medium text-gray-700">{label(field)}</dt>
          <dd className={`min-w-0 break-words text-gray-900 ${field === 'total' ? 'font-semibold' : ''}`}>
            {values[field]}
            {changed.has(field) ? <ChangedMark /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Who wrote a version, from the reader's side. */
export interface VersionParties {
  viewer: 'buyer' | 'seller';
  farmName: string;
  buyerName: string;
}

/** Every version of a quote's terms, newest first: number, who, kind, when, note, total and what changed. */
export function QuoteVersionHistory({ versions, parties }: { versions: readonly QuoteVersion[]; parties: VersionParties }) {
  const { t } = useLingui();
  const label = useTermFieldLabel();
  const f = useTermsFormats();
  const { date } = useQuantityFormats();
  const sorted = [...versions].sort((a, b) => a.number - b.number);
  const kindName = (kind: QuoteVersion['kind']) => ({ quote: t`Quote`, counter: t`Counter-offer`, revision: t`Revision` })[kind];
  const who = (author: QuoteVersion['author']) =>
    author === parties.viewer ? t`You` : author === 'seller' ? parties.farmName : parties.buyerName;

  return (
    <ol className="space-y-3" data-testid="quote-history">
      {sorted
        .map((version, i) => ({ version, previous: i > 0 ? sorted[i - 1] : undefined }))
        .reverse()
        .map(({ version, previous }) => {
          const changed = previous ? [...changedTermFields(version.terms, previous.terms)].filter((field) => field !== 'total') : [];
          const number = version.number;
          const kind = kindName(version.kind);
          const author = who(version.author);
          const total = f.money(version.total_minor, version.terms.currency);
          const fields = changed.map(label).join(', ');
          return (
            <li key={version.number} className="rounded-md border border-gray-200 bg-gray-50 p-3 text-sm" data-testid="quote-version">
              <p className="font-semibold text-gray-900">
                <Trans>
                  Version {number}: {kind} by {author}
                </Trans>
              </p>
              <p className="text-gray-700">
                <time dateTime={version.created_at}>{date(version.created_at)}</time>
                {' · '}
                <Trans>Total {total}</Trans>
              </p>
              {changed.length > 0 ? (
                <p className="text-gray-700">
                  <Trans>Changed: {fields}</Trans>
                </p>
              ) : null}
              {version.note ? <p className="mt-1 whitespace-pre-line text-gray-900">“{version.note}”</p> : null}
            </li>
          );
        })}
    </ol>
  );
}

type CheckState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'valid' } | { kind: 'altered' } | { kind: 'offline' } | { kind: 'failed'; message: string };

/**
 * The frozen terms of an accepted quote: its place in the chain, the parties, the terms, the total, who accepted
 * and when, and its fingerprint. 'Check fingerprint' asks the server to recompute it (it needs a connection).
 */
export function AgreementCard({ agreement }: { agreement: Agreement }) {
  const { t } = useLingui();
  const f = useTermsFormats();
  const { date } = useQuantityFormats();
  const [check, setCheck] = useState<CheckState>({ kind: 'idle' });
  const seq = agreement.seq;
  const buyer = agreement.buyer.business ? `${agreement.buyer.business} (${agreement.buyer.name})` : agreement.buyer.name;
  const farm = agreement.seller.farm_name;
  const acceptedBy = agreement.accepted_by === 'buyer' ? buyer : farm;
  const acceptedAt = date(agreement.accepted_at);
  const title = agreement.title;

  async function verify() {
    if (!isOnline()) {
      setCheck({ kind: 'offline' });
      return;
    }
    setCheck({ kind: 'checking' });
    try {
      const answer = await api<{ verification: AgreementVerification }>(QUOTE_PATHS.agreement(agreement.id));
      setCheck({ kind: answer.verification.valid ? 'valid' : 'altered' });
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) setCheck({ kind: 'offline' });
      else if (err instanceof ApiError && err.code === 'agreement_altered') setCheck({ kind: 'altered' });
      else setCheck({ kind: 'failed', message: err instanceof Error && err.message ? err.message : t`Something went wrong` });
    }
  }

  return (
    <section aria-labelledby={`agreement-${agreement.id}`} className="rounded-lg border border-green-300 bg-green-50/50 p-4" data-testid="agreement-card">
      <h3 id={`agreement-${agreement.id}`} className="text-base font-semibold text-gray-900">
        <Trans>Agreement no. {seq}</Trans>
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>
          Between {buyer} and {farm} for {title}.
        </Trans>
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-gray-700">
          <Trans>Terms</Trans>
        </dt>
        <dd className="text-gray-900">
          {f.quantity(agreement.terms)} · {f.price(agreement.terms)} · {f.shortDay(agreement.terms.delivery_date)}
        </dd>
        <dt className="font-medium text-gray-700">
          <Trans>Total</Trans>
        </dt>
        <dd className="font-semibold text-gray-900">{f.money(agreement.total_minor, agreement.terms.currency)}</dd>
        <dt className="font-medium text-gray-700">
          <Trans>Accepted</Trans>
        </dt>
        <dd className="text-gray-900">
          <Trans>
            by {acceptedBy} on {acceptedAt}
          </Trans>
        </dd>
        <dt className="font-medium text-gray-700">
          <Trans>Fingerprint</Trans>
        </dt>
        <dd className="text-gray-900">
          <details>
            <summary className="cursor-pointer font-mono rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700">
              {shortHash(agreement.hash)}
            </summary>
            <p className="mt-1 break-all font-mono text-xs" data-testid="agreement-hash">
              {agreement.hash}
            </p>
            <p className="mt-1 text-xs text-gray-700">
              <Trans>SHA-256 of the agreement's terms and of the agreement before it.</Trans>
            </p>
          </details>
        </dd>
        <dt className="font-medium text-gray-700">
          <Trans>Previous fingerprint</Trans>
        </dt>
        <dd className="break-all font-mono text-gray-900">{shortHash(agreement.prev_hash)}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => void verify()} disabled={check.kind === 'checking'}>
          <Trans>Check fingerprint</Trans>
        </Button>
        <p role="status" className="text-sm font-medium" data-testid="agreement-check">
          {check.kind === 'checking' ? <span className="text-gray-700">{t`Checking…`}</span> : null}
          {check.kind === 'valid' ? <span className="text-green-800">{t`Verified: the agreement is unchanged`}</span> : null}
          {check.kind === 'altered' ? <span className="text-red-800">{t`Warning: this agreement was altered after it was made`}</span> : null}
          {check.kind === 'offline' ? <span className="text-amber-900">{t`Checking needs a connection`}</span> : null}
          {check.kind === 'failed' ? <span className="text-red-800">{check.message}</span> : null}
        </p>
      </div>
    </section>
  );
}
