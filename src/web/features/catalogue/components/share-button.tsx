// Share a product: the system share sheet where there is one (Web Share API), else the link is copied.
import { Trans, useLingui } from '@lingui/react/macro';
import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast-store.ts';

export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useLingui();
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return; // the user closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copied`, t`Paste it anywhere to share this product.`);
    } catch {
      toast.error(t`Could not copy the link`, url);
    }
  };
  return (
    <Button variant="ghost" onClick={() => void share()} className="border border-gray-300">
      <Share2 aria-hidden="true" className="size-4" />
      <Trans>Share</Trans>
    </Button>
  );
}
