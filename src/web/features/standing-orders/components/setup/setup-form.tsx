// Set up a standing order: the farm, its products, how often and from when, delivery or pickup, payment and a note;
// checked with the contract's schema, shown at once and sent through the outbox (offline too).
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Address } from '@contract/accounts.ts';
import type { SellerPublic } from '@contract/catalogue.ts';
import { availableDates, DEFAULT_DELIVERY_DAYS, paymentMethodsFor, todayInCanada } from '@contract/order-rules.ts';
import { DEFAULT_STANDING_LEAD_HOURS, placeDays } from '@contract/standing-order-rules.ts';
import { createStandingOrderSchema } from '@contract/standing-orders.ts';
import { Button } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAuth } from '@/lib/auth.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useFarmCatalogue } from '../../use-farm-catalogue.ts';
import { CadenceFields } from '../fields/cadence-fields.tsx';
import { FulfilmentFields } from '@/domain/orders/fulfilment-fields.tsx';
import { SetupFarmAndDates, SetupNote } from './setup-parts.tsx';
import { SetupLines } from './setup-lines.tsx';
import { SetupSummary } from './setup-summary.tsx';
import { useSetupSubmit } from './use-setup-submit.ts';
import type { Prefill } from './use-setup-prefill.ts';

/** How many start dates the form offers (the farm's delivery days from the earliest a standing order can start). */
const START_DATES_OFFERED = 16;

export function startDatesFor(seller: SellerPublic | undefined, today: string): string[] {
  if (!seller) return [];
  return availableDates(
    { delivery_days: seller.delivery_days, lead_days: placeDays(DEFAULT_STANDING_LEAD_HOURS, seller.lead_days) },
    today,
    START_DATES_OFFERED,
  );
}

export function SetupForm({ prefill, farms, addresses }: { prefill: Prefill; farms: SellerPublic[]; addresses: Address[] }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [today] = useState(todayInCanada);
  const [id] = useState(() => crypto.randomUUID());
  const sellerOf = (sellerId: string) => farms.find((f) => f.id === sellerId);
  const first = sellerOf(prefill.sellerId);
  const fulfilment = prefill.fulfilment ?? 'delivery';
  const form = useContractForm(createStandingOrderSchema, {
    defaultValues: {
      id,
      seller_id: first?.id ?? '',
      cadence: 'weekly',
      weekdays: [],
      start_date: startDatesFor(first, today)[0] ?? '',
      end_date: null,
      fulfilment,
      address_id: prefill.address_id && addresses.some((a) => a.id === prefill.address_id) ? prefill.address_id : (addresses[0]?.id ?? null),
      branch_id: prefill.branch_id ?? null,
      payment_method:
        prefill.payment_method && paymentMethodsFor(user?.roles, fulfilment).includes(prefill.payment_method)
          ? prefill.payment_method
          : paymentMethodsFor(user?.roles, fulfilment)[0]!,
      note: prefill.note ?? '',
      lines: prefill.lines.map((l) => ({ ...l, unit_price_minor: 0 })),
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const v = form.watch();
  const seller = sellerOf(v.seller_id);
  const catalogue = useFarmCatalogue(v.seller_id);
  const products = catalogue?.products ?? [];
  const { submit, totals, schedule } = useSetupSubmit({
    form,
    seller,
    products,
    branches: catalogue?.branches ?? [],
    addresses,
    onPlaced: (placed) => void navigate({ to: '/standing-orders/$id', params: { id: placed } }),
  });

  const chooseFarm = (sellerId: string) => {
    const next = sellerOf(sellerId);
    form.setValue('seller_id', sellerId);
    form.setValue('lines', []);
    form.setValue('weekdays', []);
    form.setValue('branch_id', null);
    form.setValue('start_date', startDatesFor(next, today)[0] ?? '');
    form.clearErrors();
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-6" aria-labelledby="set-up-title" data-testid="setup-form">
      {prefill.notFound && (
        <Notice tone="info">
          <Trans>What you started from is not on this device. Choose the farm and the products below.</Trans>
        </Notice>
      )}
      <SetupFarmAndDates form={form} farms={farms} dates={startDatesFor(seller, today)} onFarm={chooseFarm} />
      {seller && (
        <>
          <SetupLines form={form} products={products} />
          <CadenceFields
            idPrefix="setup"
            cadence={v.cadence}
            weekdays={v.weekdays ?? []}
            deliveryDays={seller.delivery_days.length ? seller.delivery_days : DEFAULT_DELIVERY_DAYS}
            onCadence={(c) => form.setValue('cadence', c)}
            onWeekdays={(w) => form.setValue('weekdays', w, { shouldValidate: form.formState.isSubmitted })}
            weekdaysError={form.fieldError('weekdays')}
          />
          <FulfilmentFields
            idPrefix="setup"
            value={{ fulfilment: v.fulfilment, address_id: v.address_id ?? null, branch_id: v.branch_id ?? null, payment_method: v.payment_method }}
            onChange={(patch) => {
              if (patch.fulfilment) {
                form.setValue('fulfilment', patch.fulfilment);
                form.setValue('payment_method', paymentMethodsFor(user?.roles, patch.fulfilment)[0]!);
              }
              if (patch.address_id !== undefined) form.setValue('address_id', patch.address_id);
              if (patch.branch_id !== undefined) form.setValue('branch_id', patch.branch_id);
              if (patch.payment_method) form.setValue('payment_method', patch.payment_method);
              form.clearErrors(['address_id', 'branch_id']);
            }}
            addresses={addresses}
            branches={catalogue?.branches ?? []}
            payments={paymentMethodsFor(user?.roles, v.fulfilment)}
            deliveryFee={seller.delivery_fee_minor}
            currency={totals.currency}
            errors={{ address: form.fieldError('address_id'), branch: form.fieldError('branch_id') }}
          />
          <SetupNote form={form} farm={seller.farm_name} />
          <SetupSummary totals={totals} seller={seller} schedule={schedule} today={today} />
        </>
      )}
      <Notice>{form.serverError}</Notice>
      <Button type="submit" size="lg" className="self-start" disabled={form.formState.isSubmitting || !seller}>
        {t`Set up the standing order`}
      </Button>
    </form>
  );
}
