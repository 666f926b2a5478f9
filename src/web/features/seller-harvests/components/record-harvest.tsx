// 'Record the harvest': the quantity that came in and, before anything is sent, who gets what first come first
// served (fillPlan over the waiting pre-orders, as the server computes it). When the harvest is short of the
// pre-orders the farm confirms the partial fills explicitly; the rest of the harvest goes to stock.
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { fillPlan, fillSummary, HARVEST_QUANTITY_MAX } from '@contract/harvest-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { harvestProductName, useHarvestFormats } from '@/domain/harvests/harvest-labels.tsx';
import { recordHarvest } from '@/domain/harvests/harvest-writes.ts';

import { isOnline } from '@/lib/online.ts';
import { savedOfflineMessage } from '@/lib/saved-offline.ts';
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
  const waiting = preorders.filter((p) => p.status === 'pending');
  const plan = valid ? fillPlan(quantity, waiting) : [];
  const summary = fillSummary(valid ? quantity : 0, plan);
  const byId = new Map(waiting.map((p) => [p.id, p]));
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
      if (isOnline()) toast.success(t`Harvest recorded`);
      else toast.info(savedOfflineMessage(t`The harvest is saved on this device and will be sent when you are back online.`));
      onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-3 rounded-md border border-green-300 bg-green-50 p-3" data-testid="record-harvest">
      <TextField
        ref={quantityRef}
        label={<Trans>Quantity harvested ({f.quantity(1, harvest.unit).replace(/^1\s/, '')})</Trans>}
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
        <div className="mt-3">
          <h3 className="font-semibold text-gray-900">
            <Trans>Who is filled, first come first served</Trans>
          </h3>
          {plan.length === 0 ? (
            <p className="text-sm text-gray-800">
              <Trans>No pre-order is waiting: the whole harvest goes to your stock.</Trans>
            </p>
          ) : (
            <ol className="mt-1 flex flex-col gap-1 text-sm" data-testid="fill-plan">
              {plan.map((fill, i) => {
                const p = byId.get(fill.id)!;
                const who = p.buyer_business ? `${p.buyer_name} · ${p.buyer_business}` : p.buyer_name;
                const asked = f.quantity(fill.quantity, harvest.unit);
                const gets = f.quantity(fill.filled, harvest.unit);
                return (
                  <li key={fill.id} className="flex flex-wrap justify-between gap-2 rounded bg-white px-2 py-1" data-testid="fill-row">
                    <span>
                      {i + 1}. {who} · {asked}
                    </span>
                    <span className={fill.filled === fill.quantity ? 'font-semibold text-green-800' : 'font-semibold text-orange-900'}>
                      {fill.filled === fill.quantity ? (
                        <Trans>filled in full</Trans>
                      ) : fill.filled > 0 ? (
                        <Trans>partial: {gets} offered</Trans>
                      ) : (
                        <Trans>nothing left: cancelled</Trans>
                      )}
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
          <p className="mt-2 text-sm text-gray-900" data-testid="fill-summary">
            {plural(summary.full, { one: '# pre-order filled in full', other: '# pre-orders filled in full' })}
            {summary.partial > 0 && <> · {plural(summary.partial, { one: '# offered in part', other: '# offered in part' })}</>}
            {summary.unfilled > 0 && <> · {plural(summary.unfilled, { one: '# not filled', other: '# not filled' })}</>}
            {' · '}
            <Trans>{f.quantity(summary.toStock, harvest.unit)} to your stock</Trans>
          </p>
          {summary.short && (
            <div className="mt-2 flex items-start gap-2 rounded border border-orange-300 bg-orange-50 p-2 text-sm text-orange-950">
              <input
                id={confirmId}
                type="checkbox"
                checked={confirmed}
                aria-describedby={confirmError ? `${confirmId}-error` : undefined}
                aria-invalid={confirmError ? true : undefined}
                onChange={(e) => {
                  setConfirmed(e.target.checked);
                  if (e.target.checked) setConfirmError(null);
                }}
                className="mt-0.5 size-5 accent-green-700"
              />
              <label htmlFor={confirmId}>
                <Trans>
                  The harvest is short of the pre-orders. I confirm the partial fills: buyers offered a part may accept it or cancel, and buyers left
                  without are told their pre-order is cancelled.
                </Trans>
              </label>
            </div>
          )}
          {summary.short && confirmError && (
            <p id={`${confirmId}-error`} className="mt-1 text-sm font-semibold text-red-700">
              {confirmError}
            </p>
          )}
        </div>
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
