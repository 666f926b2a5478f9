// Request rows -> the contract's QuoteRequest, per reader (API answers and the sync pull). The buyer's copy has the
// street address, the number of quotes and an unread flag for quote moves not yet read; a farm's copy keeps city and
// province but not the street, no count of the other farms' quotes, and is unread until the farm opens it or while
// its own quote has a buyer move it has not read; only the winning farm sees who won and the order. One query per table for any number of rows (requests-queries.ts).
import type { ClosedReason, Currency, FulfilmentMethod, Grade, PaymentMethod, RequestAudience, RequestStatus, Unit } from '../../../contract/enums.ts';
import type { QuoteRequest } from '../../../contract/quotes.ts';
import type { Db } from '../../db/client.ts';
import type { quoteRequests } from '../../db/schema/quotes.ts';
import { uploadUrl } from '../catalogue/mappers.ts';
import * as q from './requests-queries.ts';

export type RequestRow = typeof quoteRequests.$inferSelect;

/** Who reads: the request's buyer, or a farm it went to. */
export interface RequestViewer {
  userId: string;
  sellerId: string | null;
}

interface RecipientStats {
  recipients: number;
  /** The viewer's farm is a recipient and has not opened the request. */
  unseen: boolean;
}

interface QuoteStats {
  responses: number;
  buyerUnread: boolean;
  /** The viewer's farm has a quote on it with a buyer move not yet read. */
  sellerUnread: boolean;
  supplier: string | null;
  /** The accepted quote is the viewer farm's. */
  mineAccepted: boolean;
}

const NO_SELLER = '00000000-0000-0000-0000-000000000000';

/** The requests as `viewer` sees them (the caller has checked the viewer is the buyer or a recipient of each). */
export async function toRequests(tx: Db, rows: RequestRow[], viewer: RequestViewer): Promise<QuoteRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const me = viewer.sellerId ?? NO_SELLER;

  const recipientRows = await q.recipientStats(tx, ids, me);
  const recipientsOf = new Map<string, RecipientStats>(recipientRows.map((r) => [r.requestId, { recipients: Number(r.recipients), unseen: !!r.unseen }]));

  const quoteRows = await q.quoteStats(tx, ids, me);
  const quotesOf = new Map<string, QuoteStats>(quoteRows.map((r) => [r.requestId, { responses: Number(r.responses), buyerUnread: !!r.buyerUnread, sellerUnread: !!r.sellerUnread, supplier: r.supplier, mineAccepted: !!r.mineAccepted }]));

  return rows.map((r): QuoteRequest => {
    const isBuyer = r.buyerId === viewer.userId;
    const rec = recipientsOf.get(r.id) ?? { recipients: 0, unseen: false };
    const qs = quotesOf.get(r.id) ?? { responses: 0, buyerUnread: false, sellerUnread: false, supplier: null, mineAccepted: false };
    // Which farm won, and the order it made, are the buyer's and that farm's business only.
    const outcome = isBuyer || qs.mineAccepted;
    return {
      id: r.id,
      buyer_id: r.buyerId,
      buyer_name: r.buyerName,
      buyer_business: r.buyerBusiness,
      title: r.title,
      title_fr: r.titleFr,
      product_id: r.productId,
      category_id: r.categoryId,
      // Stored as the upload's path (like product images); read as a URL under /uploads/.
      image: r.image === null ? null : r.image.startsWith('/') ? r.image : uploadUrl(r.image),
      variety: r.variety,
      grade: r.grade as Grade | null,
      quantity: r.quantity,
      unit: r.unit as Unit,
      packaging: r.packaging,
      organic_required: r.organicRequired,
      fulfilment: r.fulfilment as FulfilmentMethod,
      address: isBuyer ? (r.address ?? null) : null,
      city: r.city,
      province: r.province,
      delivery_date: r.deliveryDate,
      window_start: r.windowStart,
      window_end: r.windowEnd,
      target_price_minor: r.targetPriceMinor,
      currency: r.currency as Currency,
      payment_method: r.paymentMethod as PaymentMethod,
      note: r.note,
      audience: r.audience as RequestAudience,
      status: r.status as RequestStatus,
      closed_reason: r.closedReason as ClosedReason | null,
      recipients: rec.recipients,
      responses: isBuyer ? qs.responses : null,
      supplier: outcome ? qs.supplier : null,
      accepted_quote_id: outcome ? r.acceptedQuoteId : null,
      order_id: outcome ? r.orderId : null,
      unread: isBuyer ? qs.buyerUnread : rec.unseen || qs.sellerUnread,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      version: r.version,
    };
  });
}
