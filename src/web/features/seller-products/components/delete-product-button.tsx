// Delete on the seller's product page: asks first, then runs the page's delete and goes back to the list.
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';

export function DeleteProductButton({ name, onDelete }: { name: string; onDelete: () => Promise<void> }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <Trans>Delete</Trans>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        closeButton={false}
        title={<Trans>Delete this product?</Trans>}
        description={<Trans>{name} and its inventory history will be removed. This cannot be undone.</Trans>}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="danger"
            onClick={async () => {
              setConfirming(false);
              await onDelete();
              toast.success(t`Product deleted`);
              await navigate({ to: '/seller/products' });
            }}
          >
            <Trans>Delete product</Trans>
          </Button>
        </div>
      </Dialog>
    </>
  );
}
