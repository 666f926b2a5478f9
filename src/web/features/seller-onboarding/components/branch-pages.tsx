// The seller's branch screens: register a branch, 'pending approval', the list and the edit form (one branch: branch-details-page.tsx).
// They read Dexie (works offline) and write through the outbox (domain/farm/branch-writes.ts).
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, Plus } from 'lucide-react';
import type { BranchWrite } from '@contract/catalogue.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useOnline } from '@/lib/online.ts';
import { savedOfflineMessage } from '@/lib/saved-offline.ts';
import { createBranch, updateBranch } from '@/domain/farm/branch-writes.ts';
import { useMyBranch, useMyBranches, useRefreshBranches } from '../use-branches.ts';
import { BranchForm } from './branch-form.tsx';
import { BranchList } from './branch-list.tsx';
import { BackLink, h1, Loading, NotHere, page } from './branch-page-parts.tsx';


export function RegisterBranchPage() {
  const { t } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const save = async (values: BranchWrite | Partial<BranchWrite>) => {
    const v = values as BranchWrite;
    await createBranch(v, t`Add branch ${v.name}`);
    if (online) toast.success(t`Branch submitted for review`);
    else toast.info(savedOfflineMessage(t`Saved on this device. It will be sent when you are back online.`));
    await navigate({ to: '/branch/pending-approval' });
  };
  return (
    <div className={page}>
      <h1 className={h1}>
        <Trans>Register a branch</Trans>
      </h1>
      <p className="mb-6 mt-2 text-gray-700">
        <Trans>A branch is a place you sell from: a farm site, a warehouse or a market stand. An administrator reviews each new branch; its products are shown to buyers once it is approved.</Trans>
      </p>
      <BranchForm branch={null} onSave={save} onCancel={() => void navigate({ to: '/branches' })} />
    </div>
  );
}

export function PendingApprovalPage() {
  useRefreshBranches();
  const views = useMyBranches();
  return (
    <div className={page}>
      <h1 className={h1}>
        <Trans>Your branch is waiting for approval</Trans>
      </h1>
      <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-gray-900">
        <h2 className="font-semibold">
          <Trans>What happens next</Trans>
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>
            <Trans>An administrator checks the branch's name and address, usually within two business days.</Trans>
          </li>
          <li>
            <Trans>Once approved, the products you list at this branch are shown in the marketplace.</Trans>
          </li>
          <li>
            <Trans>If it is rejected, you see the reason here and can correct the branch; it is then reviewed again.</Trans>
          </li>
        </ol>
        <p className="mt-2">
          <Trans>Meanwhile you can already add products: they stay hidden until the branch is approved.</Trans>
        </p>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-gray-900">
          <Trans>Your branches</Trans>
        </h2>
        <Link to="/branches" className={buttonClasses('secondary', 'md')}>
          <Trans>Manage branches</Trans>
        </Link>
      </div>
      <div className="mt-4">{views === undefined ? <Loading /> : <BranchList views={views} />}</div>
    </div>
  );
}


export function BranchesPage() {
  useRefreshBranches();
  const views = useMyBranches();
  return (
    <div className={page}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className={h1}>
          <Trans>Your branches</Trans>
        </h1>
        <Link to="/register-branch" className={buttonClasses('primary', 'md')}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add a branch</Trans>
        </Link>
      </div>
      <div className="mt-6">
        {views === undefined ? (
          <Loading />
        ) : views.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center">
            <Building2 aria-hidden="true" className="size-12 text-gray-500" />
            <p className="text-lg text-gray-800">
              <Trans>You have no branches yet. Add the place you sell from to start listing products.</Trans>
            </p>
          </div>
        ) : (
          <BranchList views={views} />
        )}
      </div>
    </div>
  );
}

export function UpdateBranchPage({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const online = useOnline();
  const found = useMyBranch(id);
  if (found === undefined) return <div className={page}><Loading /></div>;
  if (!found.view) return <NotHere />;
  const { branch } = found.view;
  const save = async (patch: BranchWrite | Partial<BranchWrite>) => {
    if (Object.keys(patch).length > 0) {
      try {
        await updateBranch(branch, patch, t`Edit branch ${branch.name}`);
      } catch {
        throw new Error(t`Failed to update branch`);
      }
      if (online) toast.success(t`Branch updated successfully`);
      else toast.info(savedOfflineMessage(t`Saved on this device. It will be sent when you are back online.`));
    }
    await navigate({ to: '/branch-details/$id', params: { id: branch.id } });
  };
  return (
    <div className={page}>
      <BackLink to="/branches">
        <Trans>All branches</Trans>
      </BackLink>
      <h1 className={`${h1} mb-6`}>
        <Trans>Edit {branch.name}</Trans>
      </h1>
      <BranchForm branch={branch} onSave={save} onCancel={() => void navigate({ to: '/branch-details/$id', params: { id: branch.id } })} />
    </div>
  );
}
