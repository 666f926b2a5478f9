// 'Record the harvest': the quantity that came in and, before anything is sent, who gets what (FillPlan). When the
// harvest is short of the pre-orders the farm confirms the partial fills explicitly; the rest goes to stock.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { HARVEST_QUANTITY_MAX } from '@contract/harvest-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { harvestProductName, useHarvestFormats } from '@/domain/harvests/harvest-labels.tsx';
import { recordHarvest } from '@/domain/harvests/harvest-writes.ts';
import { FillPlan, harvestPlan } from '@/domain/harvests/fill-plan.tsx';

import { toastSaved } from '@/lib/saved-offline.ts';
import type { LocalHarvest, LocalPreorder } from '@/offline/db.ts';

export function RecordHarvest({ harvest, preorders, onDone }: { harvest: LocalHarvest; preorders: LocalPreorder[]; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const f = useHarvestFormats();
  const [text, setText] = useState(String(harvest.expected_quantity));
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmId = useId();
  const quantityRef = useRef<HTMLInputElement>(null);
  // The button that opened this is gone: the keyboard continues in the quantity.
  useEffect(() => quantityRef.current?.focus(), []);
  const quantity = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  const valid = Number.isInteger(quantity) && quantity >= 0 && quantity <= HARVEST_QUANTITY_MAX;
  const { summary } = harvestPlan(valid ? quantity : 0, preorders);
  const name = harvestProductName(harvest, i18n.locale);

  const submit = async () => {
    if (!valid) return setError(t`Enter the whole quantity harvested (0 or more).`);
    setError(null);
    if (summary.short && !confirmed) {
      setConfirmError(t`Confirm the partial fills to record a harvest short of its pre-orders.`);
      document.getElementById(confirmId)?.focus();
      return;
    }
    setBusy(true);
    try {
      const qty = f.quantity(quantity, harvest.unit);
      await recordHarvest(harvest, quantity, summary.short, t`Record the harvest of ${name}: ${qty}`);
      toastSaved(t`Harvest recorded`, t`The harvest is saved on this device and will be sent when you are back online.`);
      onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-3 rounded-md border border-green-300 bg-green-50 p-3" data-testid="record-harvest">
      <TextField
        ref={quantityRef}
        label={<Trans>Quantity harvested ({f.unit(harvest.unit)})</Trans>}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        className="max-w-xs"
        value={text}
        error={error ?? undefined}
        onChange={(e) => {
          setText(e.target.value);
          setConfirmed(false);
        }}
      />
      {valid && (
        <FillPlan
          quantity={quantity}
          unit={harvest.unit}
          preorders={preorders}
          confirmId={confirmId}
          confirmed={confirmed}
          onConfirm={(yes) => {
            setConfirmed(yes);
            if (yes) setConfirmError(null);
          }}
          confirmError={confirmError}
        />
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => void submit()}>
          <Trans>Record the harvest</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Not now</Trans>
        </Button>
      </div>
    </div>
  );
}
