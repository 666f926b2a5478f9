// Quote rows -> the contract's Quote (API answers, the request detail and the sync pull): every version read in one
// query for any number of quotes, the reader's own unread flag. Agreement rows -> Agreement (the stored record is
// what was fingerprinted; the row adds the chain link and the sync version).
import { asc, inArray } from 'drizzle-orm';
import type { ClosedReason, QuoteStatus } from '../../../contract/enums.ts';
import type { Agreement, Quote, QuoteVersion } from '../../../contract/quotes.ts';
import type { Db } from '../../db/client.ts';
import { agreements, quotes, quoteVersions } from '../../db/schema/quotes.ts';

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
export async function shapeQuotes(tx: Db, rows: QuoteRow[], viewer: QuoteViewer): Promise<Quote[]> {
  if (rows.length === 0) return [];
  const versions = await tx
    .select()
    .from(quoteVersions)
    .where(
      inArray(
        quoteVersions.quoteId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(quoteVersions.quoteId), asc(quoteVersions.number));
  const byQuote = new Map<string, QuoteVersionRow[]>();
  for (const v of versions) byQuote.set(v.quoteId, [...(byQuote.get(v.quoteId) ?? []), v]);

  return rows.map((q): Quote => {
    const list = (byQuote.get(q.id) ?? []).map(toQuoteVersion);
    const latest = list.at(-1);
    if (!latest) throw new Error(`quote ${q.id} has no versions`);
    const isBuyer = q.buyerId === viewer.userId;
    const isSeller = viewer.sellerId !== null && q.sellerId === viewer.sellerId;
    return {
      id: q.id,
      request_id: q.requestId,
      seller_id: q.sellerId,
      farm_name: q.farmName,
      buyer_id: q.buyerId,
      product_id: q.productId,
      status: q.status as QuoteStatus,
      closed_reason: q.closedReason as ClosedReason | null,
      reason: q.reason,
      terms: latest.terms,
      total_minor: latest.total_minor,
      current_version: q.currentVersion,
      versions: list,
      unread: isBuyer ? q.buyerUnread : isSeller ? q.sellerUnread : false,
      order_id: q.orderId,
      agreement_id: q.agreementId,
      created_at: q.createdAt.toISOString(),
      updated_at: q.updatedAt.toISOString(),
      version: q.version,
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
