// /admin/gallery through the real route: the photos in order with their state; adding one refused without a picture
// and captions (said beside each field), then sent as multipart with both captions and an Idempotency-Key; editing
// the texts keeps the alt texts as written; moving down sends the new place; hiding; deleting only after the
// confirmation dialog. Axe clean.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { GalleryPhotoAdmin } from '@contract/gallery.ts';
import { db } from '@/offline/db.ts';
import { axeViolations } from '@/test/axe.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const photo = (n: number, en: string, fr: string, over: Partial<GalleryPhotoAdmin> = {}): GalleryPhotoAdmin => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  caption_en: en,
  caption_fr: fr,
  alt_en: en,
  alt_fr: fr,
  alt_en_written: '',
  alt_fr_written: '',
  credit: '',
  image: { thumb: `/uploads/gallery/p${n}-thumb.webp`, card: `/uploads/gallery/p${n}-card.webp`, full: `/uploads/gallery/p${n}-full.webp` },
  width: 1280,
  height: 960,
  position: n - 1,
  published: true,
  created_at: '2026-11-28T12:00:00.000Z',
  updated_at: '2026-11-28T12:00:00.000Z',
  ...over,
});

let photos: GalleryPhotoAdmin[] = [];
let calls: Array<{ method: string; path: string; body: unknown; key: string | null }> = [];

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  photos = [photo(1, 'Carrots', 'Carottes', { credit: 'Maple Ridge Farm' }), photo(2, 'Apples', 'Pommes', { published: false, alt_en_written: 'Red apples in a crate' })];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://test.local');
      const path = url.pathname.replace(/^\/api/, '');
      const method = init.method ?? 'GET';
      if (!path.startsWith('/admin/gallery/')) throw new TypeError('offline in tests');
      if (path === '/admin/gallery/' && method === 'GET') return json(200, { data: photos });
      const body = init.body instanceof FormData ? Object.fromEntries([...init.body.entries()].map(([k, v]) => [k, typeof v === 'string' ? JSON.parse(v) : (v).name])) : init.body ? JSON.parse(init.body as string) : null;
      calls.push({ method, path, body, key: new Headers(init.headers).get('Idempotency-Key') });
      if (path === '/admin/gallery/' && method === 'POST') {
        const added = photo(3, 'Pumpkins', 'Citrouilles');
        photos = [...photos, added];
        return json(201, { data: added });
      }
      const id = path.split('/')[3];
      const target = photos.find((p) => p.id === id);
      if (!target) return json(404, { code: 'not_found', message: 'Photo not found' });
      if (method === 'PUT') {
        const b = body as { position?: number; published: boolean; caption_en: string };
        const updated = { ...target, published: b.published, caption_en: b.caption_en };
        const at = b.position ?? photos.indexOf(target);
        photos = photos.filter((p) => p.id !== id);
        photos.splice(at, 0, updated);
        return json(200, { data: updated });
      }
      photos = photos.filter((p) => p.id !== id);
      return json(200, { message: 'Photo deleted' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const rows = () => within(screen.getByRole('list', { name: 'Photos in their order' })).getAllByRole('listitem');

describe('Gallery (admin)', () => {
  it('adds a photo with both captions, refusing it first without them', async () => {
    const { user, container } = await renderRoute('/admin/gallery', { user: testUser('Admin') });
    await screen.findByRole('list', { name: 'Photos in their order' }, { timeout: 10_000 });
    expect(rows().map((r) => r.getAttribute('aria-label'))).toEqual(['Photo 1: Carrots', 'Photo 2: Apples']);
    expect(within(rows()[1]!).getByText('Hidden')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Visible to visitors')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add photo' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Choose one picture (JPEG, PNG or WebP)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Caption in English' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Caption in French' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await user.upload(screen.getByLabelText('Picture (JPEG, PNG or WebP, up to 10 MB)'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pumpkins.jpg', { type: 'image/jpeg' }));
    await user.type(screen.getByRole('textbox', { name: 'Caption in English' }), 'Pumpkins');
    await user.type(screen.getByRole('textbox', { name: 'Caption in French' }), 'Citrouilles');
    await user.click(screen.getByRole('checkbox', { name: 'Show it to visitors now' }));
    await user.click(screen.getByRole('button', { name: 'Add photo' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/admin/gallery/',
        body: { data: { caption_en: 'Pumpkins', caption_fr: 'Citrouilles', alt_en: '', alt_fr: '', credit: '', published: false }, photos: 'pumpkins.jpg' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Caption in English' })).toHaveValue('');
  }, 60_000);

  it('edits, moves, publishes and deletes after a confirmation', async () => {
    const { user } = await renderRoute('/admin/gallery', { user: testUser('Admin') });
    await screen.findByRole('list', { name: 'Photos in their order' }, { timeout: 10_000 });

    await user.click(within(rows()[1]!).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit photo 2' });
    expect(within(form).getByRole('textbox', { name: 'Description for screen readers, English' })).toHaveValue('Red apples in a crate');
    await user.clear(within(form).getByRole('textbox', { name: 'Caption in English' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Caption is required')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Caption in English' }), 'Apples in a crate');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit photo 2' })).toBeNull());
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { caption_en: 'Apples in a crate', caption_fr: 'Pommes', alt_en: 'Red apples in a crate', alt_fr: '', published: false } });

    // The first photo cannot go further up; moving it down sends its new place.
    const before = calls.length;
    await user.click(within(rows()[0]!).getByRole('button', { name: 'Move up' }));
    expect(within(rows()[0]!).getByRole('button', { name: 'Move up' })).toHaveAttribute('aria-disabled', 'true');
    expect(calls).toHaveLength(before);
    await user.click(within(rows()[0]!).getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(rows().map((r) => r.getAttribute('aria-label'))).toEqual(['Photo 1: Apples in a crate', 'Photo 2: Carrots']));
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', path: `/admin/gallery/${photos[1]!.id}/`, body: { position: 1, credit: 'Maple Ridge Farm' } });
    expect(screen.getByText('Moved to place 2 of 2')).toBeInTheDocument();

    await user.click(within(rows()[0]!).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(within(rows()[0]!).getByText('Visible to visitors')).toBeInTheDocument());
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { published: true } });

    await user.click(within(rows()[1]!).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(within(rows()[1]!).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Delete photo' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/admin/gallery/00000000-0000-4000-8000-000000000001/', key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  }, 60_000);
});
