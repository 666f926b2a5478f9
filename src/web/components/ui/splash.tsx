// 'Loading freshness...': shown for the first second and while a lazy page loads (spec §2, §9).
import { Trans } from '@lingui/react/macro';

export function Splash() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-green-800">
      <span aria-hidden="true" className="h-12 w-12 animate-spin rounded-full border-4 border-green-200 border-t-green-700" />
      <p className="text-lg font-medium">
        <Trans>Loading freshness...</Trans>
      </p>
    </div>
  );
}
