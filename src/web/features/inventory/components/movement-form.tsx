// Record one movement of one grade: what happened, how much (a positive quantity; the kind gives the sign, a
// correction lets the seller choose), and a note. Refuses locally what would take the stock below zero.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { MAX_STOCK } from '@contract/constants.ts';
import { GRADES, MANUAL_MOVEMENT_KINDS, type Grade } from '@contract/enums.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useOnline } from '@/lib/online.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { savedOfflineMessage } from '@/lib/saved-offline.ts';
import { useUnitLabel } from '@/domain/products/unit-label.tsx';
import { recordMovement } from '@/domain/inventory/inventory-writes.ts';
import { useInventoryLabels } from '../labels.ts';
import type { InventoryView } from '../use-inventory.ts';
import { DirectionChoice, KindChoice } from './movement-kind-fields.tsx';

/** The form's choices and text, checked as the server would (a whole quantity, the kind giving the sign) and
 * against the stock this device knows: the output is the signed movement. */
function movementForm(view: InventoryView, messages: { quantity: string; notEnough: (grade: Grade, stock: number) => string }) {
  return z
    .object({
      grade: z.enum(GRADES),
      kind: z.enum(MANUAL_MOVEMENT_KINDS),
      direction: z.enum(['add', 'remove']),
      quantity: z.string(),
      note: z.string(),
    })
    .transform((v, ctx) => {
      const amount = Number(v.quantity);
      if (!v.quantity.trim() || !Number.isInteger(amount) || amount < 1 || amount > MAX_STOCK) {
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: messages.quantity });
        return z.NEVER;
      }
      const adds = v.kind === 'harvested' || (v.kind === 'corrected' && v.direction === 'add');
      const stock = view.grades.find((g) => g.grade === v.grade)?.stock ?? 0;
      const delta = adds ? amount : -amount;
      if (stock + delta < 0) {
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: messages.notEnough(v.grade, stock) });
        return z.NEVER;
      }
      return { grade: v.grade, kind: v.kind, delta, note: v.note.trim() || null, stock };
    });
}

export function MovementForm({ view }: { view: InventoryView }) {
  const { t } = useLingui();
  const l = useInventoryLabels();
  const online = useOnline();
  const unit = useUnitLabel()(view.product.unit);
  const ids = useId();
  // Checked on submit only: a half-typed quantity is not an error yet.
  const { register, control, submitWith, fieldError, serverError, setServerError, setValue, formState } = useContractForm(
    movementForm(view, { quantity: t`Enter a whole quantity of 1 or more`, notEnough: l.notEnough }),
    {
      mode: 'onSubmit',
      reValidateMode: 'onSubmit',
      defaultValues: { grade: view.grades[0]?.grade ?? 'top', kind: 'harvested', direction: 'add', quantity: '', note: '' },
    },
  );
  const kind = useWatch({ control, name: 'kind' });
  const [done, setDone] = useState<string | null>(null);
  const submitText = ({ harvested: t`Record harvest`, sold: t`Record sale`, spoiled: t`Record spoilage`, corrected: t`Record correction` } as const)[kind];

  const submit = submitWith(
    async ({ grade, kind, delta, note, stock }) => {
      setDone(null);
      const name = l.productName(view.product);
      const gradeName = l.grade(grade);
      const signed = `${l.signed(delta)} ${unit}`;
      const kindName = l.kind(kind);
      try {
        await recordMovement(view.product, { grade, kind, delta, note }, stock, t`${name}: ${kindName} ${signed}, ${gradeName}`);
        const what = ({ harvested: t`Harvest recorded`, sold: t`Sale recorded`, spoiled: t`Spoilage recorded`, corrected: t`Correction recorded` } as const)[kind];
        setDone(`${what}: ${signed}, ${gradeName}.`);
        setValue('quantity', '');
        setValue('note', '');
      } catch {
        setServerError(t`The movement could not be saved on this device. Try again.`);
      }
    },
    {
      onInvalid: () => {
        setDone(null);
        setServerError(null);
      },
    },
  );

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
          <select id={`${ids}-grade`} {...register('grade')} className="min-h-11 rounded-md border border-gray-400 bg-white px-3 text-base text-gray-900">
            {view.grades.map((g) => (
              <option key={g.grade} value={g.grade}>
                {`${l.grade(g.grade)} (${l.number(g.stock)} ${unit})`}
              </option>
            ))}
          </select>
        </div>
        <KindChoice field={register('kind')} />
        {kind === 'corrected' && <DirectionChoice field={register('direction')} />}
        <TextField
          label={t`Quantity (${unit})`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          max={MAX_STOCK}
          error={fieldError('quantity')}
          {...register('quantity')}
        />
        <TextField label={t`Note (optional)`} maxLength={500} {...register('note')} />
        <div>
          <Button type="submit" disabled={formState.isSubmitting}>
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
        <Notice>{serverError}</Notice>
      </form>
    </section>
  );
}
