// The seller dashboard's numbers, all counted from the device: the farm's products by status, hidden ones, grades
// at or below their alert level (with waiting movements counted), and the latest movements.
import { useLiveQuery } from 'dexie-react-hooks';
import type { StockMovement } from '@contract/catalogue.ts';
import { isLowStock } from '@contract/stock.ts';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@contract/constants.ts';
import { PRODUCT_STATUSES, type Grade, type ProductStatus } from '@contract/enums.ts';
import { db } from '@/offline/db.ts';
import { untilFirstPull } from '@/offline/first-pull.ts';
import { effectiveGrades, type StockedProduct } from '@/domain/inventory/inventory-stock.ts';

export interface LowStockAlert {
  product: StockedProduct;
  grade: Grade;
  stock: number;
  threshold: number;
}

export interface ProductLine {
  product: StockedProduct;
  stock: number;
  low: boolean;
}

export interface SellerDashboard {
  total: number;
  byStatus: Record<ProductStatus, number>;
  hidden: number;
  alerts: LowStockAlert[];
  recent: Array<{ movement: StockMovement; product: StockedProduct | undefined }>;
  products: ProductLine[];
}

export const RECENT_MOVEMENTS = 5;

export function useSellerDashboard(farmId: string | null | undefined): SellerDashboard | undefined {
  return useLiveQuery(async () => {
    if (farmId === undefined) return undefined;
    const found: StockedProduct[] | undefined = await untilFirstPull(farmId ? await db.products.where('seller_id').equals(farmId).toArray() : []);
    // No product yet, before the first pull: loading, never zeros.
    if (!found) return undefined;
    const products = found;
    const entries = await db.local_outbox.toArray();
    const byStatus = Object.fromEntries(PRODUCT_STATUSES.map((s) => [s, 0])) as Record<ProductStatus, number>;
    const alerts: LowStockAlert[] = [];
    const lines: ProductLine[] = [];
    for (const product of products) {
      byStatus[product.status] += 1;
      const grades = effectiveGrades(product, entries);
      const threshold = product.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
      let low = false;
      for (const g of grades) {
        if (!isLowStock(g.stock, product.low_stock_threshold, DEFAULT_LOW_STOCK_THRESHOLD)) continue;
        low = true;
        alerts.push({ product, grade: g.grade, stock: g.stock, threshold });
      }
      lines.push({ product, stock: grades.reduce((n, g) => n + g.stock, 0), low });
    }
    alerts.sort((a, b) => a.stock - b.stock || a.product.name.localeCompare(b.product.name));
    lines.sort((a, b) => a.product.name.localeCompare(b.product.name));
    const ids = new Set(products.map((p) => p.id));
    const byId = new Map(products.map((p) => [p.id, p]));
    const recent = (await db.stock_movements.orderBy('created_at').reverse().filter((m) => ids.has(m.product_id)).limit(RECENT_MOVEMENTS).toArray()).map(
      (movement) => ({ movement, product: byId.get(movement.product_id) }),
    );
    return { total: products.length, byStatus, hidden: products.filter((p) => !p.visible).length, alerts, recent, products: lines };
  }, [farmId]);
}
