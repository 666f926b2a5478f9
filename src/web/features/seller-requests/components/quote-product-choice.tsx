// A first quote may name which of my products it is: choosing one fills in its name, a grade it is offered in and
// its branch's place, and says what it has in stock against the quantity quoted.
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import type { Product } from '@contract/catalogue.ts';
import { convertWeight, isPreorderTerms } from '@contract/quote-rules.ts';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { productName, useGradeName } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import type { QuoteForm } from '../quote-form-schema.ts';

interface ProductChoiceProps {
  form: QuoteForm;
  /** My products of the request's category. */
  products: Product[];
  /** 'City, PROVINCE' of each of my branches, by id (a chosen product's location). */
  branchPlaces: Record<string, string>;
  today: string;
}

export function QuoteProductChoice({ form, products, branchPlaces, today }: ProductChoiceProps) {
  const { t, i18n } = useLingui();
  const productId = useWatch({ control: form.control, name: 'product_id' });
  const product = products.find((p) => p.id === productId);

  function chooseProduct(id: string) {
    const chosen = products.find((p) => p.id === id);
    if (!chosen) return;
    const current = form.getValues('grade');
    const grade = current && chosen.grades.some((g) => g.grade === current) ? current : (chosen.grades[0]?.grade ?? current);
    const place = chosen.branch_id ? branchPlaces[chosen.branch_id] : undefined;
    form.setValue('variety', productName(chosen, i18n.locale));
    form.setValue('grade', grade);
    if (place !== undefined) form.setValue('location', place);
  }

  return (
    <div className="flex flex-col gap-1">
      <SelectField
        label={t`Which of your products is it? (optional)`}
        {...form.register('product_id', { onChange: (e: { target: { value: string } }) => chooseProduct(e.target.value) })}
      >
        <option value="">{t`Not one of my listed products`}</option>
        {products.map((p) => (
          <option key={p.id} value={p.id}>
            {productName(p, i18n.locale)}
          </option>
        ))}
      </SelectField>
      {product && <StockHint form={form} product={product} today={today} />}
      {products.length === 0 && (
        <p className="text-xs text-gray-600">
          <Trans>You have no products in this category yet; the quote can still name what you will harvest.</Trans>
        </p>
      )}
    </div>
  );
}

/** What the chosen product has in stock for the chosen grade, against the quantity quoted. */
function StockHint({ form, product, today }: { form: QuoteForm; product: Product; today: string }) {
  const quantityLabel = useQuantityLabel();
  const gradeName = useGradeName();
  const [availabilityStart, chosenGrade, quoted, quotedUnit] = useWatch({
    control: form.control,
    name: ['availability_start', 'grade', 'quantity', 'unit'],
  });
  if (availabilityStart && isPreorderTerms({ availability_start: availabilityStart }, today)) {
    return (
      <p className="text-sm text-gray-800" data-testid="stock-hint">
        <Trans>A future harvest: if the buyer accepts, the order is a pre-order for your availability window.</Trans>
      </p>
    );
  }
  const offer = product.grades.find((g) => g.grade === chosenGrade) ?? product.grades[0];
  if (!offer) return null;
  const stock = quantityLabel(offer.stock, product.unit);
  const grade = gradeName(offer.grade);
  const quantity = Number(quoted);
  const needed = Number.isInteger(quantity) && quantity > 0 ? convertWeight(quantity, quotedUnit, product.unit) : null;
  const enough = needed !== null && offer.stock >= Math.ceil(needed - 1e-9);
  return (
    <p className={`text-sm ${needed !== null && !enough ? 'text-amber-900' : 'text-gray-800'}`} data-testid="stock-hint">
      {needed === null ? (
        <Trans>
          In stock now: {stock} of {grade}.
        </Trans>
      ) : enough ? (
        <Trans>
          In stock now: {stock} of {grade}. It is set aside for the buyer when the quote is accepted.
        </Trans>
      ) : (
        <Trans>
          Only {stock} of {grade} in stock now. Start your availability later to quote a future harvest as a pre-order.
        </Trans>
      )}
    </p>
  );
}
