import { describe, expect, it } from 'vitest';
import type { Currency, Unit } from './enums.ts';
import {
  comparePrices,
  parsePricewiseSearch,
  convertWithRates,
  lowerThanPercent,
  matchesProduce,
  normalisePrice,
  priceSpread,
  produceName,
  produceTerms,
  type Convert,
  type PricewiseFarm,
  type PricewiseProduct,
} from './pricewise-rules.ts';

/** The operator's rates in force (currency-rules.ts): CAD per one unit in millionths, each with its date. */
const toCad: Convert = convertWithRates({
  USD: { currency: 'USD', cad_micro: 1_400_000, effective_on: '2026-11-20' },
  INR: { currency: 'INR', cad_micro: 16_500, effective_on: '2026-11-02' },
});

type Case = [what: string, price: number, discount: number, unit: Unit, weight: number | null, currency: Currency, basis: string, normalised: boolean, expected: number | null, rateDate: string | null];

// Hand-computed: price after the discount (rounded as charged), divided by how much of the basis one unit is,
// converted, rounded once.
const CASES: Case[] = [
  ['per kg stays', 250, 0, 'kg', null, 'CAD', 'kg', true, 250, null],
  ['grams: 3 ¢/g is 30.00 $/kg', 3, 0, 'g', null, 'CAD', 'kg', true, 3000, null],
  ['pounds: 1.79 $/lb / 0.45359237', 179, 0, 'lb', null, 'CAD', 'kg', true, 395, null],
  ['ounces: 1.99 $/oz / 0.028349523', 199, 0, 'oz', null, 'CAD', 'kg', true, 7020, null],
  ['litres stay', 2499, 0, 'l', null, 'CAD', 'l', true, 2499, null],
  ['millilitres: 3 ¢/ml is 30.00 $/l', 3, 0, 'ml', null, 'CAD', 'l', true, 3000, null],
  ['a litre ignores a declared weight', 2499, 0, 'l', 1.3, 'CAD', 'l', true, 2499, null],
  ['a piece of unknown weight: per piece', 149, 0, 'piece', null, 'CAD', 'piece', true, 149, null],
  ['a dozen of unknown weight: per piece (6.99 / 12)', 699, 0, 'dozen', null, 'CAD', 'piece', true, 58, null],
  ['a piece declared 0.4 kg: per kg', 149, 0, 'piece', 0.4, 'CAD', 'kg', true, 373, null],
  ['a pack declared 0.5 kg: per kg', 599, 0, 'pack', 0.5, 'CAD', 'kg', true, 1198, null],
  ['a box declared 4.5 kg: per kg', 3499, 0, 'box', 4.5, 'CAD', 'kg', true, 778, null],
  ['a box of unknown weight is not normalised', 3499, 0, 'box', null, 'CAD', 'box', false, 3499, null],
  ['a pack of unknown weight is not normalised', 599, 0, 'pack', null, 'CAD', 'pack', false, 599, null],
  ['a weight of 0 counts as unknown', 599, 0, 'pack', 0, 'CAD', 'pack', false, 599, null],
  ['discount first: 5.49 - 10% = 4.94 (as charged)', 549, 10, 'kg', null, 'CAD', 'kg', true, 494, null],
  ['discount then unit: 5.99/lb - 25% = 4.49/lb = 9.90/kg', 599, 25, 'lb', null, 'CAD', 'kg', true, 990, null],
  ['discount then declared weight: 3.99 - 20% = 3.19 / 0.25 kg', 399, 20, 'pack', 0.25, 'CAD', 'kg', true, 1276, null],
  ['USD at 1.40 CAD (rate of 2026-11-20)', 200, 0, 'kg', null, 'USD', 'kg', true, 280, '2026-11-20'],
  ['USD per lb, discounted, converted: 3.00 - 15% = 2.55/lb = 5.6218/kg x 1.40', 300, 15, 'lb', null, 'USD', 'kg', true, 787, '2026-11-20'],
  ['INR per 500 g pack at 0.0165: 250.00 / 0.5 x 0.0165', 25000, 0, 'pack', 0.5, 'INR', 'kg', true, 825, '2026-11-02'],
];

describe('normalisePrice (viewer in CAD)', () => {
  it.each(CASES)('%s', (_what, price, discount, unit, weight, currency, basis, normalised, expected, rateDate) => {
    const n = normalisePrice({ price_minor: price, discount_percent: discount, unit, weight, currency }, 'CAD', toCad);
    expect(n).toMatchObject({ basis, normalised, price_minor: expected, currency: 'CAD', rate_date: rateDate });
  });

  it('a currency without a rate gives no price, and without a converter only the viewer’s currency compares', () => {
    const inUsd = { price_minor: 200, discount_percent: 0, unit: 'kg' as const, weight: null, currency: 'USD' as const };
    expect(normalisePrice(inUsd, 'CAD').price_minor).toBeNull();
    expect(normalisePrice(inUsd, 'USD').price_minor).toBe(200);
    expect(normalisePrice({ ...inUsd, currency: 'CAD' }, 'USD', toCad)).toMatchObject({ price_minor: 143, currency: 'USD', rate_date: '2026-11-20' });
    const noRates: Convert = () => null;
    expect(normalisePrice({ ...inUsd, currency: 'INR' }, 'USD', noRates).price_minor).toBeNull();
  });

  it('keeps the unit price as listed after the discount, in the product’s currency', () => {
    expect(normalisePrice({ price_minor: 599, discount_percent: 25, unit: 'lb', weight: null, currency: 'USD' }, 'CAD', toCad).unit_price_minor).toBe(449);
  });
});

describe('statistics', () => {
  it('quartiles and median interpolate between neighbours', () => {
    expect(priceSpread([400, 100, 300, 200])).toEqual({ count: 4, min: 100, q1: 175, median: 250, q3: 325, max: 400 });
    expect(priceSpread([5])).toEqual({ count: 1, min: 5, q1: 5, median: 5, q3: 5, max: 5 });
    expect(priceSpread([])).toEqual({ count: 0, min: null, q1: null, median: null, q3: null, max: null });
  });
  it('lower than N% of the other offers', () => {
    expect(lowerThanPercent(100, [100, 200, 300, 400, 50])).toBe(75);
    expect(lowerThanPercent(100, [100])).toBe(0);
    expect(lowerThanPercent(100, [100, 100, 200])).toBe(50);
  });
});

describe('choosing a produce', () => {
  const carrots = { name: 'Carrots – Bulk case', name_fr: 'Carottes – Caisse en vrac', tags: ['storage', 'bulk'] };
  it.each([
    ['carrots', true],
    ['Carottes', true],
    ['CAROTTE', true],
    ['carrot bulk', true],
    ['carrots tomatoes', false],
    ['', false],
  ])('%s -> %s', (q, found) => expect(matchesProduce(carrots, produceTerms(q))).toBe(found));
  it('folds accents both ways', () => {
    expect(matchesProduce({ name: 'Baby Spinach', name_fr: 'Jeunes épinards', tags: [] }, produceTerms('Épinards'))).toBe(true);
    expect(matchesProduce({ name: 'Free-range Eggs', name_fr: 'Œufs de plein air', tags: [] }, produceTerms('oeufs'))).toBe(true);
  });
  it('names the produce without its variant', () => {
    expect(produceName('Carrots – Bulk case')).toBe('Carrots');
    expect(produceName('Wildflower Honey, 500 g jar')).toBe('Wildflower Honey');
    expect(produceName('Free-range Eggs')).toBe('Free-range Eggs');
  });
});

// ---------------------------------------------------------------------------------------------------------------

const product = (over: Partial<PricewiseProduct> & Pick<PricewiseProduct, 'id' | 'seller_id' | 'grades'>): PricewiseProduct => ({
  branch_id: 'b1',
  category_id: 'roots',
  name: 'Carrots',
  name_fr: 'Carottes',
  tags: [],
  unit: 'kg',
  weight: null,
  organic: false,
  status: 'Published',
  currency: 'CAD',
  discount_percent: 0,
  province: 'ON',
  total_stock: 10,
  visible: true,
  ...over,
});

const FARMS = new Map<string, PricewiseFarm>([
  ['maple', { farm_name: 'Maple Ridge Farm', province: 'ON', delivery_days: [2, 4] }],
  ['erables', { farm_name: 'Ferme des Érables', province: 'QC', delivery_days: [] }],
  ['coast', { farm_name: 'Coastal Roots', province: 'BC', delivery_days: [3] }],
]);

/** Five carrot offers in four units and three currencies, a draft, a box of unknown weight and tomatoes. */
const CARROTS: PricewiseProduct[] = [
  // 2.50/kg top, 1.80/kg mid
  product({ id: 'p1', seller_id: 'maple', grades: [{ grade: 'top', price_minor: 250, stock: 10 }, { grade: 'mid', price_minor: 180, stock: 0 }] }),
  // 1.29/lb - 10% = 1.16/lb = 2.5574/kg -> 256; organic, Quebec, no branch (delivery... not: Érables delivers on no day)
  product({ id: 'p2', seller_id: 'erables', unit: 'lb', discount_percent: 10, organic: true, province: 'QC', branch_id: 'b2', grades: [{ grade: 'top', price_minor: 129, stock: 5 }] }),
  // 5 kg box 9.99 = 1.998/kg -> 200 top; seasonal: pre-order
  product({ id: 'p3', seller_id: 'coast', unit: 'box', weight: 5, province: 'BC', branch_id: null, status: 'Seasonal', grades: [{ grade: 'top', price_minor: 999, stock: 0 }] }),
  // USD 1.50/kg x 1.40 = 2.10 CAD/kg top; mid USD 1.00 = 1.40
  product({ id: 'p4', seller_id: 'coast', currency: 'USD', province: 'BC', grades: [{ grade: 'top', price_minor: 150, stock: 3 }, { grade: 'mid', price_minor: 100, stock: 3 }] }),
  // INR 120.00/kg x 0.0165 = 1.98 CAD/kg mid
  product({ id: 'p5', seller_id: 'maple', currency: 'INR', name: 'Carrots – Restaurant pack', grades: [{ grade: 'mid', price_minor: 12000, stock: 8 }] }),
  product({ id: 'draft', seller_id: 'maple', status: 'Draft', grades: [{ grade: 'top', price_minor: 1, stock: 1 }] }),
  product({ id: 'hidden', seller_id: 'maple', visible: false, grades: [{ grade: 'top', price_minor: 1, stock: 1 }] }),
  product({ id: 'box', seller_id: 'maple', unit: 'box', grades: [{ grade: 'top', price_minor: 2000, stock: 1 }] }),
  product({ id: 'tom', seller_id: 'maple', name: 'Field Tomatoes', name_fr: 'Tomates des champs', grades: [{ grade: 'top', price_minor: 100, stock: 1 }] }),
];

describe('comparePrices (hand-computed)', () => {
  const all = { q: 'carottes', organic: 'all' as const, fulfilment: 'any' as const };

  it('normalises every offer, groups by basis, sorts, and marks each grade’s best value', () => {
    const c = comparePrices(CARROTS, FARMS, all, 'CAD', toCad);
    expect(c.currency).toBe('CAD');
    expect(c.rate_date).toBe('2026-11-02');
    expect(c.unconverted).toEqual([]);
    expect(c.groups.map((g) => [g.basis, g.normalised, g.offers.length])).toEqual([
      ['kg', true, 7],
      ['box', false, 1],
    ]);
    const kg = c.groups[0]!;
    expect(kg.offers.map((o) => [o.product_id, o.grade, o.price_minor, o.best_value, o.availability])).toEqual([
      ['p4', 'mid', 140, true, 'in_stock'],
      ['p1', 'mid', 180, false, 'out_of_stock'],
      ['p5', 'mid', 198, false, 'in_stock'],
      ['p3', 'top', 200, true, 'pre_order'],
      ['p4', 'top', 210, false, 'in_stock'],
      ['p1', 'top', 250, false, 'in_stock'],
      ['p2', 'top', 256, false, 'in_stock'],
    ]);
    expect(kg.offers.find((o) => o.product_id === 'p2')).toMatchObject({ list_price_minor: 129, unit_price_minor: 116, product_currency: 'CAD', farm_name: 'Ferme des Érables', rate_date: null });
    expect(kg.grades).toEqual([
      // top: 200, 210, 250, 256 -> q1 207.5, median 230, q3 251.5
      { grade: 'top', count: 4, min: 200, q1: 208, median: 230, q3: 252, max: 256 },
      // mid: 140, 180, 198
      { grade: 'mid', count: 3, min: 140, q1: 160, median: 180, q3: 189, max: 198 },
    ]);
    expect(c.groups[1]!.offers[0]).toMatchObject({ product_id: 'box', price_minor: 2000, best_value: true, normalised: false });
  });

  it('filters by province, organic, grade, pickup and delivery', () => {
    const ids = (f: Partial<Parameters<typeof comparePrices>[2]>) =>
      comparePrices(CARROTS, FARMS, { ...all, ...f }, 'CAD', toCad).groups.flatMap((g) => g.offers.map((o) => `${o.product_id}:${o.grade}`));
    expect(ids({ province: 'BC' })).toEqual(['p4:mid', 'p3:top', 'p4:top']);
    expect(ids({ organic: 'only' })).toEqual(['p2:top']);
    expect(ids({ organic: 'non', grade: 'top' })).toEqual(['p3:top', 'p4:top', 'p1:top', 'box:top']);
    expect(ids({ fulfilment: 'pickup' })).not.toContain('p3:top');
    expect(ids({ fulfilment: 'delivery' })).not.toContain('p2:top');
    expect(ids({ q: 'tomates' })).toEqual(['tom:top']);
    expect(ids({ q: '' })).toEqual([]);
  });

  it('in USD, and without rates: what cannot be converted is left out and named', () => {
    const usd = comparePrices(CARROTS, FARMS, { ...all, grade: 'top' }, 'USD', toCad);
    // 2.50 CAD / 1.40 = 1.7857 -> 179 USD/kg
    expect(usd.groups[0]!.offers.find((o) => o.product_id === 'p1')!.price_minor).toBe(179);
    const bare = comparePrices(CARROTS, FARMS, all, 'CAD');
    expect(bare.unconverted).toEqual(['INR', 'USD']);
    expect(bare.rate_date).toBeNull();
    expect(bare.groups[0]!.offers.map((o) => o.product_id)).toEqual(['p1', 'p3', 'p1', 'p2']);
  });
});

describe('parsePricewiseSearch (a shared link never breaks the page)', () => {
  it('keeps what fits and drops the rest to its default', () => {
    expect(parsePricewiseSearch({ q: ' carottes ', category: 'root-vegetables', province: 'QC', organic: 'only', grade: 'mid', fulfilment: 'pickup', currency: 'USD', days: '365' })).toEqual({
      q: 'carottes', category: 'root-vegetables', province: 'QC', organic: 'only', grade: 'mid', fulfilment: 'pickup', currency: 'USD', days: 365,
    });
    expect(parsePricewiseSearch({ q: 42, province: 'Ontario', organic: 'yes', grade: 'best', fulfilment: 'drone', currency: 'EUR', days: 7 })).toEqual({
      q: '', category: undefined, province: undefined, organic: 'all', grade: undefined, fulfilment: 'any', currency: undefined, days: 90,
    });
    expect(parsePricewiseSearch({ q: 'x'.repeat(201) }).q).toBe('');
  });
});
