// The catalogue on this device: a visitor's choice to keep it (signed-in accounts always do), and how far its first
// download has come: the products the user uses first (pull.ts head start), then the catalogue's total. Shown in the sync panel; the header's pill shows
// the percentage while the download runs.
import { useId, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { db } from '@/offline/db.ts';
import { visitorKeepsCatalogue } from '@/offline/pull-policy.ts';
import { keepCatalogue } from '@/offline/sync-runtime.ts';
import { percent, useCatalogueProgress } from './catalogue-progress.tsx';

/** The panel's section: the choice (visitors), the progress, what the device holds. */
export function OfflineCatalogue() {
  const { i18n } = useLingui();
  const checkboxId = useId();
  const progress = useCatalogueProgress();
  // The choice shows at once and stays until Dexie's answer says the same (a slow answer must not flip it back).
  const [choice, setChoice] = useState<boolean | null>(null);
  const state = useLiveQuery(async () => {
    const [session, keep, stored] = await Promise.all([db.local_session.get('current'), visitorKeepsCatalogue(db), db.products.count()]);
    return { signedIn: !!session, keep, stored };
  }, []);
  if (state && choice !== null && state.keep === choice) setChoice(null);
  if (!state) return null;
  const running = progress && !progress.done;
  const shown = i18n.number(progress?.products ?? 0);
  const total = progress?.total == null ? null : i18n.number(progress.total);
  const stored = i18n.number(state.stored);
  const scoped = i18n.number(progress?.scoped ?? 0);
  const pct = progress ? percent(progress) : null;

  return (
    <section aria-labelledby={`${checkboxId}-title`} className="mt-5 rounded-md border border-gray-200 p-3 text-sm text-gray-800" data-testid="offline-catalogue">
      <h3 id={`${checkboxId}-title`} className="font-semibold text-gray-900">
        <Trans>Catalogue on this device</Trans>
      </h3>
      {state.signedIn ? (
        <p className="mt-1">
          <Trans>Signed in, this device keeps the catalogue so that the marketplace works offline.</Trans>
        </p>
      ) : (
        <div className="mt-2 flex items-start gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-green-700"
            checked={choice ?? state.keep}
            onChange={(e) => {
              const keep = e.target.checked;
              setChoice(keep);
              // Not kept (storage refused): the box shows what the device holds again.
              void keepCatalogue(keep).catch(() => setChoice(null));
            }}
          />
          <label htmlFor={checkboxId}>
            <span className="font-medium">
              <Trans>Keep the catalogue on this device</Trans>
            </span>
            <span className="block text-gray-700">
              <Trans>Downloads every product in the background (a few megabytes for every 1,000 products) so that the marketplace works offline.</Trans>
            </span>
          </label>
        </div>
      )}
      {running ? (
        <div className="mt-2" role="status">
          {progress.phase === 'scoped' ? (
            <p>
              <Trans>Downloading the products you use first: {shown}</Trans>
            </p>
          ) : (
            <>
              {progress.scoped > 0 && (
                <p className="mb-1">
                  <Trans>Ready offline: the {scoped} products you use (your province, your farm, the categories you buy).</Trans>
                </p>
              )}
              <p>{total === null ? <Trans>Downloading the catalogue: {shown} products</Trans> : <Trans>Downloading the catalogue: {shown} of {total} products</Trans>}</p>
            </>
          )}
          {pct !== null && (
            <progress className="mt-1 h-2 w-full accent-green-700" max={100} value={pct} aria-hidden="true">
              {pct}%
            </progress>
          )}
        </div>
      ) : state.stored > 0 && (state.signedIn || (choice ?? state.keep)) ? (
        <p className="mt-2">
          <Trans>{stored} products on this device.</Trans>
        </p>
      ) : null}
    </section>
  );
}
