// Cancel a standing order for good, after a confirmation: orders already placed stay as they are.
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmCancel } from '@/components/sync/confirm-cancel.tsx';
import { cancelStandingOrder } from '@/domain/standing-orders/standing-order-writes.ts';
import type { StandingOrderView } from '../standing-order-view.ts';

export function CancelStandingOrder({ view }: { view: StandingOrderView }) {
  const { t } = useLingui();
  const farm = view.order.farm_name;
  return (
    <ConfirmCancel
      size="sm"
      label={<Trans>Cancel standing order</Trans>}
      title={<Trans>Cancel the standing order from {farm}?</Trans>}
      consequence={
        <Trans>No more orders will be placed for it. Orders already placed stay as they are; cancel them from their own page if needed.</Trans>
      }
      onConfirm={() => cancelStandingOrder(view.order, t`Cancel the standing order from ${farm}`)}
    />
  );
}
