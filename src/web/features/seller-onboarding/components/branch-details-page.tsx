// One branch of the seller's farm: its facts, sync state, and edit and delete (a branch that still holds products
// cannot be deleted). Reads Dexie (works offline); deleting goes through the outbox (domain/farm/branch-writes.ts).
import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useOnline } from '@/lib/online.ts';
import { savedOfflineMessage } from '@/lib/saved-offline.ts';
import { deleteBranch } from '@/domain/farm/branch-writes.ts';
import { useMyBranch } from '../use-branches.ts';
import { BranchStatusBadge, SyncFlags } from './branch-status.tsx';
import { BranchFacts } from './branch-facts.tsx';
import { BackLink, h1, Loading, NotHere, page } from './branch-page-parts.tsx';

export function BranchDetailsPage({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const online = useOnline();
  const found = useMyBranch(id);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (found === undefined) return <div className={page}><Loading /></div>;
  if (!found.view) return <NotHere />;
  const { branch, waiting, refused } = found.view;

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteBranch(branch, t`Delete branch ${branch.name}`);
      setConfirming(false);
      if (online) toast.success(t`Branch deleted successfully`);
      else toast.info(savedOfflineMessage(t`Saved on this device. It will be sent when you are back online.`));
      await navigate({ to: '/branches' });
    } catch {
      toast.error(t`Failed to delete branch`);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className={page}>
      <BackLink to="/branches">
        <Trans>All branches</Trans>
      </BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className={h1}>{branch.name}</h1>
        <BranchStatusBadge status={branch.status} />
      </div>
      <div className="mt-2 flex flex-wrap gap-3">
        <SyncFlags waiting={waiting} refused={refused} />
      </div>
      <BranchFacts branch={branch} products={found.products} />
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/update-branch/$id" params={{ id: branch.id }} className={buttonClasses('primary', 'md')}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Edit branch</Trans>
        </Link>
        <Button variant="danger" onClick={() => setConfirming(true)} disabled={found.products > 0} aria-describedby={found.products > 0 ? 'delete-help' : undefined}>
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>Delete branch</Trans>
        </Button>
      </div>
      {found.products > 0 && (
        <p id="delete-help" className="mt-2 text-sm text-gray-700">
          <Trans>A branch that still holds products cannot be deleted. Move or delete its products first.</Trans>
        </p>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        closeButton={false}
        title={<Trans>Delete {branch.name}?</Trans>}
        description={<Trans>The branch is removed from your farm. This cannot be undone.</Trans>}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={deleting}>
            <Trans>Keep branch</Trans>
          </Button>
          <Button variant="danger" onClick={() => void remove()} disabled={deleting}>
            {deleting ? <Trans>Deleting...</Trans> : <Trans>Delete</Trans>}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
