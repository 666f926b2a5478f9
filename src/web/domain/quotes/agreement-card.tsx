// The agreement an accepted quote became, with a button that asks the server to re-check its fingerprint.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Agreement, AgreementVerification } from '@contract/quotes.ts';
import { QUOTE_PATHS } from '@contract/quote-paths.ts';
import { shortHash } from '@contract/quote-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { api, ApiError } from '@/lib/api.ts';
import { isOnline } from '@/lib/online.ts';
import { useQuantityFormats } from '@/domain/products/product-labels.tsx';
import { useTermsFormats } from './quote-terms.tsx';

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
