// Price history rows to the contract's shape (the sync pull): the price as it was and its day.
import type { Currency, Grade, Unit } from '../../../contract/enums.ts';
import type { PriceHistoryEntry } from '../../../contract/price-history-rules.ts';
import type { PriceHistoryRow } from '../../db/schema/price-history.ts';

export function toPriceHistoryEntry(r: PriceHistoryRow): PriceHistoryEntry {
  return {
    id: r.id,
    product_id: r.productId,
    grade: r.grade as Grade,
    price_minor: r.priceMinor,
    discount_percent: r.discountPercent,
    currency: r.currency as Currency,
    unit: r.unit as Unit,
    weight: r.weight === null ? null : Number(r.weight),
    recorded_on: r.recordedOn,
  };
}
