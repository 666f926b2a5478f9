// The money CSV files the server makes (a monthly statement, the farm's bookkeeping export): asked with the session,
// handed to the browser's downloads. They need a connection; the screens say so when offline.
import { MONEY_PATHS } from '@contract/money-paths.ts';
import { api } from '@/lib/api.ts';

/** Hand a file to the browser's downloads. */
export function downloadFile(content: string | Blob, filename: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name part from a name ('Green Acres' -> 'green-acres'). */
export function fileSlug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'statement'
  );
}

/** A monthly statement as CSV, in the reader's language (the server answers in it). A farm names the buyer, a buyer
 * the farm. */
export async function downloadStatementCsv(
  ask: { seller_id?: string; buyer_id?: string; currency: string; month: string },
  filename: string,
): Promise<void> {
  const text = await api<string>(MONEY_PATHS.statement, { query: { ...ask, format: 'csv' }, headers: { Accept: 'text/csv' } });
  downloadFile(text, filename);
}

/** The farm's bookkeeping export: every ledger entry of the period, one line per posting, as CSV. */
export async function downloadLedgerExport(from: string, to: string, filename: string): Promise<void> {
  const text = await api<string>(MONEY_PATHS.sellerExport, { query: { from, to }, headers: { Accept: 'text/csv' } });
  downloadFile(text, filename);
}
