// Bulk buying for tests, inserted directly (no request form): a registered user made a BulkBuyer with a business,
// a produce request sent to the given farms, and quote terms. Quotes themselves go through the API.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, todayInCanada } from '../../contract/order-rules.ts';
import type { QuoteTermsWrite } from '../../contract/quotes.ts';
import { users } from '../db/schema/accounts.ts';
import { bulkBuyers, quoteRequests, quoteRequestSellers } from '../db/schema/quotes.ts';
import { registerAccount, type TestApp } from './harness.ts';

export interface BulkBuyerAccount {
  access: string;
  userId: string;
  name: string;
  business: string;
}

export async function bulkBuyerAccount(t: TestApp, firstName = 'Bruno'): Promise<BulkBuyerAccount> {
  const { tokens, user } = await registerAccount(t.app, { first_name: firstName, last_name: 'Bulk' });
  const db = t.database.db;
  await db.update(users).set({ role: 'BulkBuyer' }).where(eq(users.id, user.id));
  const business = `Bistro ${firstName}`;
  await db.insert(bulkBuyers).values({
    userId: user.id,
    businessName: business,
    businessNumber: '123456789',
    businessType: 'Food_Processor',
    expectedMonthlyVolume: 500,
    hstNumber: '123456789RT0001',
    sfcrLicense: 'SFCR-1',
    unit: 'kg',
  });
  return { access: tokens.access, userId: user.id, name: `${firstName} Bulk`, business };
}

export interface RequestFixture {
  buyer: BulkBuyerAccount;
  categoryId: string;
  sellerIds: string[];
  fulfilment?: 'delivery' | 'pickup';
  province?: string;
  title?: string;
  quantity?: number;
  deliveryDate?: string;
  paymentMethod?: string;
  status?: string;
}

/** A pending request of 200 kg of carrots, delivered in Toronto in a week, sent to `sellerIds`. Answers its id. */
export async function insertRequest(t: TestApp, r: RequestFixture): Promise<string> {
  const id = randomUUID();
  const fulfilment = r.fulfilment ?? 'delivery';
  const province = r.province ?? 'ON';
  const db = t.database.db;
  await db.insert(quoteRequests).values({
    id,
    buyerId: r.buyer.userId,
    buyerName: r.buyer.name,
    buyerBusiness: r.buyer.business,
    title: r.title ?? 'Carrots',
    titleFr: 'Carottes',
    categoryId: r.categoryId,
    quantity: r.quantity ?? 200,
    unit: 'kg',
    fulfilment,
    address:
      fulfilment === 'delivery'
        ? { address_id: null, full_name: r.buyer.name, phone: null, line: '10 King St', city: 'Toronto', province, postal_code: 'M5H 1A1' }
        : null,
    city: fulfilment === 'delivery' ? 'Toronto' : null,
    province,
    deliveryDate: r.deliveryDate ?? addDays(todayInCanada(), 7),
    windowStart: '08:00',
    windowEnd: '12:00',
    currency: 'CAD',
    paymentMethod: r.paymentMethod ?? 'invoice_net30',
    audience: 'chosen',
    status: r.status ?? 'pending',
  });
  if (r.sellerIds.length > 0) await db.insert(quoteRequestSellers).values(r.sellerIds.map((sellerId) => ({ requestId: id, sellerId, chosen: true })));
  return id;
}

/** Terms of a farm's quote: 440 lb of top-grade carrots at 1.25 CAD/lb, available today to in 10 days, delivered in 5. */
export function quoteTerms(over: Partial<QuoteTermsWrite> = {}): QuoteTermsWrite {
  const today = todayInCanada();
  return {
    variety: 'Nantes',
    grade: 'top',
    pack_type: 'Bag',
    pack_style: '25 lb',
    quantity: 440,
    unit: 'lb',
    availability_start: today,
    availability_end: addDays(today, 10),
    delivery_date: addDays(today, 5),
    location: 'Lévis, QC',
    price_minor: 125,
    per_unit: 'lb',
    currency: 'CAD',
    ...over,
  };
}
