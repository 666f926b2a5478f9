// The signed-out cart (spec §3): lines kept in localStorage under 'cart' until sign-in merges them.
import type { Grade } from '@contract/enums.ts';
import { GRADES } from '@contract/enums.ts';

export const LOCAL_CART_KEY = 'cart';

export interface LocalCartLine {
  id: string;
  product_id: string;
  grade: Grade;
  quantity: number;
}

function isLine(v: unknown): v is LocalCartLine {
  if (!v || typeof v !== 'object') return false;
  const l = v as Record<string, unknown>;
  return (
    typeof l.id === 'string' &&
    typeof l.product_id === 'string' &&
    (GRADES as readonly unknown[]).includes(l.grade) &&
    typeof l.quantity === 'number' &&
    Number.isInteger(l.quantity) &&
    l.quantity > 0
  );
}

export function readLocalCart(): LocalCartLine[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    return []; // unreadable or blocked storage: nothing to merge
  }
}

export function writeLocalCart(lines: LocalCartLine[]): void {
  try {
    if (lines.length) window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify(lines));
    else window.localStorage.removeItem(LOCAL_CART_KEY);
  } catch {
    // storage full or blocked: the user is told to log in anyway
  }
}

/** Adds to the line of that product and grade, or appends one. */
export function addToLocalCart(productId: string, grade: Grade, quantity: number, max: number): LocalCartLine[] {
  const lines = readLocalCart();
  const line = lines.find((l) => l.product_id === productId && l.grade === grade);
  if (line) line.quantity = Math.min(line.quantity + quantity, max);
  else lines.push({ id: crypto.randomUUID(), product_id: productId, grade, quantity: Math.min(quantity, max) });
  writeLocalCart(lines);
  return lines;
}

export function clearLocalCart(): void {
  writeLocalCart([]);
}
