// Pause a standing order until a date (no delivery before it; the buyer picks the day deliveries start again), or
// resume it at once.
import { Trans, useLingui } from '@lingui/react/macro';
import { PauseCircle, PlayCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { addDays } from '@contract/order-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { pauseStandingOrder } from '@/domain/standing-orders/standing-order-writes.ts';
import type { StandingOrderView } from '../standing-order-view.ts';

/** A pause of at most this long (a standing order paused longer is better cancelled). */
const PAUSE_MAX_DAYS = 365;

export function PauseControl({ view, today }: { view: StandingOrderView; today: string }) {
  const { t } = useLingui();
  const { day } = useOrderFormats();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { order } = view;
  const farm = order.farm_name;

  const resume = async () => {
    setBusy(true);
    try {
      await pauseStandingOrder(order, null, t`Resume the standing order from ${farm}`);
    } finally {
      setBusy(false);
    }
  };

  if (view.paused) {
    const until = day(order.paused_until!);
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium text-amber-900" data-testid="paused-until">
          <Trans>Paused: deliveries start again on {until}.</Trans>
        </p>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void resume()}>
          <PlayCircle aria-hidden="true" className="size-4" />
          <Trans>Resume now</Trans>
        </Button>
      </div>
    );
  }
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <PauseCircle aria-hidden="true" className="size-4" />
        <Trans>Pause until a date</Trans>
      </Button>
      {open && <PauseDialog view={view} today={today} onClose={() => setOpen(false)} />}
    </>
  );
}

function PauseDialog({ view, today, onClose }: { view: StandingOrderView; today: string; onClose: () => void }) {
  const { t } = useLingui();
  const { day } = useOrderFormats();
  const id = useId();
  const min = addDays(today, 1);
  const max = addDays(today, PAUSE_MAX_DAYS);
  const [until, setUntil] = useState(addDays(today, 14));
  const [error, setError] = useState<string | null>(null);
  const farm = view.order.farm_name;

  const pause = async () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(until) || until < min || until > max) {
      const first = day(min);
      const last = day(max);
      setError(t`Choose a date between ${first} and ${last}.`);
      return;
    }
    const restart = day(until);
    await pauseStandingOrder(view.order, until, t`Pause the standing order from ${farm} until ${restart}`);
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={<Trans>Pause the standing order</Trans>}
      description={<Trans>No delivery is placed before the date you choose; deliveries start again on that day.</Trans>}
      closeButton={false}
    >
      <div className="mt-4 flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          <Trans>Start again on</Trans>
        </label>
        <input
          id={id}
          type="date"
          value={until}
          min={min}
          max={max}
          onChange={(e) => {
            setUntil(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`min-h-11 rounded-md border bg-white px-3 text-base text-gray-900 ${error ? 'border-red-700' : 'border-gray-400'}`}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Keep delivering</Trans>
        </Button>
        <Button onClick={() => void pause()}>
          <Trans>Pause</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
