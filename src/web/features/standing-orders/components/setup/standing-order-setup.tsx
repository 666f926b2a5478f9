// The set-up form on /flexiblebuying for a signed-in Buyer or BulkBuyer, loaded with its route's code (zod comes with
// the form, never with the public page). Waits for the device's farms, addresses and the lines it starts from.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Notice } from '@/components/ui/notice.tsx';
import type { SetupSearch } from '../../setup-search.ts';
import { useAddresses, useFarms } from '../../use-farm-catalogue.ts';
import { SetupForm } from './setup-form.tsx';
import { useSetupPrefill, type Prefill } from './use-setup-prefill.ts';

export default function StandingOrderSetup({ search }: { search: SetupSearch }) {
  const live = useSetupPrefill(search);
  const farms = useFarms();
  const addresses = useAddresses();
  // The first lines are read once: later changes to the cart do not rewrite what the buyer is editing.
  const [prefill, setPrefill] = useState<Prefill | undefined>(undefined);
  if (live && !prefill) setPrefill(live);

  if (!prefill || !farms || !addresses) {
    return (
      <p className="text-gray-700">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (farms.length === 0) {
    return (
      <Notice tone="info">
        <Trans>
          No farm's products are on this device yet. Connect to the internet once so the catalogue can load, then set up your standing order.
        </Trans>
      </Notice>
    );
  }
  return <SetupForm prefill={prefill} farms={farms} addresses={addresses} />;
}
