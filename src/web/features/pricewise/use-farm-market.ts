// The farm's prices against the market (the seller dashboard's card), from the device (offline too): each of its
// listed products and grades beside the same produce and grade in the product's province, compared on one basis
// with the same rules as the farm's product page (pricewise-rules.ts), in the product's currency.
import type { Product } from '@contract/catalogue.ts';
import type { Currency, Grade } from '@contract/enums.ts';
import { isComparable, pricePosition, produceName, type PriceBasis, type PricePosition, type PricewiseSearch } from '@contract/pricewise-rules.ts';
import { GRADES } from '@contract/enums.ts';
import { useExchangeRates } from '@/domain/currency/use-exchange-rates.ts';
import { useDeviceQuery } from '@/offline/use-device-query.ts';
import { compareOnDevice } from './use-pricewise.ts';

export interface FarmMarketLine extends PricePosition {
  product: Pick<Product, 'id' | 'name' | 'name_fr' | 'currency' | 'province'>;
  grade: Grade;
  basis: PriceBasis;
}

const NONE: FarmMarketLine[] = [];

export function useFarmMarket(farmId: string | null): FarmMarketLine[] | undefined {
  const rates = useExchangeRates();
  return useDeviceQuery(
    async (db) => {
      if (!farmId || !rates) return farmId ? undefined : NONE;
      const own = (await db.products.where('seller_id').equals(farmId).toArray()).filter((p) => isComparable(p));
      // One comparison per produce, province and currency: a farm's bags and boxes of carrots share one.
      const groups = new Map<string, { search: PricewiseSearch; currency: Currency; products: Product[] }>();
      for (const p of own) {
        const q = produceName(p.name);
        const key = `${q}|${p.province ?? ''}|${p.currency}`;
        const g = groups.get(key);
        if (g) g.products.push(p);
        else groups.set(key, { search: { q, province: p.province ?? undefined, organic: 'all', fulfilment: 'any', days: 90 }, currency: p.currency, products: [p] });
      }
      const lines: FarmMarketLine[] = [];
      for (const g of groups.values()) {
        const comparison = await compareOnDevice(db, g.search, g.currency, rates);
        for (const p of g.products) {
          for (const group of comparison.groups) {
            for (const offer of group.offers.filter((o) => o.product_id === p.id)) {
              const prices = group.offers.filter((o) => o.grade === offer.grade).map((o) => o.price_minor);
              lines.push({ product: { id: p.id, name: p.name, name_fr: p.name_fr, currency: p.currency, province: p.province }, grade: offer.grade, basis: group.basis, ...pricePosition(offer.price_minor, prices) });
            }
          }
        }
      }
      // Grades with other offers to compare with first, then those alone in their province; by name within each.
      return lines.sort((a, b) => Number(a.count <= 1) - Number(b.count <= 1) || (a.product.name < b.product.name ? -1 : a.product.name > b.product.name ? 1 : 0) || a.product.id.localeCompare(b.product.id) || GRADES.indexOf(a.grade) - GRADES.indexOf(b.grade));
    },
    [farmId, rates],
    { empty: NONE },
  );
}
