// The seller's product screens through the real routes, offline: validation, a product created with a photo
// (queued as a MultipartBody), an edit carrying If-Match, and the conflict view of a refused edit.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Branch, Category, Product } from '@contract/catalogue.ts';
import { myFarmKey } from '@/domain/farm/my-farm.ts';
import { db, isMultipartBody, type OutboxEntry } from '@/offline/db.ts';
import { TEST_FARM as FARM, TEST_VEGETABLES, testProduct } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { activateTestLanguage } from '@/test/setup.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';

const seller = testUser('Seller');
const BRANCH = '44444444-4444-4444-8444-444444444444';
const category: Category = { id: TEST_VEGETABLES, slug: 'vegetables', name_en: 'Vegetables', name_fr: 'Légumes', position: 1, version: 1 };
const branch: Branch = {
  id: BRANCH,
  seller_id: FARM,
  name: 'Home farm',
  province: 'ON',
  city: 'Guelph',
  address: '1 Farm Rd',
  postal_code: null,
  phone: null,
  status: 'approved',
  reject_reason: null,
  reviewed_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  version: 1,
  updated_at: '2026-01-01T00:00:00.000Z',
};
const carrots: Product = testProduct('aaaaaaaa-0000-4000-8000-0000000000c1', 'Carrots', { branch_id: BRANCH, branch_name: 'Home farm', revision: 3, low_stock_threshold: 5 });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const outbox = () => db.local_outbox.orderBy('seq').toArray();

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline in tests')));
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  await db.local_meta.put({ key: myFarmKey(seller.id), value: FARM });
  await db.categories.put(category);
  await db.branches.put(branch);
});

afterEach(() => {
  vi.unstubAllGlobals();
  activateTestLanguage('en');
});

describe('Add a product', () => {
  it('shows the contract’s messages on the fields', async () => {
    const { user } = await renderRoute('/seller/add-product', { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Add product' }, { timeout: 5000 }));
    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    expect(screen.getByLabelText('Product name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Top grade: price per kg (CAD)'), '4.567');
    await user.type(screen.getByLabelText('Discount (%)'), '95');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Enter a price of 0 or more, with at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Discount must be between 0 and 90%')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Top grade'));
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Add at least one grade with a price')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);
  });

  it('refuses a NUL or a lone surrogate before anything is saved or queued, in English and French', async () => {
    const { user } = await renderRoute('/seller/add-product', { user: seller });
    const name = await screen.findByLabelText('Product name');
    await user.click(name);
    await user.paste('Purple\u0000carrots'); // a pasted NUL: the server would refuse it later with 400
    await user.selectOptions(screen.getByLabelText('Category'), TEST_VEGETABLES);
    await user.type(screen.getByLabelText('Top grade: price per kg (CAD)'), '4.50');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Remove the invisible or broken characters from this field')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Remove the invisible or broken characters from this field');

    // Emoji and accents are fine; a lone surrogate in the description is not, said in French.
    activatePendingFrench();
    await user.clear(name);
    await user.type(name, 'Carottes pourpres 🥕 été');
    const description = document.querySelector<HTMLTextAreaElement>('[name="description"]')!;
    await user.click(description);
    await user.paste('Croquantes \ud800');
    const field = (n: string) => document.querySelector(`[name="${n}"]`);
    await user.click(field('name')!.closest('form')!.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await waitFor(() => expect(field('description')).toHaveAccessibleDescription('Retirez les caractères invisibles ou invalides de ce champ'));
    expect(field('name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(await db.local_outbox.count()).toBe(0);
    expect(await db.products.count()).toBe(0);
  });

  it('refuses a file that is not a picture, whatever its name', async () => {
    const { user } = await renderRoute('/seller/add-product', { user: seller });
    const input = await screen.findByLabelText('Add photos');
    await user.upload(input, new File(['just words'], 'carrots.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Photos must be JPEG, PNG or WebP images')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Photo 1' })).not.toBeInTheDocument();
  });

  it('offline: saves the product on the device at once and queues a multipart POST with the photo', async () => {
    const { user, router } = await renderRoute('/seller/add-product', { user: seller });
    await user.type(await screen.findByLabelText('Product name'), 'Purple carrots');
    await user.selectOptions(screen.getByLabelText('Category'), TEST_VEGETABLES);
    expect(screen.getByLabelText('Branch')).toHaveValue(BRANCH);
    await user.type(screen.getByLabelText('Top grade: price per kg (CAD)'), '4.50');
    await user.type(screen.getByLabelText('Top grade: opening stock (kg)'), '40');
    await user.click(screen.getByLabelText('Mid grade'));
    await user.type(screen.getByLabelText('Mid grade: price per kg (CAD)'), '3');
    await user.upload(screen.getByLabelText('Add photos'), new File([PNG], 'field.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/seller\/products\/details\//));
    const [entry] = await outbox();
    expect(entry).toMatchObject({ kind: 'product.create', method: 'POST', path: '/product/seller/products/' });
    expect(isMultipartBody(entry!.body)).toBe(true);
    const body = entry!.body as { data: Record<string, unknown>; files: Array<{ field: string; name: string; type: string }> };
    expect(body.data).toMatchObject({
      name: 'Purple carrots',
      category_id: TEST_VEGETABLES,
      branch_id: BRANCH,
      grades: [
        { grade: 'top', price_minor: 450, stock: 40 },
        { grade: 'mid', price_minor: 300, stock: 0 },
      ],
    });
    expect(body.files).toEqual([expect.objectContaining({ field: 'photos', name: 'field.png', type: 'image/png' })]);
    const id = body.data.id as string;
    expect(entry!.entityKey).toBe(`products:${id}`);
    expect(await db.products.get(id)).toMatchObject({ name: 'Purple carrots', visible: false, seller_id: FARM, total_stock: 40, price_from_minor: 300 });

    // The details page says it waits, and previews the photo from the device.
    expect(await screen.findByRole('heading', { level: 1, name: 'Purple carrots' })).toBeInTheDocument();
    expect(screen.getAllByText('Waiting to sync').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Purple carrots, photo waiting to upload 1' })).toBeInTheDocument();
  });

  it('says products stay hidden when no branch is approved', async () => {
    await db.branches.put({ ...branch, status: 'pending' });
    await renderRoute('/seller/add-product', { user: seller });
    expect(await screen.findByText(/Products stay hidden from buyers until one of your branches is approved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register a branch' })).toHaveAttribute('href', '/register-branch');
  });
});

describe('Edit a product', () => {
  it('sends PUT with If-Match of the revision the edit started from, and the kept photos', async () => {
    await db.products.put({ ...carrots, seller_id: FARM, images: [{ id: 'bbbbbbbb-0000-4000-8000-000000000001', thumb: '/uploads/a-thumb.webp', card: '/uploads/a-card.webp', full: '/uploads/a-full.webp' }] });
    const { user } = await renderRoute(`/seller/products/edit/${carrots.id}`, { user: seller });
    const name = await screen.findByLabelText('Product name');
    expect(name).toHaveValue('Carrots');
    expect(screen.getByLabelText('Top grade: price per kg (CAD)')).toHaveValue('5.00');
    expect(screen.queryByLabelText('Top grade: opening stock (kg)')).not.toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Sweet carrots');
    await user.clear(screen.getByLabelText('Top grade: price per kg (CAD)'));
    await user.type(screen.getByLabelText('Top grade: price per kg (CAD)'), '6');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(async () => expect(await db.local_outbox.count()).toBe(1));
    const [entry] = await outbox();
    expect(entry).toMatchObject({ kind: 'product.update', method: 'PUT', path: `/product/seller/products/${carrots.id}/`, headers: { 'If-Match': '3' } });
    expect(entry!.body).toMatchObject({ name: 'Sweet carrots', images: ['bbbbbbbb-0000-4000-8000-000000000001'], grades: [{ grade: 'top', price_minor: 600 }, { grade: 'mid' }, { grade: 'lower' }] });
    const row = await db.products.get(carrots.id);
    // Stock untouched; the next edit starts from the revision this one will make.
    expect(row).toMatchObject({ name: 'Sweet carrots', revision: 4, grades: [{ grade: 'top', price_minor: 600, stock: 40 }, { stock: 20 }, { stock: 10 }] });
  });
});

describe('Conflict', () => {
  const theirs: Product = { ...carrots, name: 'Carrots (new crop)', revision: 5, grades: [{ grade: 'top', price_minor: 700, stock: 40 }] };
  async function refusedEdit(): Promise<OutboxEntry> {
    const mine = { ...carrots, name: 'My carrots', revision: 4 };
    await db.products.put(mine);
    const entry: OutboxEntry = {
      id: 'eeeeeeee-0000-4000-8000-000000000001',
      kind: 'product.update',
      label: 'Edit product My carrots',
      method: 'PUT',
      path: `/product/seller/products/${carrots.id}/`,
      headers: { 'If-Match': '3' },
      body: {
        name: 'My carrots',
        name_fr: null,
        category_id: TEST_VEGETABLES,
        branch_id: BRANCH,
        description: null,
        tags: [],
        unit: 'kg',
        weight: null,
        organic: false,
        status: 'Published',
        currency: 'CAD',
        discount_percent: 0,
        min_order_qty: 1,
        low_stock_threshold: 5,
        harvest_date: null,
        available_from: null,
        available_until: null,
        grades: [{ grade: 'top', price_minor: 500 }],
        images: [],
      },
      userId: seller.id,
      lang: 'en',
      createdAt: Date.now(),
      state: 'rejected',
      attempts: 1,
      lastError: 'Someone changed this product since you opened it. Compare both versions and choose.',
      lastStatus: 412,
      nextAttemptAt: Date.now(),
      entityKey: `products:${carrots.id}`,
      lastBody: { code: 'precondition_failed', message: 'Someone changed this product since you opened it. Compare both versions and choose.', current: theirs },
    };
    entry.seq = await db.local_outbox.add(entry);
    return entry;
  }

  it('shows both versions with the differing fields marked; Keep mine sends mine again over the new revision', async () => {
    await refusedEdit();
    const { user } = await renderRoute(`/seller/products/edit/${carrots.id}`, { user: seller });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Your version' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Current version' })).toBeInTheDocument();
    const nameRow = within(table).getByRole('row', { name: /Product name/ });
    expect(within(nameRow).getByText('My carrots')).toBeInTheDocument();
    expect(within(nameRow).getByText('Carrots (new crop)')).toBeInTheDocument();
    expect(within(nameRow).getByText('Differs')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /^Unit/ })).queryByText('Differs')).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Grades and prices/ })).toHaveTextContent('$7.00');

    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(async () => expect((await outbox())[0]).toMatchObject({ state: 'pending', headers: { 'If-Match': '5' }, lastStatus: null }));
    expect((await db.products.get(carrots.id))?.revision).toBe(6);
    expect(await screen.findByLabelText('Product name')).toHaveValue('My carrots');
  });

  it('Use theirs drops my change and shows the current version', async () => {
    await refusedEdit();
    const { user } = await renderRoute(`/seller/products/edit/${carrots.id}`, { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Use theirs' }));
    await waitFor(async () => expect(await db.local_outbox.count()).toBe(0));
    expect(await db.products.get(carrots.id)).toMatchObject({ name: 'Carrots (new crop)', revision: 5 });
    expect(await screen.findByLabelText('Product name')).toHaveValue('Carrots (new crop)');
  });
});

describe('Details and list', () => {
  it('shows grades, why it is hidden, and deletes after confirming', async () => {
    await db.products.put({ ...carrots, status: 'Draft', visible: false });
    const { user, router } = await renderRoute(`/seller/products/details/${carrots.id}`, { user: seller });
    expect(await screen.findByText('Hidden from buyers: it is a draft.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inventory' })).toHaveAttribute('href', `/dashboard/inventory/details/${carrots.id}`);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/products'));
    expect(await db.products.get(carrots.id)).toBeUndefined();
    expect((await outbox())[0]).toMatchObject({ kind: 'product.delete', method: 'DELETE', path: `/product/seller/products/${carrots.id}/` });
  });

  it('lists only the seller’s products', async () => {
    await db.products.bulkPut([carrots, testProduct('aaaaaaaa-0000-4000-8000-0000000000c2', 'Not mine', { seller_id: '99999999-9999-4999-8999-999999999999' })]);
    await renderRoute('/seller/products', { user: seller });
    expect(await screen.findByRole('link', { name: 'Carrots' })).toBeInTheDocument();
    expect(screen.queryByText('Not mine')).not.toBeInTheDocument();
  });
});
