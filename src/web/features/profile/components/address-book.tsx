// Saved addresses (/profile/address and the dashboards' tab): the list reads Dexie; the server list is
// pulled into Dexie when online; add, edit and delete go to the server and then into Dexie.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import type { Address } from '@contract/accounts.ts';
import { PROVINCES } from '@contract/enums.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useOnline } from '@/lib/online.ts';
import { db } from '@/offline/db.ts';
import { syncNow } from '@/offline/sync-runtime.ts';
import { deleteAddress } from '@/domain/profile/address-writes.ts';
import { syncProvinces } from '../profile-sync.ts';
import { AddressCard } from './address-card.tsx';
import { AddressForm } from './address-form.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { untilFirstPull } from '@/offline/first-pull.ts';
import { LoadingMine } from '@/components/ui/loading-mine.tsx';

const byDefaultThenAge = (a: Address, b: Address) => Number(b.is_default) - Number(a.is_default) || a.created_at.localeCompare(b.created_at);

export function AddressBook({ heading: Heading = 'h2' }: { heading?: 'h1' | 'h2' }) {
  const { t } = useLingui();
  const online = useOnline();
  // Before the first pull an empty book is not known to be empty: loading.
  const addresses = useLiveQuery(() => db.addresses.toArray().then((list) => untilFirstPull(list.sort(byDefaultThenAge))), []);
  const savedProvinces = useLiveQuery(() => db.provinces.orderBy('code').toArray(), []);
  const provinces = savedProvinces && savedProvinces.length > 0 ? savedProvinces : PROVINCES;
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const deletingName = deleting ? `${deleting.label || deleting.full_name}, ${deleting.line1}` : '';

  useEffect(() => {
    if (!online) return;
    void syncProvinces();
    void syncNow(); // the addresses come with the sync pull: bring the latest when the book opens
  }, [online]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteAddress(deleting, (name) => t`Delete address ${name}`);
      toast.success(t`Address deleted`);
      setDeleting(null);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t`Delete failed`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="address-book-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id="address-book-title" className="text-xl font-bold text-gray-900">
          <Trans>Saved addresses</Trans>
        </Heading>
        {editing === null && (
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            <Trans>Add address</Trans>
          </Button>
        )}
      </div>
      <div className="mt-4 space-y-4">
        {!online && (
          <Notice tone="info">
            <Trans>You are offline. These are the addresses saved on this device; changes are sent when the connection returns.</Trans>
          </Notice>
        )}
        {editing !== null && <AddressForm
            key={editing === 'new' ? 'new' : editing.id}
            address={editing === 'new' ? null : editing}
            provinces={provinces}
            onDone={() => setEditing(null)}
            heading={Heading === 'h1' ? 'h2' : 'h3'}
          />}
        {addresses === undefined && (
          <LoadingMine className="text-gray-700">
            <Trans>Loading your addresses…</Trans>
          </LoadingMine>
        )}
        {addresses && addresses.length === 0 && editing === null && (
          <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">
            <Trans>No saved addresses yet</Trans>
          </p>
        )}
        {addresses && addresses.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2">
            {addresses.map((a) => (
              <li key={a.id}>
                <AddressCard
                  address={a}
                  provinces={provinces}
                  onEdit={() => setEditing(a)}
                  onDelete={() => setDeleting(a)}
                  heading={Heading === 'h1' ? 'h2' : 'h3'}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !busy && setDeleting(null)}
        title={<Trans>Delete this address?</Trans>}
        description={<Trans>{deletingName} will be removed from your account.</Trans>}
        closeButton={false}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setDeleting(null)} disabled={busy}>
            <Trans>Keep it</Trans>
          </Button>
          <Button variant="danger" onClick={() => void confirmDelete()} disabled={busy}>
            {busy ? <Trans>Deleting...</Trans> : <Trans>Delete</Trans>}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
