// Amounts typed by the seller ('12.5', '12,50' with the French decimal comma) in minor units.
const MAX_AMOUNT_MINOR = 100_000_000;

/** '12.5' or '12,50' -> 1250; '' -> 0; null when it is not an amount (negative, three decimals, letters, too big). */
export function parseAmount(text: string): number | null {
  const s = text.trim().replace(/\s/g, '').replace(',', '.');
  if (s === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const minor = Math.round(Number(s) * 100);
  return minor <= MAX_AMOUNT_MINOR ? minor : null;
}

/** 1250 -> '12.50' for a form field (0 -> '0'). */
export const amountText = (minor: number): string => (minor === 0 ? '0' : (minor / 100).toFixed(2));
