// The time picker's window choices: the morning, midday and afternoon presets, or 'Other hours'.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { WINDOW_PRESETS } from '../request-draft.ts';
import type { WindowChoice } from '../use-timepicker-form.ts';

export function WindowChoiceFields({ choice, onPick }: { choice: WindowChoice; onPick: (choice: WindowChoice) => void }) {
  const { t } = useLingui();
  const name = useId();
  const presetLabel: Record<(typeof WINDOW_PRESETS)[number]['id'], string> = { morning: t`Morning`, midday: t`Midday`, afternoon: t`Afternoon` };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-800">
        <Trans>Time window</Trans>
      </legend>
      {WINDOW_PRESETS.map((p) => (
        <label key={p.id} className="flex min-h-11 items-center gap-3 rounded-md border border-gray-300 bg-white px-3 text-gray-900 has-checked:border-green-700 has-checked:bg-green-50">
          <input type="radio" name={name} className="size-5 accent-green-700" checked={choice === p.id} onChange={() => onPick(p.id)} />
          <span className="font-medium">{presetLabel[p.id]}</span>
          <span className="text-gray-700">
            {p.start}–{p.end}
          </span>
        </label>
      ))}
      <label className="flex min-h-11 items-center gap-3 rounded-md border border-gray-300 bg-white px-3 text-gray-900 has-checked:border-green-700 has-checked:bg-green-50">
        <input type="radio" name={name} className="size-5 accent-green-700" checked={choice === 'custom'} onChange={() => onPick('custom')} />
        <span className="font-medium">
          <Trans>Other hours</Trans>
        </span>
      </label>
    </fieldset>
  );
}
