// Declare an expected harvest (one of the farm's products and a grade, the quantity expected, the window, the
// pre-order price, a deposit and a note) or edit one (the product and grade stay; only what changed is sent).
// Checked with the contract's schema, shown at once and sent through the outbox (offline too).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Product, SellerPublic } from '@contract/catalogue.ts';
import { DEPOSIT_PERCENT_MAX, HARVEST_NOTE_MAX } from '@contract/harvest-rules.ts';
import { createHarvestSchema, type UpdateHarvest } from '@contract/harvests.ts';
import { toMinor } from '@contract/money.ts';
import { todayInCanada } from '@contract/order-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField, TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { harvestProductName } from '@/domain/harvests/harvest-labels.tsx';
import { declareHarvest, editHarvest } from '@/domain/harvests/harvest-writes.ts';
import { useGradeName, productName } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel, useUnitLabel } from '@/domain/products/unit-label.tsx';
import { toastSaved } from '@/lib/saved-offline.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import type { LocalHarvest } from '@/offline/db.ts';
import { windowProblem } from '../harvest-window.ts';

const money = (minor: number) => (minor / 100).toFixed(2);
const toPrice = (x: unknown) => {
  const n = typeof x === 'string' ? Number(x.replace(',', '.')) : NaN;
  return x === '' || !Number.isFinite(n) ? NaN : toMinor(n);
};
const toInt = (x: unknown) => (x === '' || x === null || x === undefined ? NaN : Number(x));

interface Props {
  products: Product[];
  seller: SellerPublic | undefined;
  /** The harvest to edit; none to declare one. */
  harvest?: LocalHarvest;
  onDone: () => void;
}

export function HarvestForm({ products, seller, harvest, onDone }: Props) {
  const { t, i18n } = useLingui();
  const gradeName = useGradeName();
  const unitName = useUnitLabel();
  const quantityLabel = useQuantityLabel();
  const [today] = useState(todayInCanada);
  const [id] = useState(() => harvest?.id ?? crypto.randomUUID());
  const first = products[0];
  const form = useContractForm(createHarvestSchema, {
    defaultValues: {
      id,
      product_id: harvest?.product_id ?? first?.id ?? '',
      grade: harvest?.grade ?? first?.grades[0]?.grade ?? 'top',
      expected_quantity: harvest?.expected_quantity ?? (undefined as unknown as number),
      window_from: harvest?.window_from ?? '',
      window_until: harvest?.window_until ?? '',
      price_minor: harvest?.price_minor ?? first?.grades[0]?.price_minor ?? (undefined as unknown as number),
      deposit_percent: harvest?.deposit_percent ?? 0,
      note: harvest?.note ?? '',
      note_fr: harvest?.note_fr ?? '',
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const v = form.watch();
  const product = products.find((p) => p.id === v.product_id);
  const prefix = harvest ? `edit-${harvest.id}` : 'declare';
  // The button that opened the form is gone: the keyboard continues in the form's first field.
  const editing = !!harvest;
  useEffect(() => {
    document.getElementById(`${prefix}-${editing ? 'quantity' : 'product'}`)?.focus();
  }, [prefix, editing]);
  // The price is typed in dollars (or the currency's major unit); the form holds minor units.
  const [price, setPrice] = useState(() => (form.getValues('price_minor') ? money(form.getValues('price_minor')) : ''));
  const choosePrice = (text: string) => {
    setPrice(text);
    form.setValue('price_minor', toPrice(text), { shouldValidate: form.formState.isSubmitted });
  };

  const submit = form.submitWith(async (values) => {
    const problem = windowProblem(values.window_from, values.window_until, today);
    if (problem) {
      form.setError('window_until', { message: problem }, { shouldFocus: true });
      return;
    }
    if (harvest) {
      if (values.expected_quantity < harvest.preordered_quantity) {
        form.setError('expected_quantity', { message: 'harvest.below_preordered' }, { shouldFocus: true });
        return;
      }
      const patch: UpdateHarvest = {};
      if (values.expected_quantity !== harvest.expected_quantity) patch.expected_quantity = values.expected_quantity;
      if (values.window_from !== harvest.window_from) patch.window_from = values.window_from;
      if (values.window_until !== harvest.window_until) patch.window_until = values.window_until;
      if (values.price_minor !== harvest.price_minor) patch.price_minor = values.price_minor;
      if (values.deposit_percent !== harvest.deposit_percent) patch.deposit_percent = values.deposit_percent;
      if ((values.note ?? null) !== harvest.note) patch.note = values.note ?? null;
      if ((values.note_fr ?? null) !== harvest.note_fr) patch.note_fr = values.note_fr ?? null;
      if (Object.keys(patch).length === 0) return onDone();
      const name = harvestProductName(harvest, i18n.locale);
      await editHarvest(harvest, patch, t`Change the expected harvest of ${name}`);
      toastSaved(t`Harvest updated`, t`Your change is saved on this device and will be sent when you are back online.`);
      return onDone();
    }
    if (!product) return;
    const name = productName(product, i18n.locale);
    await declareHarvest(values, product, seller, t`Declare the expected harvest of ${name}`);
    toastSaved(t`Expected harvest declared`, t`Your harvest is saved on this device and will be sent when you are back online.`);
    onDone();
  });

  const unitCode = product?.unit ?? harvest?.unit;
  const unit = unitCode ? unitName(unitCode) : '';
  const preordered = harvest ? quantityLabel(harvest.preordered_quantity, harvest.unit) : '';
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2" data-testid="harvest-form">
      {harvest ? null : (
        <>
          <SelectField
            id={`${prefix}-product`}
            label={<Trans>Product</Trans>}
            error={form.fieldError('product_id')}
            {...form.register('product_id', {
              onChange: (e: { target: { value: string } }) => {
                const next = products.find((p) => p.id === e.target.value);
                if (next?.grades[0]) {
                  form.setValue('grade', next.grades[0].grade);
                  choosePrice(money(next.grades[0].price_minor));
                }
              },
            })}
          >
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {productName(p, i18n.locale)}
              </option>
            ))}
          </SelectField>
          <SelectField id={`${prefix}-grade`} label={<Trans>Grade</Trans>} error={form.fieldError('grade')} {...form.register('grade')}>
            {(product?.grades ?? []).map((g) => (
              <option key={g.grade} value={g.grade}>
                {gradeName(g.grade)}
              </option>
            ))}
          </SelectField>
        </>
      )}
      <TextField
        id={`${prefix}-quantity`}
        type="number"
        inputMode="numeric"
        min={harvest ? Math.max(1, harvest.preordered_quantity) : 1}
        step={1}
        label={<Trans>Expected quantity ({unit})</Trans>}
        hint={
          harvest && harvest.preordered_quantity > 0 ? <Trans>At least what is already pre-ordered: {preordered}</Trans> : undefined
        }
        error={form.fieldError('expected_quantity')}
        {...form.register('expected_quantity', { setValueAs: toInt })}
      />
      <TextField
        id={`${prefix}-price`}
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        label={
          <Trans>
            Pre-order price per {unit} ({product?.currency ?? harvest?.currency})
          </Trans>
        }
        error={form.fieldError('price_minor')}
        value={price}
        onChange={(e) => choosePrice(e.target.value)}
      />
      <TextField
        id={`${prefix}-from`}
        type="date"
        min={today}
        label={<Trans>Harvest window from</Trans>}
        error={form.fieldError('window_from')}
        {...form.register('window_from')}
      />
      <TextField
        id={`${prefix}-until`}
        type="date"
        min={v.window_from || today}
        label={<Trans>Harvest window until</Trans>}
        error={form.fieldError('window_until')}
        {...form.register('window_until')}
      />
      <TextField
        id={`${prefix}-deposit`}
        type="number"
        inputMode="numeric"
        min={0}
        max={DEPOSIT_PERCENT_MAX}
        step={1}
        label={<Trans>Deposit asked (% of the pre-order)</Trans>}
        hint={<Trans>0 for none. You collect it yourself: FreshMarket takes no payment.</Trans>}
        error={form.fieldError('deposit_percent')}
        {...form.register('deposit_percent', { setValueAs: toInt })}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={<Trans>Note for buyers (optional)</Trans>}
        maxLength={HARVEST_NOTE_MAX}
        rows={2}
        error={form.fieldError('note')}
        {...form.register('note')}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={<Trans>The note in French (optional)</Trans>}
        hint={<Trans>Shown to buyers reading in French; without it they see the note above.</Trans>}
        lang="fr"
        maxLength={HARVEST_NOTE_MAX}
        rows={2}
        error={form.fieldError('note_fr')}
        {...form.register('note_fr')}
      />
      <div className="sm:col-span-2">
        <Notice>{form.serverError}</Notice>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {harvest ? <Trans>Save changes</Trans> : <Trans>Declare the harvest</Trans>}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
