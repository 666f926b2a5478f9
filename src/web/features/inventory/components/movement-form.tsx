// Record one movement of one grade: what happened, how much (a positive quantity; the kind gives the sign, a
// correction lets the seller choose), and a note. Refuses locally what would take the stock below zero. A harvest
// may record one of the farm's declared harvests of this product and grade: its pre-orders are filled first (the
// plan is shown before sending, and a harvest short of them needs the farm's confirmation).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
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
import { useQuantityLabel, useUnitLabel } from '@/domain/products/unit-label.tsx';
import { recordMovement } from '@/domain/inventory/inventory-writes.ts';
import { FillPlan, harvestPlan } from '@/domain/harvests/fill-plan.tsx';
import { useHarvestFormats } from '@/domain/harvests/harvest-labels.tsx';
import { useProductHarvests } from '@/domain/harvests/use-harvests.ts';
import type { LocalHarvest, LocalPreorder } from '@/offline/db.ts';
import { useInventoryLabels } from '../labels.ts';
import type { InventoryView } from '../use-inventory.ts';
import { DirectionChoice, KindChoice } from './movement-kind-fields.tsx';

/** The form's choices and text, checked as the server would (a whole quantity, the kind giving the sign) and
 * against the stock this device knows: the output is the signed movement. */
type Declared = { harvest: LocalHarvest; preorders: LocalPreorder[] };

/** Which plan a confirmation was given for: the harvest and the quantity typed. */
const planKey = (harvest: string, quantity: string) => `${harvest}:${quantity.trim()}`;

function movementForm(
  view: InventoryView,
  declared: Declared[],
  /** The plan the farm said yes to (planKey), if any. */
  confirmedPlan: string | null,
  messages: { quantity: string; notEnough: (grade: Grade, stock: number) => string; confirm: string },
) {
  return z
    .object({
      grade: z.enum(GRADES),
      kind: z.enum(MANUAL_MOVEMENT_KINDS),
      direction: z.enum(['add', 'remove']),
      quantity: z.string(),
      note: z.string(),
      harvest: z.string(),
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
      // Only a harvest of this grade can be recorded (the choice lists those; a stale one counts as none).
      const chosen = v.kind === 'harvested' ? declared.find((d) => d.harvest.id === v.harvest && d.harvest.grade === v.grade) : undefined;
      const short = chosen ? harvestPlan(amount, chosen.preorders).summary.short : false;
      if (short && confirmedPlan !== planKey(v.harvest, v.quantity)) {
        ctx.addIssue({ code: 'custom', path: ['harvest'], message: messages.confirm });
        return z.NEVER;
      }
      const harvest = chosen ? { id: chosen.harvest.id, confirmPartial: short } : undefined;
      return { grade: v.grade, kind: v.kind, delta, note: v.note.trim() || null, stock, harvest, preorders: chosen?.preorders ?? [] };
    });
}

export function MovementForm({ view }: { view: InventoryView }) {
  const { t } = useLingui();
  const l = useInventoryLabels();
  const online = useOnline();
  const f = useHarvestFormats();
  const unit = useUnitLabel()(view.product.unit);
  const quantity = useQuantityLabel();
  const ids = useId();
  const declared = useProductHarvests(view.product.id);
  // The farm's yes holds for the plan it saw: another harvest or quantity needs a new one.
  const [confirmedPlan, setConfirmedPlan] = useState<string | null>(null);
  // Checked on submit only: a half-typed quantity is not an error yet.
  const { register, control, submitWith, fieldError, serverError, setServerError, setValue, formState } = useContractForm(
    movementForm(view, declared, confirmedPlan, {
      quantity: t`Enter a whole quantity of 1 or more`,
      notEnough: l.notEnough,
      confirm: t`Confirm the partial fills to record a harvest short of its pre-orders.`,
    }),
    {
      mode: 'onSubmit',
      reValidateMode: 'onSubmit',
      defaultValues: { grade: view.grades[0]?.grade ?? 'top', kind: 'harvested', direction: 'add', quantity: '', note: '', harvest: '' },
    },
  );
  const [kind, grade, harvestId, quantityText] = useWatch({ control, name: ['kind', 'grade', 'harvest', 'quantity'] });
  const ofGrade = declared.filter((d) => d.harvest.grade === grade);
  const chosen = kind === 'harvested' ? ofGrade.find((d) => d.harvest.id === harvestId) : undefined;
  // Another grade, or the harvest closed meanwhile: the choice goes back to none, and a new plan needs a new yes.
  useEffect(() => {
    if (harvestId && !ofGrade.some((d) => d.harvest.id === harvestId)) setValue('harvest', '');
  }, [harvestId, ofGrade, setValue]);
  const shownPlan = planKey(harvestId, quantityText);
  const confirmed = confirmedPlan === shownPlan;
  const planQuantity = /^\d+$/.test(quantityText.trim()) ? Number(quantityText.trim()) : 0;
  const [done, setDone] = useState<string | null>(null);
  const submitText = ({ harvested: t`Record harvest`, sold: t`Record sale`, spoiled: t`Record spoilage`, corrected: t`Record correction` } as const)[kind];

  const submit = submitWith(
    async ({ grade, kind, delta, note, stock, harvest, preorders }) => {
      setDone(null);
      const name = l.productName(view.product);
      const gradeName = l.grade(grade);
      const signed = quantity(delta, view.product.unit, { signed: true });
      const kindName = l.kind(kind);
      try {
        await recordMovement(view.product, { grade, kind, delta, note, harvest }, stock, t`${name}: ${kindName} ${signed}, ${gradeName}`);
        const what = ({ harvested: t`Harvest recorded`, sold: t`Sale recorded`, spoiled: t`Spoilage recorded`, corrected: t`Correction recorded` } as const)[kind];
        const toStock = harvest ? harvestPlan(delta, preorders).summary.toStock : null;
        const filled = toStock === null ? '' : ' ' + t`Pre-orders are filled first; ${f.quantity(toStock, view.product.unit)} go to your stock.`;
        setDone(`${what}: ${signed}, ${gradeName}.${filled}`);
        setValue('quantity', '');
        setValue('note', '');
        setValue('harvest', '');
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
                {`${l.grade(g.grade)} (${quantity(g.stock, view.product.unit)})`}
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
        {kind === 'harvested' && ofGrade.length > 0 && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-harvest`} className="text-sm font-medium text-gray-800">
              <Trans>Declared harvest</Trans>
            </label>
            <select
              id={`${ids}-harvest`}
              {...register('harvest')}
              aria-describedby={`${ids}-harvest-hint`}
              className="min-h-11 rounded-md border border-gray-400 bg-white px-3 text-base text-gray-900"
            >
              <option value="">{t`None: add to stock only`}</option>
              {ofGrade.map(({ harvest: h }) => {
                const window = f.window(h.window_from, h.window_until);
                const expected = f.quantity(h.expected_quantity, h.unit);
                const preordered = f.quantity(h.preordered_quantity, h.unit);
                return <option key={h.id} value={h.id}>{t`Expected ${window}: ${expected}, ${preordered} pre-ordered`}</option>;
              })}
            </select>
            <p id={`${ids}-harvest-hint`} className="text-sm text-gray-700">
              <Trans>Recording a declared harvest fills its pre-orders first, first come first served, and closes it.</Trans>
            </p>
            {chosen && (
              <FillPlan
                quantity={planQuantity}
                unit={view.product.unit}
                preorders={chosen.preorders}
                confirmId={`${ids}-confirm`}
                confirmed={confirmed}
                onConfirm={(yes) => setConfirmedPlan(yes ? shownPlan : null)}
                confirmError={fieldError('harvest') ?? null}
              />
            )}
          </div>
        )}
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
