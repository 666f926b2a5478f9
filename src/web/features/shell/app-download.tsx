// 'Download our app': both store buttons open the same 'Coming Soon' dialog (spec §2 footer).
import { Trans } from '@lingui/react/macro';
import { Apple, Play } from 'lucide-react';
import { useState } from 'react';
import { LazyDialog as Dialog } from '@/components/ui/lazy-dialog.tsx';

const storeButton =
  'inline-flex min-h-12 items-center gap-3 rounded-lg border border-gray-500 bg-black px-4 py-2 text-left text-white hover:border-white';

export function AppDownload() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => setOpen(true)} className={storeButton}>
          <Apple aria-hidden="true" className="h-6 w-6" />
          <span className="flex flex-col leading-tight">
            <span className="text-xs">
              <Trans>Download on the</Trans>
            </span>
            <span className="font-semibold">App Store</span>
          </span>
        </button>
        <button type="button" onClick={() => setOpen(true)} className={storeButton}>
          <Play aria-hidden="true" className="h-6 w-6" />
          <span className="flex flex-col leading-tight">
            <span className="text-xs">
              <Trans>Get it on</Trans>
            </span>
            <span className="font-semibold">Google Play</span>
          </span>
        </button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={<Trans>Coming Soon</Trans>}
        description={<Trans>Our mobile app will be available soon on App Store & Google Play.</Trans>}
      />
    </div>
  );
}
