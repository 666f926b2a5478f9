// The request form's three sections: what is needed (product, category, variety, grade, quantity, packaging),
// where and when it goes, and the price and payment. Each change goes to the draft through `change`, which also
// clears the messages of the fields it names.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Address } from '@contract/accounts.ts';
import { CURRENCIES, PROVINCES, type PaymentMethod } from '@contract/enums.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField, TextAreaField } from '@/components/ui/form-controls.tsx';
import { useUnitLabel } from '@/domain/products/unit-label.tsx';
import type { RequestDraft } from '../request-draft.ts';
import type { RequestField } from '../request-values.ts';
import { withProduct } from '../use-request-draft.ts';
import type { RequestFormData } from '../use-request-data.ts';
import { DeliveryWhen } from './delivery-when.tsx';
import { fieldId, FulfilmentChoice, GradeSelect, PaymentSelect, Section, UnitSelect } from './request-fields.tsx';
import { WhatPicker } from './what-picker.tsx';

export interface SectionProps {
  draft: RequestDraft;
  data: RequestFormData;
  /** The field's message in the reader's language. */
  err: (field: RequestField) => string | undefined;
  change: (patch: Partial<RequestDraft>, clears?: RequestField[]) => void;
}

export function WhatSection({ draft, data, err, change }: SectionProps) {
  const { t, i18n } = useLingui();
  return (
    <Section title={<Trans>What you need</Trans>}>
      <WhatPicker draft={draft} data={data} error={err('title')} onPick={(p) => change(withProduct(draft, p, i18n.locale), ['title', 'category_id'])} onText={(title) => change({ title, product_id: null }, ['title'])} />
      <SelectField id={fieldId('category_id')} label={<Trans>Category</Trans>} value={draft.category_id} error={err('category_id')} onChange={(e) => change({ category_id: e.target.value, seller_ids: [] }, ['category_id', 'seller_ids'])}>
        <option value="">{t`Choose a category`}</option>
        {data.categories.map((c) => (
          <option key={c.id} value={c.id}>
            {i18n.locale === 'fr' ? c.name_fr : c.name_en}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={fieldId('variety')} label={<Trans>Variety (optional)</Trans>} value={draft.variety} maxLength={120} error={err('variety')} onChange={(e) => change({ variety: e.target.value }, ['variety'])} />
        <GradeSelect value={draft.grade} onChange={(grade) => change({ grade })} />
      </div>
      <div className="grid grid-cols-[1fr_8rem] gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId('quantity')}
          label={<Trans>Quantity</Trans>}
          inputMode="numeric"
          autoComplete="off"
          value={draft.quantity}
          error={err('quantity')}
          onChange={(e) => change({ quantity: e.target.value }, ['quantity'])}
        />
        <UnitSelect value={draft.unit} error={err('unit')} onChange={(unit) => change({ unit }, ['unit'])} />
      </div>
      <TextField
        id={fieldId('packaging')}
        label={<Trans>Packaging (optional)</Trans>}
        hint={<Trans>For example: 25 kg mesh bags, 10 lb cases.</Trans>}
        value={draft.packaging}
        maxLength={120}
        error={err('packaging')}
        onChange={(e) => change({ packaging: e.target.value }, ['packaging'])}
      />
      <label className="flex min-h-11 items-center gap-3 text-gray-900">
        <input type="checkbox" className="size-5 accent-green-700" checked={draft.organic_required} onChange={(e) => change({ organic_required: e.target.checked })} />
        <Trans>Organic required</Trans>
      </label>
    </Section>
  );
}

/** `address` is the saved address the request goes to (the chosen one, else the first). */
export function DeliverySection({ draft, data, err, change, address }: SectionProps & { address: Address | null }) {
  const { t, i18n } = useLingui();
  return (
    <Section title={<Trans>Delivery</Trans>}>
      <FulfilmentChoice value={draft.fulfilment} onChange={(fulfilment) => change({ fulfilment, seller_ids: [] }, ['address_id', 'province', 'seller_ids'])} />
      {draft.fulfilment === 'delivery' ? (
        data.addresses.length > 0 ? (
          <div className="flex flex-col gap-1">
            <SelectField id={fieldId('address_id')} label={<Trans>Delivery address</Trans>} value={address?.id ?? ''} error={err('address_id')} onChange={(e) => change({ address_id: e.target.value, seller_ids: [] }, ['address_id'])}>
              {data.addresses.map((a) => (
                <option key={a.id} value={a.id}>
                  {[a.label, a.line1, a.city, a.province].filter(Boolean).join(', ')}
                </option>
              ))}
            </SelectField>
            <Link to="/profiledashboard/addressmanagement" className="self-start text-sm font-semibold text-green-800 underline">
              <Trans>Add another address</Trans>
            </Link>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <p id={fieldId('address_id')} tabIndex={-1} className={err('address_id') ? 'text-red-700' : 'text-gray-800'}>
              {err('address_id') ?? <Trans>You have no saved address yet.</Trans>}
            </p>
            <Link to="/profiledashboard/addressmanagement" className={buttonClasses('secondary', 'md', 'self-start')}>
              <Trans>Add an address</Trans>
            </Link>
          </div>
        )
      ) : (
        <SelectField id={fieldId('province')} label={<Trans>Province you pick up in</Trans>} value={draft.province} error={err('province')} onChange={(e) => change({ province: e.target.value, seller_ids: [] }, ['province'])}>
          <option value="">{t`Choose a province`}</option>
          {PROVINCES.map((p) => (
            <option key={p.code} value={p.code}>
              {i18n.locale === 'fr' ? p.name_fr : p.name_en}
            </option>
          ))}
        </SelectField>
      )}
      <DeliveryWhen draft={draft} dateError={err('delivery_date')} windowError={err('window')} focusId={fieldId('delivery_date')} />
    </Section>
  );
}

export function PriceSection({ draft, err, change, payment, payments }: Omit<SectionProps, 'data'> & { payment: PaymentMethod; payments: PaymentMethod[] }) {
  const unitName = useUnitLabel()(draft.unit);
  return (
    <Section title={<Trans>Price and payment</Trans>}>
      <div className="grid grid-cols-[1fr_7rem] gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId('target_price')}
          label={<Trans>Target price per {unitName} (optional)</Trans>}
          inputMode="decimal"
          autoComplete="off"
          value={draft.target_price}
          error={err('target_price')}
          onChange={(e) => change({ target_price: e.target.value }, ['target_price'])}
        />
        <SelectField label={<Trans>Currency</Trans>} value={draft.currency} onChange={(e) => change({ currency: e.target.value as RequestDraft['currency'] })}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      </div>
      <PaymentSelect value={payment} options={payments} onChange={(payment_method) => change({ payment_method })} />
      <TextAreaField id={fieldId('note')} label={<Trans>Note for the farms (optional)</Trans>} value={draft.note} maxLength={1000} error={err('note')} onChange={(e) => change({ note: e.target.value }, ['note'])} />
    </Section>
  );
}
