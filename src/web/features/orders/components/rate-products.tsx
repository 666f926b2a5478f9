// After delivery the buyer rates each product of the order (1 to 5 stars, an optional comment); the rating shows on
// the product's customer feedback tab once the server has it, and can be changed here.
import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { z } from 'zod';
import { orderReviewSchema, REVIEW_COMMENT_MAX, type OrderLine } from '@contract/orders.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { rateOrderLine } from '@/domain/orders/order-feedback.ts';
import { useLineName } from './order-parts.tsx';

export function RateProducts({ order }: { order: LocalOrder }) {
  // One rating per product: a product bought in two grades is rated once.
  const seen = new Set<string>();
  const lines = order.lines.filter((l) => l.product_id && !seen.has(l.product_id) && seen.add(l.product_id));
  return (
    <ul className="flex flex-col divide-y divide-gray-200">
      {lines.map((line) => (
        <li key={line.id} className="py-4 first:pt-0 last:pb-0">
          <RateLine order={order} line={line} />
        </li>
      ))}
    </ul>
  );
}

function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`size-5 ${n <= value ? 'fill-amber-400 text-amber-700' : 'text-gray-400'}`} />
      ))}
    </span>
  );
}

function RateLine({ order, line }: { order: LocalOrder; line: OrderLine }) {
  const { t } = useLingui();
  const lineName = useLineName();
  const name = lineName(line);
  const given = line.my_rating;
  const [editing, setEditing] = useState(given === null);

  if (editing || given === null) return <RatingForm order={order} line={line} onDone={() => setEditing(false)} />;
  const saved = line.my_comment;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3" data-testid="my-rating">
      <div>
        <p className="font-semibold text-gray-900">{name}</p>
        <p className="flex items-center gap-2 text-sm text-gray-800">
          <Stars value={given} label={t`${given} out of 5 stars`} />
          <Trans>Your rating</Trans>
        </p>
        {saved && <p className="mt-1 whitespace-pre-line text-sm text-gray-800">“{saved}”</p>}
      </div>
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={t`Edit your rating of ${name}`}>
        <Trans>Edit rating</Trans>
      </Button>
    </div>
  );
}

/** Stars (a radio group) and a comment; a rating given before starts the form. */
function RatingForm({ order, line, onDone }: { order: LocalOrder; line: OrderLine; onDone: () => void }) {
  const { t } = useLingui();
  const lineName = useLineName();
  const gradeName = useGradeName();
  const name = lineName(line);
  const given = line.my_rating;
  // The contract's comment; the stars say their own message (the radios give text).
  const schema = useMemo(() => {
    const stars = t`Choose from 1 to 5 stars.`;
    return z.object({ rating: z.coerce.number().int().min(1, stars).max(5, stars), comment: orderReviewSchema.shape.comment });
  }, [t]);
  const {
    register,
    watch,
    submitWith,
    fieldError,
    formState: { isSubmitting },
  } = useContractForm(schema, { defaultValues: { rating: given === null ? '' : String(given), comment: line.my_comment ?? '' } });
  const rating = Number(watch('rating')) || 0;
  const error = fieldError('rating');

  const submit = submitWith(async ({ rating, comment }) => {
    try {
      await rateOrderLine({ order, lineId: line.id, rating, comment, label: t`Rate ${name}` });
    } catch {
      toast.error(t`Update failed`);
      return;
    }
    onDone();
    toast.success(t`Thank you for your rating`);
  });

  const group = `rating-${line.id}`;
  const grade = gradeName(line.grade);
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" noValidate>
      <fieldset aria-describedby={error ? `${group}-error` : undefined}>
        <legend className="font-semibold text-gray-900">
          <Trans>
            Your rating of {name} <span className="font-normal text-gray-700">({grade})</span>
          </Trans>
        </legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md p-1.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-green-700"
            >
              <input type="radio" value={String(n)} className="sr-only" {...register('rating')} />
              <Star aria-hidden="true" className={`size-8 ${n <= rating ? 'fill-amber-400 text-amber-700' : 'text-gray-500'}`} />
              <span className="sr-only">{t`${n} out of 5 stars`}</span>
            </label>
          ))}
        </div>
        {error && (
          <p id={`${group}-error`} className="text-sm text-red-700" role="alert">
            {error}
          </p>
        )}
      </fieldset>
      <TextAreaField label={t`Comment (optional)`} maxLength={REVIEW_COMMENT_MAX} error={fieldError('comment')} {...register('comment')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          <Trans>Save rating</Trans>
        </Button>
        {given !== null && (
          <Button variant="ghost" size="sm" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
