// Stock rules shared by the server and the screens (zod-free, so the home page can use them).

/** True when a grade's stock is at or below the product's alert level (default DEFAULT_LOW_STOCK_THRESHOLD). */
export function isLowStock(stock: number, threshold: number | null, fallback: number): boolean {
  return stock <= (threshold ?? fallback);
}
