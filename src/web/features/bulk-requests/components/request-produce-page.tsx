// /request-produce: a bulk buyer asks farms for produce. What (a catalogue product or the buyer's own words, with its
// category), how much and how packed, delivery or pickup, the date and time window (chosen on /request/timepicker),
// a target price, payment, a note, and which farms. The draft lives on the device (so the time picker and a reload
// keep it); sending goes through the outbox, so it works offline ('Waiting to be sent' until the signal returns).
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CURRENCIES, GRADES, PROVINCES, UNITS, type FulfilmentMethod } from '@contract/enums.ts';
import type { Product } from '@contract/catalogue.ts';
import { paymentMethodsFor, todayInCanada } from '@contract/order-rules.ts';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField, TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useAuth } from '@/lib/auth.ts';
import { useBulkBuyerProfile } from '@/lib/bulk-buyer-profile.ts';
import { useErrorText } from '@/lib/form-errors.ts';
import { isOnline } from '@/lib/online.ts';
import { savedOfflineMessage } from '@/lib/saved-offline.ts';
import { usePaymentMethodLabel } from '@/lib/order-labels.tsx';
import { productName, useGradeName } from '@/lib/product-labels.tsx';
import { useUnitLabel } from '@/lib/unit-label.tsx';
import { db } from '@/offline/db.ts';
import { createRequest } from '@/offline/quote-writes.ts';
import { clearDraft, loadDraft, newDraft, saveDraft, type RequestDraft } from '../request-draft.ts';
import { checkRequest, firstInvalid, localRequestRow, type RequestErrors, type RequestField } from '../request-values.ts';
import { farmsForCategory, useRequestFormData, type RequestFormData } from '../use-request-data.ts';
import { DeliveryWhen } from './delivery-when.tsx';

/** The element each field's error focuses. */
export const fieldId = (field: RequestField) => `request-${field}`;

/** A product chosen from the catalogue fills what, category and unit; the rest stays as the buyer wrote it. */
function withProduct(draft: RequestDraft, product: Product, lang: string): RequestDraft {
  return { ...draft, product_id: product.id, title: productName(product, lang), category_id: product.category_id, unit: product.unit };
}

export function RequestProducePage({ productId }: { productId?: string | undefined }) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const navigate = useNavigate();
  const data = useRequestFormData();
  const profile = useBulkBuyerProfile();
  const [draft, setDraft] = useState<RequestDraft | null>(null);
  const [missingProduct, setMissingProduct] = useState(false);
  const [errors, setErrors] = useState<RequestErrors>({});
  const [summary, setSummary] = useState('');
  const [sending, setSending] = useState(false);
  const errorText = useErrorText();
  const unitLabel = useUnitLabel();

  // The stored draft (or a new one), with the product of '?product=' when the buyer came from its page.
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void (async () => {
      let next = (await loadDraft(userId)) ?? newDraft();
      if (productId && next.product_id !== productId) {
        const product = await db.products.get(productId);
        if (product) next = withProduct(next, product, i18n.locale);
        else if (live) setMissingProduct(true);
      }
      if (live) setDraft(next);
    })();
    return () => {
      live = false;
    };
    // The language only names the product: changing it must not reload the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, productId]);

  useEffect(() => {
    if (draft && userId) void saveDraft(userId, draft);
  }, [draft, userId]);

  if (!draft || !data || !user) {
    return (
      <Shell>
        <p className="mt-6 text-gray-700">
          <Trans>Loading the request form…</Trans>
        </p>
      </Shell>
    );
  }

  // The draft made valid against what the device knows now: a saved address, a payment method of the fulfilment.
  const address = data.addresses.find((a) => a.id === draft.address_id) ?? data.addresses[0] ?? null;
  const payments = paymentMethodsFor('BulkBuyer', draft.fulfilment);
  const payment = payments.includes(draft.payment_method) ? draft.payment_method : 'invoice_net30';
  const resolved: RequestDraft = { ...draft, address_id: draft.fulfilment === 'delivery' ? (address?.id ?? '') : draft.address_id, payment_method: payment };
  const province = draft.fulfilment === 'delivery' ? (address?.province ?? '') : draft.province;
  const farms = farmsForCategory(data, draft.category_id, province);
  const product = draft.product_id ? (data.products.find((p) => p.id === draft.product_id) ?? null) : null;

  const change = (patch: Partial<RequestDraft>, clears: RequestField[] = []) => {
    setDraft((d) => (d ? { ...d, ...patch } : d));
    if (clears.some((f) => errors[f])) {
      setErrors((e) => {
        const next = { ...e };
        for (const f of clears) delete next[f];
        return next;
      });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkRequest(resolved, todayInCanada());
    if (!checked.ok) {
      setErrors(checked.errors);
      setSummary(t`Please fix the errors in the form.`);
      const first = firstInvalid(checked.errors);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setSummary('');
    setSending(true);
    try {
      const local = localRequestRow({ parsed: checked.parsed, user, product, address: draft.fulfilment === 'delivery' ? address : null });
      if (profile?.business_name) local.buyer_business = profile.business_name;
      const what = checked.parsed.title;
      await createRequest(checked.body, local, t`Request for ${what}`);
      await clearDraft(userId);
    } catch {
      setSending(false);
      toast.error(t`Your request could not be saved on this device.`);
      return;
    }
    if (isOnline()) toast.success(errorText('request.created')!);
    else toast.info(savedOfflineMessage(t`Saved on this device; it will be sent when you are back online`));
    await navigate({ to: '/buyer/request/$id', params: { id: draft.id } });
  };

  const err = (field: RequestField) => errorText(errors[field]);
  const unitName = unitLabel(draft.unit);

  return (
    <Shell>
      <p className="mt-1 text-gray-700">
        <Trans>Describe what you need; the farms answer with quotes you can accept, reject or counter.</Trans>
      </p>
      {missingProduct && (
        <div className="mt-4">
          <Notice tone="info">
            <Trans>That product is not on this device yet. Describe what you need in your own words.</Trans>
          </Notice>
        </div>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 flex flex-col gap-6" aria-describedby={summary ? 'request-summary' : undefined}>
        <div id="request-summary">
          <Notice>{summary}</Notice>
        </div>

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

        <FarmsChoice draft={draft} farms={farms} province={province} error={err('seller_ids')} onChange={(patch) => change(patch, ['seller_ids'])} />

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" disabled={sending}>
            {sending ? t`Sending…` : t`Send request`}
          </Button>
          <Link to="/buyer/requests" className="text-sm font-semibold text-green-800 underline">
            <Trans>Your requests</Trans>
          </Link>
        </div>
      </form>
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        <Trans>Request produce</Trans>
      </h1>
      {children}
    </div>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What: the buyer's own words, with catalogue products matching them offered below to pick from. */
function WhatPicker({ draft, data, error, onPick, onText }: { draft: RequestDraft; data: RequestFormData; error?: string | undefined; onPick: (p: Product) => void; onText: (title: string) => void }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const chosen = draft.product_id ? data.products.find((p) => p.id === draft.product_id) : undefined;
  const farmName = new Map(data.sellers.map((s) => [s.id, s.farm_name]));
  const q = draft.title.trim().toLocaleLowerCase();
  const matches =
    open && q.length >= 2 && !chosen
      ? data.products.filter((p) => p.name.toLocaleLowerCase().includes(q) || (p.name_fr ?? '').toLocaleLowerCase().includes(q)).slice(0, 6)
      : [];
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-2">
      <TextField
        ref={inputRef}
        id={fieldId('title')}
        label={<Trans>What do you need?</Trans>}
        hint={<Trans>Type a product: pick it from the catalogue below, or keep your own words.</Trans>}
        value={draft.title}
        maxLength={120}
        autoComplete="off"
        error={error}
        onChange={(e) => {
          setOpen(true);
          onText(e.target.value);
        }}
      />
      {chosen && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800" data-testid="chosen-product">
          <Info aria-hidden="true" className="size-4 text-green-800" />
          <Trans>
            From the catalogue: {productName(chosen, i18n.locale)}, {farmName.get(chosen.seller_id) ?? t`a farm`}
          </Trans>
        </p>
      )}
      <div role="status" className="sr-only">
        {matches.length > 0 && plural(matches.length, { one: '# product of the catalogue matches', other: '# products of the catalogue match' })}
      </div>
      {matches.length > 0 && (
        <ul id={listId} aria-label={t`Products of the catalogue`} className="flex flex-col divide-y divide-gray-200 rounded-md border border-gray-200">
          {matches.map((p) => {
            const name = productName(p, i18n.locale);
            const farm = farmName.get(p.seller_id) ?? '';
            return (
              <li key={p.id}>
                <button
                  type="button"
                  className="flex min-h-11 w-full items-center justify-between gap-3 px-3 py-2 text-left hover:bg-green-50"
                  onClick={() => {
                    onPick(p);
                    setOpen(false);
                    inputRef.current?.focus();
                  }}
                >
                  <span className="font-medium text-gray-900">{name}</span>
                  <span className="text-sm text-gray-700">{farm}</span>
                  <span className="sr-only">{t`Use this product`}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function GradeSelect({ value, onChange }: { value: RequestDraft['grade']; onChange: (grade: RequestDraft['grade']) => void }) {
  const { t } = useLingui();
  const gradeName = useGradeName();
  return (
    <SelectField id="request-grade" label={<Trans>Grade</Trans>} value={value} onChange={(e) => onChange(e.target.value as RequestDraft['grade'])}>
      <option value="">{t`Any grade`}</option>
      {GRADES.map((g) => (
        <option key={g} value={g}>
          {gradeName(g)}
        </option>
      ))}
    </SelectField>
  );
}

function UnitSelect({ value, error, onChange }: { value: RequestDraft['unit']; error?: string | undefined; onChange: (unit: RequestDraft['unit']) => void }) {
  const unitLabel = useUnitLabel();
  return (
    <SelectField id={fieldId('unit')} label={<Trans>Unit</Trans>} value={value} error={error} onChange={(e) => onChange(e.target.value as RequestDraft['unit'])}>
      {UNITS.map((u) => (
        <option key={u} value={u}>
          {unitLabel(u)}
        </option>
      ))}
    </SelectField>
  );
}

function FulfilmentChoice({ value, onChange }: { value: FulfilmentMethod; onChange: (f: FulfilmentMethod) => void }) {
  const { t } = useLingui();
  const name = useId();
  const options: Array<{ id: FulfilmentMethod; label: string }> = [
    { id: 'delivery', label: t`Delivered to my address` },
    { id: 'pickup', label: t`I pick up at the farm` },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-800">
        <Trans>How do you receive it?</Trans>
      </legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {options.map((o) => (
          <label key={o.id} className="flex min-h-11 items-center gap-3 text-gray-900">
            <input type="radio" name={name} className="size-5 accent-green-700" checked={value === o.id} onChange={() => onChange(o.id)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PaymentSelect({ value, options, onChange }: { value: RequestDraft['payment_method']; options: RequestDraft['payment_method'][]; onChange: (m: RequestDraft['payment_method']) => void }) {
  const label = usePaymentMethodLabel();
  return (
    <SelectField label={<Trans>Payment method</Trans>} value={value} onChange={(e) => onChange(e.target.value as RequestDraft['payment_method'])}>
      {options.map((m) => (
        <option key={m} value={m}>
          {label(m)}
        </option>
      ))}
    </SelectField>
  );
}

/** All the farms that sell the category in the province (the server decides who they are), or farms the buyer names. */
function FarmsChoice({
  draft,
  farms,
  province,
  error,
  onChange,
}: {
  draft: RequestDraft;
  farms: ReturnType<typeof farmsForCategory>;
  province: string;
  error?: string | undefined;
  onChange: (patch: Partial<RequestDraft>) => void;
}) {
  const { t, i18n } = useLingui();
  const name = useId();
  const errorId = useId();
  const provinceName = PROVINCES.find((p) => p.code === province);
  const where = provinceName ? (i18n.locale === 'fr' ? provinceName.name_fr : provinceName.name_en) : '';
  const count = farms.matching.length;
  const toggle = (id: string, on: boolean) => onChange({ seller_ids: on ? [...draft.seller_ids, id] : draft.seller_ids.filter((s) => s !== id) });
  return (
    <section aria-labelledby={`${name}-title`} className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={`${name}-title`} className="text-lg font-semibold text-gray-900">
        <Trans>Which farms?</Trans>
      </h2>
      <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
        <legend className="sr-only">
          <Trans>Which farms receive the request</Trans>
        </legend>
        <label className="flex items-start gap-3 text-gray-900">
          <input type="radio" name={name} className="mt-0.5 size-5 shrink-0 accent-green-700" checked={draft.audience === 'matching'} onChange={() => onChange({ audience: 'matching' })} />
          <span>
            <span className="font-medium">
              <Trans>All matching farms</Trans>
            </span>
            <span className="block text-sm text-gray-700" data-testid="matching-farms">
              {!draft.category_id
                ? t`Choose a category to see which farms sell it.`
                : !where
                  ? t`Choose where the produce goes to see which farms sell it there.`
                  : plural(count, {
                      0: `No farm on this device sells this category in ${where} yet.`,
                      one: `# farm on this device sells this category in ${where}.`,
                      other: `# farms on this device sell this category in ${where}.`,
                    })}{' '}
              {t`FreshMarket sends the request to every farm that sells this category in your province when it is sent.`}
            </span>
          </span>
        </label>
        <label className="flex items-start gap-3 text-gray-900">
          <input
            id={fieldId('seller_ids')}
            type="radio"
            name={name}
            className="mt-0.5 size-5 shrink-0 accent-green-700"
            checked={draft.audience === 'chosen'}
            onChange={() => onChange({ audience: 'chosen' })}
          />
          <span className="font-medium">
            <Trans>Choose farms</Trans>
          </span>
        </label>
        {draft.audience === 'chosen' && (
          <div className="ml-8 flex flex-col gap-3">
            {farms.matching.length + farms.others.length === 0 ? (
              <p className="text-sm text-gray-700">{draft.category_id ? t`No farm on this device sells this category yet.` : t`Choose a category to see which farms sell it.`}</p>
            ) : (
              <>
                <FarmGroup title={where ? t`Farms in ${where}` : t`Farms of this category`} farms={farms.matching} chosen={draft.seller_ids} onToggle={toggle} />
                <FarmGroup title={t`Other farms of this category`} farms={farms.others} provinces={farms.provinces} chosen={draft.seller_ids} onToggle={toggle} />
              </>
            )}
          </div>
        )}
        {error && (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    </section>
  );
}

/** A list of farms to tick; `provinces` (farms elsewhere) says where each sells the category. */
function FarmGroup({
  title,
  farms,
  provinces,
  chosen,
  onToggle,
}: {
  title: string;
  farms: Array<{ id: string; farm_name: string }>;
  provinces?: Map<string, string[]>;
  chosen: string[];
  onToggle: (id: string, on: boolean) => void;
}) {
  if (farms.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-gray-800">{title}</legend>
      {farms.map((f) => (
        <label key={f.id} className="flex min-h-11 items-center gap-3 text-gray-900">
          <input type="checkbox" className="size-5 accent-green-700" checked={chosen.includes(f.id)} onChange={(e) => onToggle(f.id, e.target.checked)} />
          <span>
            {f.farm_name}
            {provinces?.get(f.id) && <span className="text-sm text-gray-700"> ({provinces.get(f.id)!.join(', ')})</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
