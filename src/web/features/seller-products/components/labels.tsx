// The sync state of a seller's product, as a badge in the reader's language.
import { useLingui } from '@lingui/react/macro';
import type { SyncState } from '../use-seller-products.ts';

export function SyncBadge({ state }: { state: SyncState }) {
  const { t } = useLingui();
  if (state === 'synced') return null;
  const [text, tone] =
    state === 'waiting' ? [t`Waiting to sync`, 'border-amber-300 bg-amber-50 text-amber-900'] : [t`Not saved`, 'border-red-300 bg-red-50 text-red-900'];
  return <span className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${tone}`}>{text}</span>;
}
