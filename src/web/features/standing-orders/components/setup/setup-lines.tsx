// The set-up form's products: from the chosen farm's catalogue on the device, each with its grade and quantity, and
// today's price; add another product, take one out.
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import type { Product } from '@contract/catalogue.ts';
import type { Grade } from '@contract/enums.ts';
import type { createStandingOrderSchema } from '@contract/standing-orders.ts';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { priceOf } from '@/domain/cart/cart-writes.ts';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { productName, useGradeName } from '@/domain/products/product-labels.tsx';
import { useUnitLabel } from '@/domain/products/unit-label.tsx';
import type { ContractForm } from '@/lib/use-contract-form.ts';

type SetupFormApi = ContractForm<typeof createStandingOrderSchema>;

export function SetupLines({ form, products }: { form: SetupFormApi; products: readonly Product[] }) {
  const { t, i18n } = useLingui();
  const { money } = useOrderFormats();
  const gradeName = useGradeName();
  const unitName = useUnitLabel();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = form.watch('lines');
  const byId = new Map(products.map((p) => [p.id, p]));

  const chooseProduct = (index: number, product: Product | undefined) => {
    const offer = product?.grades.find((g) => g.stock > 0) ?? product?.grades[0];
    form.setValue(`lines.${index}.product_id`, product?.id ?? '');
    if (offer) form.setValue(`lines.${index}.grade`, offer.grade);
    form.setValue(`lines.${index}.quantity`, Math.max(1, product?.min_order_qty ?? 1));
    form.clearErrors(`lines.${index}`);
  };

  return (
    <fieldset id="setup-lines" tabIndex={-1}>
      <legend className="text-sm font-semibold text-gray-900">
        <Trans>Products</Trans>
      </legend>
      {fields.length === 0 && (
        <p className="mt-1 text-sm text-gray-700">
          <Trans>Add the products you want at each delivery.</Trans>
        </p>
      )}
      <ul className="mt-2 flex flex-col gap-3">
        {fields.map((field, index) => {
          const line = lines[index];
          const product = line ? byId.get(line.product_id) : undefined;
          const price = product && line ? priceOf(product, line.grade) : null;
          const name = product ? productName(product, i18n.locale) : '';
          const unit = product ? unitName(product.unit) : '';
          const productError = form.fieldError(`lines.${index}.product_id`);
          const shown = price !== null ? money(price, product!.currency) : null;
          return (
            <li
              key={field.id}
              className="grid grid-cols-2 gap-3 rounded-md border border-gray-200 p-3 sm:grid-cols-[1fr_10rem_8rem] sm:items-end"
              data-testid="setup-line"
            >
              <SelectField
                className="col-span-2 sm:col-span-1"
                id={`setup-line-${index}-product`}
                label={<Trans>Product</Trans>}
                value={line?.product_id ?? ''}
                error={productError ? (line?.product_id ? productError : t`Choose a product`) : undefined}
                onChange={(e) => chooseProduct(index, byId.get(e.target.value))}
              >
                <option value="">{t`Choose a product`}</option>
                {products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {productName(p, i18n.locale)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                id={`setup-line-${index}-grade`}
                label={<Trans>Grade</Trans>}
                disabled={!product}
                value={line?.grade ?? 'top'}
                onChange={(e) => form.setValue(`lines.${index}.grade`, e.target.value as Grade)}
              >
                {(product?.grades ?? []).map((g) => (
                  <option key={g.grade} value={g.grade}>
                    {gradeName(g.grade)}
                  </option>
                ))}
              </SelectField>
              <QuantityInput form={form} index={index} unit={unit} />
              <div className="col-span-2 flex items-center justify-between gap-2 sm:col-span-3">
                <p className="text-sm text-gray-700">
                  {shown && (
                    <Trans>
                      {shown} / {unit} today
                    </Trans>
                  )}
                </p>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-800"
                  aria-label={name ? t`Remove ${name}` : t`Remove this line`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <Trans>Remove</Trans>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Button
        className="mt-3"
        size="sm"
        variant="secondary"
        disabled={products.length === 0}
        onClick={() => append({ product_id: '', grade: 'top', quantity: 1, unit_price_minor: 0 })}
      >
        <Plus aria-hidden="true" className="size-4" />
        <Trans>Add a product</Trans>
      </Button>
      {form.fieldError('lines') && <p className="mt-1 text-sm text-red-700">{form.fieldError('lines')}</p>}
    </fieldset>
  );
}

function QuantityInput({ form, index, unit }: { form: SetupFormApi; index: number; unit: string }) {
  const id = `setup-line-${index}-quantity`;
  const error = form.fieldError(`lines.${index}.quantity`);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {unit ? <Trans>Quantity ({unit})</Trans> : <Trans>Quantity</Trans>}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`min-h-11 w-full rounded-md border bg-white px-3 text-base text-gray-900 ${error ? 'border-red-700' : 'border-gray-400'}`}
        {...form.register(`lines.${index}.quantity`, { valueAsNumber: true })}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
