// The product form of /seller/add-product and /seller/products/edit/{id}: validated with the contract's schema,
// prices typed in major units, grade tiers with their own price (and opening stock when adding), photos.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Path } from 'react-hook-form';
import type { Branch, Category } from '@contract/catalogue.ts';
import { CURRENCIES, PRODUCT_STATUSES, UNITS } from '@contract/enums.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useErrorText } from '@/lib/form-errors.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useUnitLabel } from '@/domain/products/unit-label.tsx';
import type { ProductBody } from '@/domain/products/local-product.ts';
import { formPathOf, productFormSchema, toBody, type FormMode, type ProductFormValues } from '../product-form-values.ts';
import { SelectField, TextAreaField } from '@/components/ui/form-controls.tsx';
import { useStatusLabel } from '@/domain/products/product-labels.tsx';
import { BranchField } from './branch-field.tsx';
import { GradeTierFields, type TierErrors } from './grade-tier-fields.tsx';
import { PhotoPicker, type PhotoItem } from './photo-picker.tsx';

export interface ProductFormProps {
  mode: FormMode;
  initialValues: ProductFormValues;
  initialPhotos: PhotoItem[];
  categories: Category[];
  branches: Branch[];
  pendingPhotoUrls?: string[];
  lockStoredPhotos?: boolean;
  /** A refusal of this product's last change: `messages` keyed by the body's paths, and the body they refer to. */
  refusal?: { message: string; messages: Record<string, string[]>; body: Pick<ProductBody, 'grades'> | null } | null;
  onSubmit: (body: ProductBody, photos: PhotoItem[]) => Promise<void>;
}

export function ProductForm(props: ProductFormProps) {
  const { mode, initialValues, categories, branches, refusal } = props;
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const unitLabel = useUnitLabel();
  const statusLabel = useStatusLabel();
  const [photos, setPhotos] = useState<PhotoItem[]>(props.initialPhotos);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useContractForm(productFormSchema(mode), { defaultValues: initialValues });

  // The server's field messages of a refused change, on the fields they name.
  useEffect(() => {
    if (!refusal) return;
    for (const [path, texts] of Object.entries(refusal.messages)) {
      const field = formPathOf(path, refusal.body ?? { grades: [] });
      if (field === 'photos' || !texts[0]) continue;
      setError((field === 'tiers' ? 'tiers.root' : field) as Path<ProductFormValues>, { type: 'server', message: texts[0] });
    }
  }, [refusal, setError]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await props.onSubmit(toBody(values, mode), photos);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : t`Something went wrong`);
    }
  });

  const categoryName = (c: Category) => (i18n.locale === 'fr' ? c.name_fr : c.name_en);
  const tierErrors = errors.tiers as TierErrors | undefined;
  const photoServerError = refusal?.messages.photos?.[0] ?? refusal?.messages.images?.[0];

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-describedby={failure ? 'product-form-failure' : undefined}>
      {refusal && <Notice>{refusal.message}</Notice>}
      {failure && (
        <div id="product-form-failure">
          <Notice>{failure}</Notice>
        </div>
      )}
      <section className="grid gap-4 sm:grid-cols-2">
        <TextField label={<Trans>Product name</Trans>} error={errorText(errors.name?.message)} {...register('name')} />
        <TextField label={<Trans>French name (optional)</Trans>} lang="fr" error={errorText(errors.name_fr?.message)} {...register('name_fr')} />
        <SelectField label={<Trans>Category</Trans>} error={errorText(errors.category_id?.message)} {...register('category_id')}>
          <option value="">{t`Choose...`}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {categoryName(c)}
            </option>
          ))}
        </SelectField>
        <BranchField branches={branches} error={errorText(errors.branch_id?.message)} {...register('branch_id')} />
        <TextAreaField label={<Trans>Description</Trans>} className="sm:col-span-2" rows={4} error={errorText(errors.description?.message)} {...register('description')} />
        <TextField label={<Trans>Tags (separated by commas)</Trans>} error={errorText(errors.tags?.message)} {...register('tags')} />
        <SelectField label={<Trans>Status</Trans>} error={errorText(errors.status?.message)} {...register('status')}>
          {PRODUCT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </SelectField>
        <SelectField label={<Trans>Unit</Trans>} error={errorText(errors.unit?.message)} {...register('unit')}>
          {UNITS.map((u) => (
            <option key={u} value={u}>
              {unitLabel(u)}
            </option>
          ))}
        </SelectField>
        <TextField label={<Trans>Weight of one unit in kg (optional)</Trans>} inputMode="decimal" error={errorText(errors.weight?.message)} {...register('weight')} />
        <SelectField label={<Trans>Currency</Trans>} error={errorText(errors.currency?.message)} {...register('currency')}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <TextField label={<Trans>Discount (%)</Trans>} inputMode="numeric" error={errorText(errors.discount_percent?.message)} {...register('discount_percent')} />
        <TextField label={<Trans>Minimum order quantity</Trans>} inputMode="numeric" error={errorText(errors.min_order_qty?.message)} {...register('min_order_qty')} />
        <TextField
          label={<Trans>Low-stock alert level (optional)</Trans>}
          inputMode="numeric"
          error={errorText(errors.low_stock_threshold?.message)}
          {...register('low_stock_threshold')}
        />
        <label className="flex min-h-11 items-center gap-3 text-gray-900 sm:col-span-2">
          <input type="checkbox" className="h-5 w-5 accent-green-700" {...register('organic')} />
          <Trans>Certified organic</Trans>
        </label>
        <TextField label={<Trans>Harvest date (optional)</Trans>} type="date" error={errorText(errors.harvest_date?.message)} {...register('harvest_date')} />
        <TextField label={<Trans>Available from (optional)</Trans>} type="date" error={errorText(errors.available_from?.message)} {...register('available_from')} />
        <TextField label={<Trans>Available until (optional)</Trans>} type="date" error={errorText(errors.available_until?.message)} {...register('available_until')} />
      </section>

      <GradeTierFields mode={mode} control={control} register={register} errors={tierErrors} />

      <PhotoPicker
        items={photos}
        onChange={setPhotos}
        pendingUrls={props.pendingPhotoUrls ?? []}
        lockStored={props.lockStoredPhotos ?? false}
        error={photoServerError}
      />

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {mode === 'create' ? isSubmitting ? <Trans>Adding...</Trans> : <Trans>Add product</Trans> : isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save changes</Trans>}
        </Button>
      </div>
    </form>
  );
}
