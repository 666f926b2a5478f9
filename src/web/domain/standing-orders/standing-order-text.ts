// Standing orders in words, in the reader's language: the cadence ('Every 2 weeks on Tuesday', 'Every Tuesday and
// Friday') and why a delivery could not be placed with its fix ('Only 3 kg of Carrots left: lower the quantity or
// skip this delivery'). The buyer's screens and the notification feed say them the same way. Facts come from the
// server (an occurrence's detail, a notification's params) and any may be missing: each sentence has a form without.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { UNITS, type Currency, type Unit } from '@contract/enums.ts';
import { isoWeekday } from '@contract/order-rules.ts';
import type { StandingSchedule } from '@contract/standing-order-rules.ts';
import { formatMoney } from '@contract/money.ts';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';

export type Facts = Record<string, string | number | null | undefined>;

export interface FailureFacts {
  /** An OCCURRENCE_FAILURES value (anything else reads as 'other'). */
  reason: string | null;
  /** The delivery date it was for ('YYYY-MM-DD'). */
  date: string | null;
  detail: Facts | null;
  currency: Currency;
}

// 'on Tuesdays' / 'le mardi', by ISO weekday.
const ON_WEEKDAYS: Record<number, MessageDescriptor> = {
  1: msg`on Mondays`,
  2: msg`on Tuesdays`,
  3: msg`on Wednesdays`,
  4: msg`on Thursdays`,
  5: msg`on Fridays`,
  6: msg`on Saturdays`,
  7: msg`on Sundays`,
};

function textOf(facts: Facts | null, key: string): string | null {
  const v = facts?.[key];
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

function numberOf(facts: Facts | null, key: string): number | null {
  const v = facts?.[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
}

const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

export function useStandingText() {
  const { i18n } = useLingui();
  const quantity = useQuantityLabel();
  const say = (m: MessageDescriptor) => i18n._(m);
  const locale = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  const numbers = new Intl.NumberFormat(locale);
  // 2024-01-01 was a Monday.
  const dayName = (iso: number) => weekday.format(new Date(Date.UTC(2024, 0, iso)));
  const money = (minor: number, currency: Currency) => formatMoney({ amount: minor, currency }, i18n.locale);
  /** 'Wed, Dec 2' for a 'YYYY-MM-DD' date. */
  const weekdayDate = (date: string) => short.format(new Date(`${date}T12:00:00Z`));

  /** 'every week', 'every 2 weeks', 'every 4 weeks', 'on chosen days' (the cadence alone, e.g. in a notice). */
  const cadenceName = (cadence: string): string => {
    switch (cadence) {
      case 'weekly':
        return say(msg`every week`);
      case 'every_2_weeks':
        return say(msg`every 2 weeks`);
      case 'every_4_weeks':
        return say(msg`every 4 weeks`);
      default:
        return say(msg`on chosen days of the week`);
    }
  };

  /** 'Every week on Tuesday', 'Every 2 weeks on Tuesday', 'Every Tuesday and Friday'. */
  const cadence = (s: Pick<StandingSchedule, 'cadence' | 'weekdays' | 'start_date'>): string => {
    if (s.cadence === 'weekdays') {
      const days = list.format([...new Set(s.weekdays)].sort().map(dayName));
      return say(msg`Every ${days}`);
    }
    const day = dayName(isoWeekday(s.start_date));
    if (s.cadence === 'every_2_weeks') return say(msg`Every 2 weeks on ${day}`);
    if (s.cadence === 'every_4_weeks') return say(msg`Every 4 weeks on ${day}`);
    return say(msg`Every week on ${day}`);
  };

  /** Why a delivery was not placed, and what fixes it. */
  const failure = ({ reason, date, detail, currency }: FailureFacts): string => {
    const product = textOf(detail, 'product');
    switch (reason) {
      case 'stock': {
        const available = numberOf(detail, 'available');
        const code = textOf(detail, 'unit');
        if (product && available !== null) {
          // A unit this app does not know (a newer server) is shown as it came.
          const left = code && (UNITS as readonly string[]).includes(code) ? quantity(available, code as Unit) : `${numbers.format(available)} ${code ?? ''}`.trim();
          return say(msg`Only ${left} of ${product} left: lower the quantity or skip this delivery`);
        }
        return say(msg`Not enough stock left: lower the quantities or skip this delivery`);
      }
      case 'unavailable':
        return say(
          product
            ? msg`${product} is no longer sold: remove it from the standing order or skip this delivery`
            : msg`A product is no longer sold: remove it from the standing order or skip this delivery`,
        );
      case 'price':
        return say(
          product
            ? msg`The price of ${product} changed: accept the new price or skip this delivery`
            : msg`Prices changed: accept the new prices or skip this delivery`,
        );
      case 'below_minimum': {
        const min = numberOf(detail, 'min');
        const missing = numberOf(detail, 'missing');
        const cur = (textOf(detail, 'currency') as Currency | null) ?? currency;
        if (min !== null && missing !== null) {
          const minimum = money(min, cur);
          const add = money(missing, cur);
          return say(msg`Below the farm's minimum of ${minimum}: add ${add}`);
        }
        return say(msg`Below the farm's minimum order: add more or skip this delivery`);
      }
      case 'farm_closed': {
        const next = textOf(detail, 'next_day');
        const onDay = isDate(date) ? say(ON_WEEKDAYS[isoWeekday(date)]!) : null;
        if (onDay && isDate(next)) {
          const nearest = weekdayDate(next);
          return say(msg`The farm no longer delivers ${onDay}: nearest delivery day ${nearest}`);
        }
        return say(msg`The farm no longer delivers on that day: change the delivery day`);
      }
      case 'address':
        return say(msg`The delivery address is no longer on your account: choose another address`);
      case 'branch':
        return say(msg`The pickup place is no longer open: choose another pickup place or delivery`);
      case 'payment':
        return say(msg`This payment method is no longer offered: choose another one`);
      default:
        return say(msg`It could not be placed: skip this delivery or contact the farm`);
    }
  };

  return { cadence, cadenceName, failure, weekdayDate, dayName, money };
}
