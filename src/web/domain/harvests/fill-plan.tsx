// Who a harvest of `quantity` fills, first come first served (fillPlan over the waiting pre-orders, as the server
// computes it), shown before anything is sent; when the harvest is short of the pre-orders, the farm's explicit
// confirmation of the partial fills. Used by 'Record the harvest' and by the inventory's harvested movement.
import { Trans } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { fillPlan, fillSummary } from '@contract/harvest-rules.ts';
import type { LocalHarvest, LocalPreorder } from '@/offline/db.ts';
import { useHarvestFormats } from './harvest-labels.tsx';

/** The plan for `quantity` over the pending pre-orders: is it short of them (the farm must confirm)? */
export function harvestPlan(quantity: number, preorders: LocalPreorder[]) {
  const waiting = preorders.filter((p) => p.status === 'pending');
  const plan = fillPlan(quantity, waiting);
  return { waiting, plan, summary: fillSummary(quantity, plan) };
}

export function FillPlan({
  quantity,
  unit,
  preorders,
  confirmId,
  confirmed,
  onConfirm,
  confirmError,
}: {
  quantity: number;
  unit: LocalHarvest['unit'];
  preorders: LocalPreorder[];
  confirmId: string;
  confirmed: boolean;
  onConfirm: (yes: boolean) => void;
  confirmError: string | null;
}) {
  const f = useHarvestFormats();
  const { waiting, plan, summary } = harvestPlan(quantity, preorders);
  const byId = new Map(waiting.map((p) => [p.id, p]));
  return (
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
            const asked = f.quantity(fill.quantity, unit);
            const gets = f.quantity(fill.filled, unit);
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
        <Trans>{f.quantity(summary.toStock, unit)} to your stock</Trans>
      </p>
      {summary.short && (
        <div className="mt-2 flex items-start gap-2 rounded border border-orange-300 bg-orange-50 p-2 text-sm text-orange-950">
          <input
            id={confirmId}
            type="checkbox"
            checked={confirmed}
            aria-describedby={confirmError ? `${confirmId}-error` : undefined}
            aria-invalid={confirmError ? true : undefined}
            onChange={(e) => onConfirm(e.target.checked)}
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
  );
}
