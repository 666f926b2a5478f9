// What a product card and the product page show, derived from a catalogue row: name by language, prices, stock.
import type { GradeOffer, Product } from '@contract/catalogue.ts';
import { discountedMinor } from '@contract/money.ts';
import { isLowStock } from '@contract/stock.ts';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@contract/constants.ts';
import type { Grade } from '@contract/enums.ts';

export type StockStatus = 'in' | 'low' | 'out';

export { productName } from '@/domain/products/product-labels.tsx';

export function gradeOffer(product: Product, grade: Grade): GradeOffer | undefined {
  return product.grades.find((g) => g.grade === grade);
}

/** The offer a card shows: the top grade, or the first grade the product has. */
export function headlineOffer(product: Product): GradeOffer | undefined {
  return gradeOffer(product, 'top') ?? product.grades[0];
}

export function offerPrice(product: Product, offer: GradeOffer): number {
  return discountedMinor(offer.price_minor, product.discount_percent);
}

export function stockStatus(product: Product, offer?: GradeOffer): StockStatus {
  if (product.status === 'Out of Stock') return 'out';
  const stock = offer ? offer.stock : product.grades.reduce((sum, g) => sum + g.stock, 0);
  if (stock <= 0) return 'out';
  return isLowStock(stock, product.low_stock_threshold, DEFAULT_LOW_STOCK_THRESHOLD) ? 'low' : 'in';
}
