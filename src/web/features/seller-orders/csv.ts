// The CSV export of the seller's orders, made on the device (works offline): one row per order line, RFC 4180
// quoting, CRLF line ends and a UTF-8 byte-order mark so Excel opens French accents right. Amounts are plain
// decimals ('12.50') with the currency in its own column, so a spreadsheet can add them up per currency.
import type { Currency, FulfilmentMethod, Grade, OrderStatus, PaymentMethod, Unit } from '@contract/enums.ts';
import type { Order } from '@contract/orders.ts';
import { formatInvoiceNumber } from '@contract/order-rules.ts';

export const CSV_BOM = '\uFEFF';

/** The words of the export in the reader's language (headers and values). */
export interface CsvLabels {
  headers: {
    invoice: string;
    placedAt: string;
    status: string;
    date: string;
    fulfilment: string;
    buyer: string;
    business: string;
    place: string;
    product: string;
    grade: string;
    quantity: string;
    unit: string;
    unitPrice: string;
    lineTotal: string;
    orderTotal: string;
    currency: string;
    payment: string;
  };
  status: (s: OrderStatus) => string;
  fulfilment: (f: FulfilmentMethod) => string;
  grade: (g: Grade) => string;
  unit: (u: Unit) => string;
  payment: (p: PaymentMethod) => string;
  lang: string;
}

/** A cell quoted when it must be; text that a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: string | number | null | undefined, text = true): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (text && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Minor units as a plain decimal: 1250 CAD -> '12.50' (all three currencies have two decimals). */
export function decimal(minor: number, _currency: Currency): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '2026-02-01 10:05' in Canada's central time (where the farm days are counted). */
export function placedAt(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

function placeOf(order: Order): string {
  if (order.fulfilment === 'pickup' && order.branch)
    return [order.branch.name, order.branch.address, order.branch.city, order.branch.province].filter(Boolean).join(', ');
  if (order.address) return [order.address.line, order.address.city, order.address.province, order.address.postal_code].filter(Boolean).join(', ');
  return '';
}

export function ordersCsv(orders: readonly Order[], l: CsvLabels): string {
  const h = l.headers;
  const rows: string[] = [
    [
      h.invoice,
      h.placedAt,
      h.status,
      h.date,
      h.fulfilment,
      h.buyer,
      h.business,
      h.place,
      h.product,
      h.grade,
      h.quantity,
      h.unit,
      h.unitPrice,
      h.lineTotal,
      h.orderTotal,
      h.currency,
      h.payment,
    ]
      .map((c) => csvCell(c))
      .join(','),
  ];
  for (const o of orders) {
    for (const line of o.lines) {
      rows.push(
        [
          csvCell(formatInvoiceNumber(o.invoice_number)),
          csvCell(placedAt(o.created_at)),
          csvCell(l.status(o.status)),
          csvCell(o.date),
          csvCell(l.fulfilment(o.fulfilment)),
          csvCell(o.buyer_name),
          csvCell(o.buyer_business),
          csvCell(placeOf(o)),
          csvCell(l.lang === 'fr' && line.product_name_fr ? line.product_name_fr : line.product_name),
          csvCell(l.grade(line.grade)),
          csvCell(line.quantity, false),
          csvCell(l.unit(line.unit)),
          csvCell(decimal(line.unit_price_minor, o.currency), false),
          csvCell(decimal(line.line_total_minor, o.currency), false),
          csvCell(decimal(o.total_minor, o.currency), false),
          csvCell(o.currency),
          csvCell(l.payment(o.payment_method)),
        ].join(','),
      );
    }
  }
  return CSV_BOM + rows.join('\r\n') + '\r\n';
}

/** Hand the file to the browser's downloads (no server involved). */
export function downloadCsv(content: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
