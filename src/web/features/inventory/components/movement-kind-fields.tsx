// The movement form's choices: what happened (each kind saying whether it adds or removes stock) and, for a
// correction, which way it goes.
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MANUAL_MOVEMENT_KINDS, type ManualMovementKind } from '@contract/enums.ts';
import { useInventoryLabels } from '../labels.ts';

export type Direction = 'add' | 'remove';

export function KindChoice({ field }: { field: UseFormRegisterReturn<'kind'> }) {
  const { t } = useLingui();
  const l = useInventoryLabels();
  const kindHint = (k: ManualMovementKind) =>
    ({ harvested: t`adds stock`, sold: t`removes stock`, spoiled: t`removes stock`, corrected: t`adds or removes` })[k];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-gray-800">
        <Trans>What happened?</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {MANUAL_MOVEMENT_KINDS.map((k) => (
          <label
            key={k}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 py-2 has-[:checked]:border-green-700 has-[:checked]:bg-green-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-green-700"
          >
            <input type="radio" value={k} {...field} className="size-4 accent-green-700" />
            <span className="flex flex-col">
              <span className="font-medium text-gray-900">{l.kind(k)}</span>
              <span className="text-xs text-gray-700">{kindHint(k)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function DirectionChoice({ field }: { field: UseFormRegisterReturn<'direction'> }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-gray-800">
        <Trans>Correction</Trans>
      </legend>
      <div className="flex flex-wrap gap-2">
        {(['add', 'remove'] as const).map((d) => (
          <label key={d} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 has-[:checked]:border-green-700 has-[:checked]:bg-green-50">
            <input type="radio" value={d} {...field} className="size-4 accent-green-700" />
            {d === 'add' ? <Trans>Add to stock</Trans> : <Trans>Remove from stock</Trans>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
