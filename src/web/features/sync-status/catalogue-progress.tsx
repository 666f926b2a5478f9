// The header pill's share of the catalogue's first download: how far it has come, in a few characters. Apart
// from the sync panel's section (offline-catalogue.tsx) so that the panel's code stays out of the first page.
import { useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PullProgress } from '@/offline/pull.ts';
import { syncActivity } from '@/offline/sync-activity.ts';

/** The running (or last) first download of the catalogue; null when none ran in this page. */
export function useCatalogueProgress(): PullProgress | null {
  return useSyncExternalStore(syncActivity.subscribe, () => syncActivity.get().catalogue, () => syncActivity.get().catalogue);
}

export const percent = (p: PullProgress) => (p.total ? Math.min(100, Math.floor((p.products / Math.max(p.total, 1)) * 100)) : null);

/** Whether the pill shows the badge. Before the first page has answered there is nothing to count yet: a bare '0'
 * beside the pill would read as a count. */
export const badgeShown = (progress: PullProgress | null): progress is PullProgress =>
  !!progress && !progress.done && !(percent(progress) === null && progress.products === 0);

/** The pill's few characters while the catalogue downloads ('45%'), with the whole sentence for screen readers. */
export function CatalogueProgressBadge() {
  const progress = useCatalogueProgress();
  const { i18n } = useLingui();
  if (!badgeShown(progress)) return null;
  const shown = i18n.number(progress.products);
  const total = progress.total === null ? null : i18n.number(progress.total);
  const pct = percent(progress);
  return (
    <span className="rounded-full bg-green-100 px-1.5 leading-5 text-green-900" data-testid="catalogue-progress-badge">
      <span aria-hidden="true">{pct === null ? shown : `${pct}%`}</span>
      <span className="sr-only">
        {total === null ? <Trans>Downloading the catalogue: {shown} products</Trans> : <Trans>Downloading the catalogue: {shown} of {total} products</Trans>}
      </span>
    </span>
  );
}
