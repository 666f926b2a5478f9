// The history of a quote's versions, newest first, as either party reads it: who wrote each, when, its total and
// what it changed from the version before.
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuoteVersion } from '@contract/quotes.ts';
import { useQuantityFormats } from '@/domain/products/product-labels.tsx';
import { changedTermFields, useTermFieldLabel, useTermsFormats } from './quote-terms.tsx';

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
