// Price history on the device (offline): /pricewise draws the median per grade over the link's 30/90/365 days with a
// table alternative behind 'Show as table'; the product page draws its own price's sparkline; the seller dashboard
// lists the farm's prices against its province's. English and French, axe clean.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { utcDay, type PriceHistoryEntry } from '@contract/price-history-rules.ts';
import { db } from '@/offline/db.ts';
import { axeViolations } from '@/test/axe.ts';
import { TEST_FARM as FARM, emptyOfflineDeviceEachTest, testProduct, testSeller } from '@/test/catalogue-fixtures.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';
import { myFarmKey } from '@/domain/farm/my-farm.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';

const OTHER = '44444444-4444-4444-8444-444444444444';
const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'aaaaaaaa-0000-4000-8000-000000000002';
const daysAgo = (n: number) => utcDay(new Date(Date.now() - n * 86_400_000));
const dates = (lang: string) => new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeZone: 'UTC' });
const dayText = (n: number, lang = 'en') => dates(lang).format(new Date(`${daysAgo(n)}T00:00:00Z`));

let seq = 0;
const row = (product_id: string, back: number, price_minor: number): PriceHistoryEntry => ({
  id: `h-${++seq}`,
  product_id,
  grade: 'top',
  price_minor,
  discount_percent: 0,
  currency: 'CAD',
  unit: 'kg',
  weight: null,
  recorded_on: daysAgo(back),
});

// Farm A's carrots: 4.00/kg from 40 days ago, 5.00 from 10 days ago. Farm B's: 3.00 from 50 days ago.
// Medians: 50..41 days ago 3.00 (B alone); 40..11 days ago (3.00, 4.00) -> 3.50; from 10 days ago (3.00, 5.00) -> 4.00.
async function fill() {
  await db.sellers.bulkPut([testSeller(FARM, 'Maple Ridge Farm'), testSeller(OTHER, 'Ferme du Nord', { province: 'ON' })]);
  await db.products.bulkPut([
    testProduct(A, 'Carrots', { province: 'ON', grades: [{ grade: 'top', price_minor: 500, stock: 10 }], price_from_minor: 500 }),
    testProduct(B, 'Carrots – Bunches', { seller_id: OTHER, province: 'ON', grades: [{ grade: 'top', price_minor: 300, stock: 10 }], price_from_minor: 300 }),
  ]);
  await db.price_history.bulkPut([row(A, 40, 400), row(A, 10, 500), row(B, 50, 300)]);
  await db.local_meta.put({ key: 'sync:anon', value: { cursor: 'c', lastSyncAt: Date.now() } });
  await db.local_meta.put({ key: 'sync_history:anon', value: { cursor: 'h', lastSyncAt: Date.now() } });
}

emptyOfflineDeviceEachTest();
afterEach(() => {
  i18n.activate('en');
});

const tableRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('the history chart on /pricewise', () => {
  it('draws the median over the link’s days, with its table behind “Show as table”, axe clean', async () => {
    await fill();
    const { container } = await renderRoute('/pricewise?q=carrots&days=30');
    const chart = await screen.findByRole('img', { name: /Median price per kg by grade/ }, { timeout: 10_000 });
    expect(chart).toHaveAccessibleDescription(`Top grade: median $3.50 on ${dayText(29)}, $4.00 on ${dayText(0)}; lowest $3.50, highest $4.00`);
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const table = await screen.findByRole('table', { name: 'Median price per kg by grade, each day it changed' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
    expect(tableRows(table)).toEqual([
      [dayText(29), '$3.50 / kg'],
      [dayText(10), '$4.00 / kg'],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a year from the radio: the URL keeps it and the table starts when the first farm priced', async () => {
    await fill();
    const { router } = await renderRoute('/pricewise?q=carrots');
    fireEvent.click(await screen.findByRole('radio', { name: '1 year' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ days: 365 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show as table' }, { timeout: 10_000 }));
    const table = await screen.findByRole('table', { name: /each day it changed/ });
    await waitFor(() =>
      expect(tableRows(table)).toEqual([
        [dayText(50), '$3.00 / kg'],
        [dayText(40), '$3.50 / kg'],
        [dayText(10), '$4.00 / kg'],
      ]),
    );
  });

  it('in French', async () => {
    await fill();
    activatePendingFrench();
    await renderRoute('/pricewise?q=carrots&days=90');
    await screen.findByRole('img', { name: /Prix médian au kilo par catégorie/ }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Afficher en tableau' }));
    const table = await screen.findByRole('table', { name: /chaque jour où il a changé/ });
    expect(tableRows(table)[0]![0]).toBe(dayText(50, 'fr'));
    expect(screen.getByRole('radio', { name: '1 an' })).not.toBeChecked();
  });
});

describe('the product page’s sparkline', () => {
  it('names its own price over 90 days beside where it sits', async () => {
    await fill();
    const { container } = await renderRoute(`/products/details/${A}`);
    const spark = await screen.findByRole('img', { name: 'Price over the last 90 days: from $4.00 to $5.00, lowest $4.00, highest $5.00' });
    expect(spark.closest('li')).toHaveTextContent('lower than 0% of 1 other offers of this grade');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the seller dashboard’s market card', () => {
  it('lists each of the farm’s grades beside its province’s offers: offers, median, middle half, where it sits', async () => {
    await fill();
    // A third carrot offer in Ontario: top grade prices 5.00 (the farm's), 3.00 and 4.00 per kg.
    await db.products.put(testProduct('aaaaaaaa-0000-4000-8000-000000000003', 'Carrots – Box', { seller_id: OTHER, province: 'ON', grades: [{ grade: 'top', price_minor: 400, stock: 5 }], price_from_minor: 400 }));
    const seller = testUser('Seller');
    await db.local_meta.put({ key: myFarmKey(seller.id), value: FARM });
    const { container } = await renderRoute('/dashboard/seller', { user: seller });
    const table = await screen.findByRole('table', { name: 'Your prices against the market, per product and grade' }, { timeout: 10_000 });
    // 3 offers: median 4.00, quartiles 3.50 and 4.50; 5.00 is above it, cheaper than none of the other two.
    expect(tableRows(table)).toEqual([['CarrotsTop grade · ON', '$5.00 / kg', '3', '$4.00', '$3.50 – $4.50', 'Above the median: lower than 0% of the others']]);
    expect(await axeViolations(container)).toEqual([]);
  });
});
