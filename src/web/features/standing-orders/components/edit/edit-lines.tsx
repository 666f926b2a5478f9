// The edit form's products: each line's quantity (a line can be taken out while another stays), with today's price.
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import type { updateStandingOrderSchema } from '@contract/standing-orders.ts';
import { Button } from '@/components/ui/button.tsx';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { productName, useGradeName } from '@/domain/products/product-labels.tsx';
import { useUnitLabel } from '@/domain/products/unit-label.tsx';
import type { ContractForm } from '@/lib/use-contract-form.ts';
import { lineKey, type StandingOrderView } from '../../standing-order-view.ts';

export function EditLines({ form, view }: { form: ContractForm<typeof updateStandingOrderSchema>; view: StandingOrderView }) {
  const { t, i18n } = useLingui();
  const { money } = useOrderFormats();
  const gradeName = useGradeName();
  const unitName = useUnitLabel();
  const { fields, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const byKey = new Map(view.order.lines.map((l) => [lineKey(l), l]));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-900">
        <Trans>Products and quantities</Trans>
      </legend>
      <ul className="mt-2 flex flex-col gap-2">
        {fields.map((field, index) => {
          const line = byKey.get(lineKey(field));
          const name = line ? productName({ name: line.product_name, name_fr: line.product_name_fr }, i18n.locale) : field.product_id;
          const unit = line ? unitName(line.unit) : '';
          const price = money(field.unit_price_minor, view.order.currency);
          const id = `edit-line-${index}`;
          const error = form.fieldError(`lines.${index}.quantity`);
          return (
            <li key={field.id} className="flex flex-wrap items-end gap-3 rounded-md border border-gray-200 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">{name}</p>
                <p className="text-sm text-gray-700">
                  {line ? gradeName(line.grade) : ''} ·{' '}
                  <Trans>
                    {price} / {unit}
                  </Trans>
                </p>
              </div>
              <div className="flex w-28 flex-col gap-1">
                <label htmlFor={id} className="text-sm font-medium text-gray-800">
                  <Trans>Quantity ({unit})</Trans>
                </label>
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={`min-h-11 rounded-md border bg-white px-3 text-base text-gray-900 ${error ? 'border-red-700' : 'border-gray-400'}`}
                  {...form.register(`lines.${index}.quantity`, { valueAsNumber: true })}
                />
              </div>
              <Button size="sm" variant="ghost" disabled={fields.length <= 1} aria-label={t`Remove ${name}`} onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
              {error && (
                <p id={`${id}-error`} className="w-full text-sm text-red-700">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {form.fieldError('lines') && <p className="mt-1 text-sm text-red-700">{form.fieldError('lines')}</p>}
    </fieldset>
  );
}
