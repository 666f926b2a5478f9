// Quote rows -> the contract's Quote (API answers, the request detail and the sync pull): every version (quotes-queries.ts
// reads them in one query for any number of quotes), the reader's own unread flag. Agreement rows -> Agreement (the stored record is
// what was fingerprinted; the row adds the chain link and the sync version).
import type { ClosedReason, QuoteStatus } from '../../../contract/enums.ts';
import type { Agreement, Quote, QuoteVersion } from '../../../contract/quotes.ts';
import type { Db } from '../../db/client.ts';
import type { agreements, quotes, quoteVersions } from '../../db/schema/quotes.ts';
import * as q from './quotes-queries.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteVersionRow = typeof quoteVersions.$inferSelect;
export type AgreementRow = typeof agreements.$inferSelect;

/** Who reads: the request's buyer sees `buyer_unread`, the quote's farm `seller_unread`. */
export interface QuoteViewer {
  userId: string;
  sellerId: string | null;
}

export function toQuoteVersion(v: QuoteVersionRow): QuoteVersion {
  return {
    number: v.number,
    author: v.author as QuoteVersion['author'],
    kind: v.kind as QuoteVersion['kind'],
    terms: v.terms,
    total_minor: v.totalMinor,
    note: v.note,
    created_at: v.createdAt.toISOString(),
  };
}

/** The quotes as `viewer` sees them (the caller has checked the viewer is a party to each). */
export async function toQuotes(tx: Db, rows: QuoteRow[], viewer: QuoteViewer): Promise<Quote[]> {
  if (rows.length === 0) return [];
  const versions = await q.versionsOf(
    tx,
    rows.map((r) => r.id),
  );
  const byQuote = new Map<string, QuoteVersionRow[]>();
  for (const v of versions) byQuote.set(v.quoteId, [...(byQuote.get(v.quoteId) ?? []), v]);

  return rows.map((row): Quote => {
    const list = (byQuote.get(row.id) ?? []).map(toQuoteVersion);
    const latest = list.at(-1);
    if (!latest) throw new Error(`quote ${row.id} has no versions`);
    const isBuyer = row.buyerId === viewer.userId;
    const isSeller = viewer.sellerId !== null && row.sellerId === viewer.sellerId;
    return {
      id: row.id,
      request_id: row.requestId,
      seller_id: row.sellerId,
      farm_name: row.farmName,
      buyer_id: row.buyerId,
      product_id: row.productId,
      status: row.status as QuoteStatus,
      closed_reason: row.closedReason as ClosedReason | null,
      reason: row.reason,
      terms: latest.terms,
      total_minor: latest.total_minor,
      current_version: row.currentVersion,
      versions: list,
      unread: isBuyer ? row.buyerUnread : isSeller ? row.sellerUnread : false,
      order_id: row.orderId,
      agreement_id: row.agreementId,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      version: row.version,
    };
  });
}

/** What an agreement's record holds (exactly the fingerprinted object). */
export interface AgreementRecord {
  id: string;
  seq: number;
  quote_id: string;
  request_id: string;
  order_id: string;
  buyer: Agreement['buyer'];
  seller: Agreement['seller'];
  title: string;
  terms: Agreement['terms'];
  total_minor: number;
  accepted_by: Agreement['accepted_by'];
  accepted_at: string;
  quote_version: number;
}

/** The agreement as stored: the record's fields (as they are now, tampered or not) and the row's chain link. */
export function toAgreement(row: AgreementRow): Agreement {
  const r = row.record as unknown as AgreementRecord;
  return {
    id: row.id,
    seq: row.seq,
    quote_id: r.quote_id,
    request_id: r.request_id,
    order_id: r.order_id,
    buyer: r.buyer,
    seller: r.seller,
    title: r.title,
    terms: r.terms,
    total_minor: r.total_minor,
    accepted_by: r.accepted_by,
    accepted_at: r.accepted_at,
    quote_version: r.quote_version,
    prev_hash: row.prevHash,
    hash: row.hash,
    version: row.version,
  };
}
