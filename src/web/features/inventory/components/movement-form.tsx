// Record one movement of one grade: what happened, how much (a positive quantity; the kind gives the sign, a
// correction lets the seller choose), and a note. Refuses locally what would take the stock below zero.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { MAX_STOCK } from '@contract/constants.ts';
import { MANUAL_MOVEMENT_KINDS, type Grade, type ManualMovementKind } from '@contract/enums.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useOnline } from '@/lib/online.ts';
import { savedOfflineMessage } from '@/lib/saved-offline.ts';
import { useUnitLabel } from '@/lib/unit-label.tsx';
import { recordMovement } from '../inventory-actions.ts';
import { useInventoryLabels } from '../labels.ts';
import type { InventoryView } from '../use-inventory.ts';

type Direction = 'add' | 'remove';

export function MovementForm({ view }: { view: InventoryView }) {
  const { t } = useLingui();
  const l = useInventoryLabels();
  const online = useOnline();
  const unit = useUnitLabel()(view.product.unit);
  const ids = useId();
  const [grade, setGrade] = useState<Grade>(view.grades[0]?.grade ?? 'top');
  const [kind, setKind] = useState<ManualMovementKind>('harvested');
  const [direction, setDirection] = useState<Direction>('add');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const adds = kind === 'harvested' || (kind === 'corrected' && direction === 'add');
  const kindHint = (k: ManualMovementKind) =>
    ({ harvested: t`adds stock`, sold: t`removes stock`, spoiled: t`removes stock`, corrected: t`adds or removes` })[k];
  const submitText = ({ harvested: t`Record harvest`, sold: t`Record sale`, spoiled: t`Record spoilage`, corrected: t`Record correction` } as const)[kind];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setFailed(null);
    const amount = Number(quantity);
    if (!quantity.trim() || !Number.isInteger(amount) || amount < 1 || amount > MAX_STOCK) {
      setError(t`Enter a whole quantity of 1 or more`);
      return;
    }
    const stock = view.grades.find((g) => g.grade === grade)?.stock ?? 0;
    const delta = adds ? amount : -amount;
    if (stock + delta < 0) {
      setError(l.notEnough(grade, stock));
      return;
    }
    setError(undefined);
    setBusy(true);
    const name = l.productName(view.product);
    const gradeName = l.grade(grade);
    const signed = `${l.signed(delta)} ${unit}`;
    const kindName = l.kind(kind);
    try {
      await recordMovement(view.product, { grade, kind, delta, note: note.trim() || null }, stock, t`${name}: ${kindName} ${signed}, ${gradeName}`);
      const what = ({ harvested: t`Harvest recorded`, sold: t`Sale recorded`, spoiled: t`Spoilage recorded`, corrected: t`Correction recorded` } as const)[kind];
      setDone(`${what}: ${signed}, ${gradeName}.`);
      setQuantity('');
      setNote('');
    } catch {
      setFailed(t`The movement could not be saved on this device. Try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id={`${ids}-title`} className="text-lg font-semibold text-gray-900">
        <Trans>Record a movement</Trans>
      </h2>
      <form className="mt-3 flex flex-col gap-4" noValidate onSubmit={(e) => void submit(e)}>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-grade`} className="text-sm font-medium text-gray-800">
            <Trans>Grade</Trans>
          </label>
          <select
            id={`${ids}-grade`}
            value={grade}
            onChange={(e) => setGrade(e.target.value as Grade)}
            className="min-h-11 rounded-md border border-gray-400 bg-white px-3 text-base text-gray-900"
          >
            {view.grades.map((g) => (
              <option key={g.grade} value={g.grade}>
                {`${l.grade(g.grade)} (${l.number(g.stock)} ${unit})`}
              </option>
            ))}
          </select>
        </div>
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
                <input type="radio" name={`${ids}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} className="size-4 accent-green-700" />
                <span className="flex flex-col">
                  <span className="font-medium text-gray-900">{l.kind(k)}</span>
                  <span className="text-xs text-gray-700">{kindHint(k)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'corrected' && (
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-gray-800">
              <Trans>Correction</Trans>
            </legend>
            <div className="flex flex-wrap gap-2">
              {(['add', 'remove'] as const).map((d) => (
                <label key={d} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 has-[:checked]:border-green-700 has-[:checked]:bg-green-50">
                  <input type="radio" name={`${ids}-direction`} value={d} checked={direction === d} onChange={() => setDirection(d)} className="size-4 accent-green-700" />
                  {d === 'add' ? <Trans>Add to stock</Trans> : <Trans>Remove from stock</Trans>}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <TextField
          label={t`Quantity (${unit})`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          max={MAX_STOCK}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          error={error}
        />
        <TextField label={t`Note (optional)`} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        <div>
          <Button type="submit" disabled={busy}>
            {submitText}
          </Button>
        </div>
        <Notice tone="success">
          {done && (
            <>
              {done} {online ? <Trans>It is being sent now.</Trans> : savedOfflineMessage(t`You are offline: it is saved on this device and will be sent when you are back online.`)}
            </>
          )}
        </Notice>
        <Notice>{failed}</Notice>
      </form>
    </section>
  );
}
