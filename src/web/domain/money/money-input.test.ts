// Amounts typed in the money forms, and the months a statement offers.
import { describe, expect, it } from 'vitest';
import { amountText, parseAmount } from './money-input.ts';
import { statementMonths } from './statement-sheet.tsx';

describe('parseAmount', () => {
  it('reads dollars and cents in either decimal mark, and refuses what is not an amount', () => {
    expect(parseAmount('150')).toBe(15000);
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount('12,50')).toBe(1250);
    expect(parseAmount('$1,234.56')).toBe(123456);
    expect(parseAmount(' 0.07 ')).toBe(7);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '12,5,0']) expect(parseAmount(bad)).toBeNaN();
    expect(amountText(123456)).toBe('1234.56');
  });
});

describe('statementMonths', () => {
  it('from the first entry’s month to this month (or a later charge’s), newest first, across a year', () => {
    const entries = [{ occurred_on: '2025-11-20' }, { occurred_on: '2026-02-03' }] as Parameters<typeof statementMonths>[0]['entries'];
    expect(statementMonths({ entries }, '2026-02-10')).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(statementMonths({ entries: [...entries, { occurred_on: '2026-04-01' }] as typeof entries }, '2026-02-10')[0]).toBe('2026-04');
    expect(statementMonths({ entries: [] }, '2026-02-10')).toEqual(['2026-02']);
  });
});
