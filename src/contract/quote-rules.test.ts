import { describe, expect, it } from 'vitest';
import { termDifferences } from './quote-rules.ts';

const asked = { grade: 'top', quantity: 200, unit: 'kg', delivery_date: '2026-12-03', currency: 'CAD', target_price_minor: 250 };
const offered = { grade: 'top' as const, quantity: 440, unit: 'lb' as const, delivery_date: '2026-12-03', currency: 'CAD' as const };

describe('termDifferences', () => {
  it('finds nothing when the terms are the request in another weight unit (440 lb is 200 kg to half a percent)', () => {
    expect(termDifferences(asked, offered)).toEqual([]);
  });
  it('names a grade, a smaller quantity, another day and another currency', () => {
    expect(termDifferences(asked, { grade: 'mid', quantity: 150, unit: 'kg', delivery_date: '2026-12-05', currency: 'USD' })).toEqual([
      { field: 'grade', asked: 'top', offered: 'mid' },
      { field: 'quantity', asked: 200, askedUnit: 'kg', offered: 150, offeredUnit: 'kg', less: true },
      { field: 'delivery_date', asked: '2026-12-03', offered: '2026-12-05' },
      { field: 'currency', asked: 'CAD', offered: 'USD' },
    ]);
  });
  it('any grade asked and no target price: grade and currency never differ; a unit that is not a weight always shows', () => {
    expect(termDifferences({ ...asked, grade: null, target_price_minor: null, unit: 'box' }, { ...offered, grade: 'lower', currency: 'USD', unit: 'kg', quantity: 200 })).toEqual([
      { field: 'quantity', asked: 200, askedUnit: 'box', offered: 200, offeredUnit: 'kg', less: false },
    ]);
  });
});
