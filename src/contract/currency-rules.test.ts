import { describe, expect, it } from 'vitest';
import { MAX_PRICE_MINOR } from './constants.ts';
import type { Currency } from './enums.ts';
import { convertMinor, currentRates, parseRate, rateDay, rateText, type ExchangeRate, type RateSet } from './currency-rules.ts';

const RATES: RateSet = {
  USD: { currency: 'USD', cad_micro: 1_385_000, effective_on: '2026-11-28' },
  INR: { currency: 'INR', cad_micro: 16_500, effective_on: '2026-11-27' },
};

describe('convertMinor', () => {
  // [amount, from, to, expected amount | null, rates used, date]
  const cases: Array<[number, Currency, Currency, number | null, string[], string | null]> = [
    [0, 'USD', 'CAD', 0, ['USD'], '2026-11-28'],
    [0, 'CAD', 'INR', 0, ['INR'], '2026-11-27'],
    [1000, 'CAD', 'CAD', 1000, [], null],
    [999, 'INR', 'INR', 999, [], null],
    // US$8.95 × 1.385 = C$12.39575 -> C$12.40 (half away from zero)
    [895, 'USD', 'CAD', 1240, ['USD'], '2026-11-28'],
    // US$1.00 = C$1.385 -> 1.39 (exactly half a cent goes up)
    [100, 'USD', 'CAD', 139, ['USD'], '2026-11-28'],
    // US$0.01 = C$0.01385 -> 0.01
    [1, 'USD', 'CAD', 1, ['USD'], '2026-11-28'],
    // C$12.40 / 1.385 = US$8.9530... -> 8.95
    [1240, 'CAD', 'USD', 895, ['USD'], '2026-11-28'],
    // ₹150.00 × 0.0165 = C$2.475 -> 2.48 (half up)
    [15000, 'INR', 'CAD', 248, ['INR'], '2026-11-27'],
    // C$10.00 / 0.0165 = ₹606.0606... -> 606.06
    [1000, 'CAD', 'INR', 60606, ['INR'], '2026-11-27'],
    // US$10.00 -> C$13.85 -> ₹839.3939... -> 839.39, through CAD in one rounding; date is the older rate's
    [1000, 'USD', 'INR', 83939, ['USD', 'INR'], '2026-11-27'],
    // ₹1,000.00 × 0.0165 / 1.385 = US$11.9133... -> 11.91
    [100000, 'INR', 'USD', 1191, ['INR', 'USD'], '2026-11-27'],
    // The dearest price allowed: US$1,000,000.00 -> C$1,385,000.00 (exact; the product passes 2^53 on the way)
    [MAX_PRICE_MINOR, 'USD', 'CAD', 138_500_000, ['USD'], '2026-11-28'],
    [MAX_PRICE_MINOR, 'USD', 'INR', 8_393_939_394, ['USD', 'INR'], '2026-11-27'],
    [MAX_PRICE_MINOR, 'INR', 'USD', 1_191_336, ['INR', 'USD'], '2026-11-27'],
    // Negative amounts (a refund) round half away from zero too
    [-100, 'USD', 'CAD', -139, ['USD'], '2026-11-28'],
  ];
  it.each(cases)('%i %s -> %s = %s', (amount, from, to, expected, used, date) => {
    const got = convertMinor(amount, from, to, RATES);
    if (expected === null) return expect(got).toBeNull();
    expect(got).not.toBeNull();
    expect(got!.amount).toBe(expected);
    expect(got!.rates.map((r) => r.currency)).toEqual(used);
    expect(got!.date).toBe(date);
  });

  it('answers null, never NaN, when a rate is missing or the amount is not an integer', () => {
    expect(convertMinor(100, 'USD', 'CAD', {})).toBeNull();
    expect(convertMinor(100, 'CAD', 'INR', { USD: RATES.USD })).toBeNull();
    expect(convertMinor(100, 'USD', 'INR', { USD: RATES.USD })).toBeNull();
    expect(convertMinor(Number.NaN, 'USD', 'CAD', RATES)).toBeNull();
    expect(convertMinor(1.5, 'USD', 'CAD', RATES)).toBeNull();
    expect(convertMinor(Number.POSITIVE_INFINITY, 'USD', 'CAD', RATES)).toBeNull();
    // a corrupt rate (0, negative, fractional) is as good as none
    expect(convertMinor(100, 'USD', 'CAD', { USD: { currency: 'USD', cad_micro: 0, effective_on: '2026-11-28' } })).toBeNull();
    expect(convertMinor(100, 'USD', 'CAD', { USD: { currency: 'USD', cad_micro: 1.5, effective_on: '2026-11-28' } })).toBeNull();
    // same currency needs no rate
    expect(convertMinor(100, 'USD', 'USD', {})).toEqual({ amount: 100, rates: [], date: null });
  });

  it('is the same both ways within a cent for everyday prices', () => {
    for (let cents = 0; cents <= 20_000; cents += 37) {
      const cad = convertMinor(cents, 'USD', 'CAD', RATES)!.amount;
      const back = convertMinor(cad, 'CAD', 'USD', RATES)!.amount;
      expect(Math.abs(back - cents)).toBeLessThanOrEqual(1);
    }
  });
});

describe('currentRates', () => {
  const row = (currency: 'USD' | 'INR', rate: string, on: string, at: string): ExchangeRate => ({ id: `${currency}${on}${at}`, currency, cad_micro: parseRate(rate)!, effective_on: on, set_at: at });
  const rows = [
    row('USD', '1.3700', '2026-11-01', '2026-11-01T10:00:00Z'),
    row('USD', '1.3850', '2026-11-28', '2026-11-28T09:00:00Z'),
    // set later the same day: wins
    row('USD', '1.3860', '2026-11-28', '2026-11-28T15:00:00Z'),
    // dated tomorrow: waits for its day
    row('USD', '1.4000', '2026-11-29', '2026-11-28T16:00:00Z'),
    row('INR', '0.01650', '2026-11-20', '2026-11-20T10:00:00Z'),
  ];
  it('keeps, per currency, the latest day not after today, and the one set last that day', () => {
    expect(currentRates(rows, '2026-11-28')).toEqual({
      USD: { currency: 'USD', cad_micro: 1_386_000, effective_on: '2026-11-28' },
      INR: { currency: 'INR', cad_micro: 16_500, effective_on: '2026-11-20' },
    });
    expect(currentRates(rows, '2026-11-29').USD?.cad_micro).toBe(1_400_000);
    expect(currentRates(rows, '2026-11-15').USD?.cad_micro).toBe(1_370_000);
    expect(currentRates(rows, '2026-10-01')).toEqual({});
  });
});

describe('parseRate and rateText', () => {
  it.each([
    ['1.3850', 1_385_000],
    ['1,385', 1_385_000],
    ['0.01650', 16_500],
    ['1', 1_000_000],
    ['0.000001', 1],
    ['10000', 10_000_000_000],
  ])('%s -> %i', (text, micro) => expect(parseRate(text)).toBe(micro));
  it.each(['', '0', '0.0000001', '-1.2', '1.2.3', 'abc', '1e3', '10000.01', ' ', 'NaN'])('refuses %j', (text) => expect(parseRate(text)).toBeNull());
  it('writes a rate back with at least 4 decimals', () => {
    expect(rateText(1_385_000)).toBe('1.3850');
    expect(rateText(16_500)).toBe('0.0165');
    expect(rateText(16_543)).toBe('0.016543');
    expect(rateText(61_000_000)).toBe('61.0000');
  });
});

describe('rateDay', () => {
  it("is Toronto's calendar day", () => {
    expect(rateDay(new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-27');
    expect(rateDay(new Date('2026-11-28T12:00:00Z'))).toBe('2026-11-28');
  });
});
