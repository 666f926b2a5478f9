// Agreements: the accepted terms of a quote frozen with a SHA-256 fingerprint chained to the previous agreement,
// so that no stored agreement can be edited unnoticed. hash = SHA-256 hex of (prev_hash + canonicalJson(record)); the record is stored exactly as it
// was fingerprinted. Rewriting a stored record breaks its own hash (content_ok) and, for the agreement after it, the
// link (chain_ok). Agreements join the chain one at a time under a transaction-level advisory lock.
import { createHash, randomUUID } from 'node:crypto';
import { agreementSchema, type Agreement, type AgreementVerification } from '../../../contract/quotes.ts';
import { canonicalJson, GENESIS_HASH } from '../../../contract/quote-rules.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { findSellerOf } from '../sellers/current.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { toAgreement, type AgreementRecord, type AgreementRow } from './quotes-mappers.ts';
import * as q from './quotes-queries.ts';

const agreementNotFound = () => notFound('agreement.not_found');

export function fingerprint(prevHash: string, record: unknown): string {
  return createHash('sha256')
    .update(prevHash + canonicalJson(record))
    .digest('hex');
}

/** The record of a new agreement, without id and seq (given when it joins the chain). */
export type AgreementDraft = Omit<AgreementRecord, 'id' | 'seq'>;

/** Appends an agreement to the chain (inside the accepting transaction). Answers its id. */
export async function createAgreement(tx: Db, draft: AgreementDraft): Promise<string> {
  await q.lockAgreementChain(tx);
  const last = await q.lastAgreement(tx);
  const id = randomUUID();
  const seq = (last?.seq ?? 0) + 1;
  const prevHash = last?.hash ?? GENESIS_HASH;
  const record: AgreementRecord = { id, seq, ...draft };
  await q.insertAgreement(tx, {
    id,
    seq,
    quoteId: draft.quote_id,
    requestId: draft.request_id,
    orderId: draft.order_id,
    buyerId: draft.buyer.id,
    sellerId: draft.seller.id,
    record: record as unknown as Record<string, unknown>,
    prevHash,
    hash: fingerprint(prevHash, record),
  });
  return id;
}

const contentOk = (row: AgreementRow) => fingerprint(row.prevHash, row.record) === row.hash;

/** Recomputes the agreement's fingerprint and its link to the one before it. */
export async function verifyAgreement(db: Db, row: AgreementRow, now: Date): Promise<AgreementVerification> {
  const content_ok = contentOk(row);
  let chain_ok: boolean;
  if (row.seq === 1) chain_ok = row.prevHash === GENESIS_HASH;
  else {
    const prev = await q.agreementBySeq(db, row.seq - 1);
    chain_ok = !!prev && prev.hash === row.prevHash && contentOk(prev);
  }
  return { valid: content_ok && chain_ok, content_ok, chain_ok, checked_at: now.toISOString() };
}

/** An agreement for its buyer or its farm (anyone else: 404), with the result of checking it. */
export async function getAgreement(db: Db, userId: string, id: string, now: Date): Promise<{ data: Agreement; verification: AgreementVerification }> {
  if (!isUuid(id)) throw agreementNotFound();
  const row = await q.findAgreement(db, id);
  if (!row) throw agreementNotFound();
  if (row.buyerId !== userId) {
    const farm = await findSellerOf(db, userId);
    if (!farm || farm.id !== row.sellerId) throw agreementNotFound();
  }
  const verification = await verifyAgreement(db, row, now);
  // A record rewritten into something that is no longer an agreement (a total that is text...) cannot be shown:
  // say it was altered, with the verification, rather than fail.
  const data = agreementSchema.safeParse(toAgreement(row));
  if (!data.success) throw new HttpError(409, 'agreement_altered', 'agreement.altered', { verification: { ...verification, valid: false, content_ok: false } });
  return { data: data.data, verification };
}
