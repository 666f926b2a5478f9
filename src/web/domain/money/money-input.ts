// What the money forms share: an amount typed in dollars (or the currency's major unit) read as minor units, and a
// schema's issues as one message code per field (the first of each), for forms whose fields are not one flat object
// (a payment's split over invoices).
import type { z } from 'zod';

/** '12.5', '12,50', '$1,234.56' -> minor units; NaN when it is not an amount. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[\s$]/g, '');
  // A comma is the decimal mark when it is the only separator and has one or two digits after it ('12,50').
  // Otherwise commas may only group thousands ('1,234.56').
  const normal = /^\d+,\d{1,2}$/.test(cleaned) ? cleaned.replace(',', '.') : /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(cleaned) ? cleaned.replace(/,/g, '') : cleaned;
  if (!/^\d+(\.\d{0,2})?$/.test(normal)) return NaN;
  const [whole, cents = ''] = normal.split('.') as [string, string?];
  return Number(whole) * 100 + Number(cents.padEnd(2, '0') || '0');
}

/** Minor units as the text of an amount field ('12.50'). */
export function amountText(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** The first message code of each field a schema refused ('reference' -> 'money.reference_required'). */
export function issueCodes(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    out[field] ??= issue.message;
  }
  return out;
}
