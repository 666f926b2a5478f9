// Price history's rules against answers worked out by hand: the price in force per day (carried forward over days
// without a change, nothing before the first row), the median per grade per day, bases, currencies, gaps.
import { describe, expect, it } from 'vitest';
import { dayRange, entriesByDay, historyChanges, medianHistory, ownPriceHistory, type PriceHistoryEntry } from './price-history-rules.ts';
import type { Convert } from './pricewise-rules.ts';

let n = 0;
const row = (product_id: string, grade: PriceHistoryEntry['grade'], recorded_on: string, price_minor: number, over: Partial<PriceHistoryEntry> = {}): PriceHistoryEntry => ({
  id: `h${++n}`,
  product_id,
  grade,
  price_minor,
  discount_percent: 0,
  currency: 'CAD',
  unit: 'kg',
  weight: null,
  recorded_on,
  ...over,
});

describe('days', () => {
  it('counts back from today, oldest first, across a month and a year end', () => {
    expect(dayRange('2026-03-02', 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(dayRange('2027-01-01', 2)).toEqual(['2026-12-31', '2027-01-01']);
    expect(dayRange('2026-11-28', 365)).toHaveLength(365);
  });

  it('carries the last price forward; nothing before the first row; rows in any order', () => {
    const rows = [row('a', 'top', '2026-11-05', 300), row('a', 'top', '2026-11-02', 200)];
    const days = dayRange('2026-11-07', 7); // 1st .. 7th
    expect(entriesByDay(rows, days).map((e) => e?.price_minor ?? null)).toEqual([null, 200, 200, 200, 300, 300, 300]);
  });

  it('a row older than the window sets the window’s first days', () => {
    expect(entriesByDay([row('a', 'top', '2025-01-01', 150)], dayRange('2026-11-03', 3)).map((e) => e?.price_minor)).toEqual([150, 150, 150]);
  });
});

describe('median per grade and day', () => {
  // Three farms' top grade and one mid, per kg, CAD, over 5 days (Nov 1-5):
  //   a top: 400 from Oct 20, 500 from Nov 3        -> 400 400 500 500 500
  //   b top: 300 from Nov 2                         -> --- 300 300 300 300
  //   c top: 600 from Oct 1, 10% off from Nov 4     -> 600 600 600 540 540
  //   d mid: 250 from Nov 5                         -> --- --- --- --- 250
  // top medians: Nov 1 median(400,600) = 500; Nov 2 median(300,400,600) = 400; Nov 3 (300,500,600) = 500;
  //              Nov 4 (300,500,540) = 500; Nov 5 same = 500
  const rows = [
    row('a', 'top', '2026-10-20', 400),
    row('a', 'top', '2026-11-03', 500),
    row('b', 'top', '2026-11-02', 300),
    row('c', 'top', '2026-10-01', 600),
    row('c', 'top', '2026-11-04', 600, { discount_percent: 10 }),
    row('d', 'mid', '2026-11-05', 250),
    // Not among the compared offers: ignored.
    row('z', 'top', '2026-10-01', 1),
  ];
  const offers = [
    { product_id: 'a', grade: 'top' as const },
    { product_id: 'b', grade: 'top' as const },
    { product_id: 'c', grade: 'top' as const },
    { product_id: 'd', grade: 'mid' as const },
  ];

  it('is the median of the offers priced that day, top grade first', () => {
    const h = medianHistory(rows, offers, 'kg', '2026-11-05', 5, 'CAD');
    expect(h.days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
    expect(h.grades.map((g) => g.grade)).toEqual(['top', 'mid']);
    expect(h.grades[0]!.points.map((p) => [p.median, p.count])).toEqual([
      [500, 2],
      [400, 3],
      [500, 3],
      [500, 3],
      [500, 3],
    ]);
    expect(h.grades[1]!.points.map((p) => p.median)).toEqual([null, null, null, null, 250]);
  });

  it('the table alternative lists the first priced day and each day a median changed', () => {
    const h = medianHistory(rows, offers, 'kg', '2026-11-05', 5, 'CAD');
    expect(historyChanges(h)).toEqual([
      { day: '2026-11-01', medians: [500, null] },
      { day: '2026-11-02', medians: [400, null] },
      { day: '2026-11-03', medians: [500, null] },
      { day: '2026-11-05', medians: [500, 250] },
    ]);
  });

  it('normalises each day’s price: per lb to per kg, a declared box weight, the discount', () => {
    // 1.00/lb = 2.2046/kg -> 220; a 5 kg box at 15.00 less 20% = 12.00 / 5 = 240; median (220, 240) = 230
    const h = medianHistory(
      [row('lb', 'top', '2026-11-01', 100, { unit: 'lb' }), row('box', 'top', '2026-11-01', 1500, { unit: 'box', weight: 5, discount_percent: 20 })],
      [
        { product_id: 'lb', grade: 'top' },
        { product_id: 'box', grade: 'top' },
      ],
      'kg',
      '2026-11-01',
      1,
      'CAD',
    );
    expect(h.grades[0]!.points[0]).toEqual({ day: '2026-11-01', median: 230, count: 2 });
  });

  it('a day on another basis (the unit changed) is left out; another currency only through a rate', () => {
    const usdAt140: Convert = (amount, from, to) => (from === 'USD' && to === 'CAD' ? { amount: amount * 1.4, rate_date: '2026-11-01' } : null);
    const h = medianHistory(
      [
        row('p', 'top', '2026-11-01', 500, { unit: 'piece' }), // per piece: not per kg
        row('p', 'top', '2026-11-02', 500), // per kg from the 2nd
        row('u', 'top', '2026-11-01', 200, { currency: 'USD' }), // 2.00 USD = 2.80 CAD
      ],
      [
        { product_id: 'p', grade: 'top' },
        { product_id: 'u', grade: 'top' },
      ],
      'kg',
      '2026-11-02',
      2,
      'CAD',
      usdAt140,
    );
    expect(h.grades[0]!.points.map((p) => [p.median, p.count])).toEqual([
      [280, 1],
      [390, 2],
    ]);
    // Without a rate the USD offer is not counted.
    expect(medianHistory([row('u', 'top', '2026-11-01', 200, { currency: 'USD' })], [{ product_id: 'u', grade: 'top' }], 'kg', '2026-11-02', 2, 'CAD').grades).toEqual([]);
  });
});

describe('a product’s own price', () => {
  it('is after its discount, in its currency, carried forward; a gap before its first row', () => {
    const rows = [row('a', 'top', '2026-11-02', 1000), row('a', 'top', '2026-11-04', 1000, { discount_percent: 15 })];
    expect(ownPriceHistory(rows, '2026-11-05', 5).map((p) => p.price_minor)).toEqual([null, 1000, 1000, 850, 850]);
  });
});
