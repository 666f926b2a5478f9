// Pricewise on the server: the same comparison the device makes offline from its catalogue (contract/
// pricewise-rules.ts), for a visitor's device that holds no catalogue and for anybody linking to it.
import { currentRates, rateDay } from '../../../contract/currency-rules.ts';
import type { Currency, Grade, Unit } from '../../../contract/enums.ts';
import type { PricewiseQuery } from '../../../contract/pricewise.ts';
import { comparePrices, convertWithRates, produceTerms, type PricewiseComparison, type PricewiseFarm, type PricewiseProduct } from '../../../contract/pricewise-rules.ts';
import type { Db } from '../../db/client.ts';
import { groupBy } from '../../lib/group-by.ts';
import { ratesInForce } from '../exchange-rates/service.ts';
import * as q from './queries.ts';

export async function compare(db: Db, query: PricewiseQuery, now: Date): Promise<PricewiseComparison> {
  const terms = produceTerms(query.q);
  const empty: PricewiseComparison = { currency: query.currency, rate_date: null, groups: [], unconverted: [] };
  if (terms.length === 0) return empty;
  // One after the other: one connection runs one query at a time on PGlite.
  const categoryId = query.category ? await q.categoryIdOf(db, query.category) : null;
  if (query.category && !categoryId) return empty;
  const rows = await q.candidates(db, terms, categoryId);
  const grades = groupBy(await q.gradesOf(db, rows.map((r) => r.id)), (g) => g.productId);
  const rates = currentRates(await ratesInForce(db, now), rateDay(now));
  const farms = new Map<string, PricewiseFarm>();
  const offers: PricewiseProduct[] = rows.map((r) => {
    farms.set(r.sellerId, { farm_name: r.farmName, province: r.farmProvince, delivery_days: r.deliveryDays });
    return {
      id: r.id,
      seller_id: r.sellerId,
      branch_id: r.branchId,
      category_id: r.categoryId,
      name: r.name,
      name_fr: r.nameFr,
      tags: r.tags,
      unit: r.unit as Unit,
      weight: r.weight === null ? null : Number(r.weight),
      organic: r.organic,
      status: r.status,
      currency: r.currency as Currency,
      discount_percent: r.discountPercent,
      province: r.province,
      total_stock: r.totalStock,
      visible: true,
      grades: (grades.get(r.id) ?? []).map((g) => ({ grade: g.grade as Grade, price_minor: g.priceMinor, stock: g.stock })),
    };
  });
  return comparePrices(
    offers,
    farms,
    { q: query.q, province: query.province, organic: query.organic, grade: query.grade, fulfilment: query.fulfilment },
    query.currency,
    convertWithRates(rates),
  );
}
