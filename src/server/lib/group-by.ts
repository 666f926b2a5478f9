// Rows grouped by a key (a product's grades, an order's lines), each group in the rows' order.
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const by = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = by.get(key);
    if (group) group.push(row);
    else by.set(key, [row]);
  }
  return by;
}
