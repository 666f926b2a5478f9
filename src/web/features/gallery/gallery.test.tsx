// /gallery through the real route: the grid (captions in the reader's language, every picture's box reserved with
// width and height, srcset of the three sizes, lazy loading past the first row), the lightbox from the keyboard
// (Enter opens a modal dialog named "Photo 1 of 3" with focus inside; right and left arrows move and wrap, each
// move announced; Escape closes and focus returns to the tile of the photo shown), the buttons, offline and empty
// states, axe clean.
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { GalleryPhoto } from '@contract/gallery.ts';
import { db } from '@/offline/db.ts';
import { axeViolations } from '@/test/axe.ts';
import { renderRoute } from '@/test/render-route.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const photo = (n: number, en: string, fr: string, over: Partial<GalleryPhoto> = {}): GalleryPhoto => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  caption_en: en,
  caption_fr: fr,
  alt_en: `${en} (drawing)`,
  alt_fr: `${fr} (dessin)`,
  credit: '',
  image: { thumb: `/uploads/gallery/p${n}-thumb.webp`, card: `/uploads/gallery/p${n}-card.webp`, full: `/uploads/gallery/p${n}-full.webp` },
  width: 1280,
  height: 960,
  ...over,
});
const PHOTOS = [
  photo(1, 'Carrots', 'Carottes', { credit: 'Maple Ridge Farm' }),
  photo(2, 'Apples', 'Pommes'),
  photo(3, 'Small pumpkin', 'Petite citrouille', { width: 300, height: 200 }),
];

let answer: () => Response = () => json(200, { data: PHOTOS });
beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  answer = () => json(200, { data: PHOTOS });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://test.local');
      if (url.pathname === '/api/gallery/') return answer();
      throw new TypeError('offline in tests');
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  i18n.activate('en');
});

const tile = (name: string) => screen.getByRole('button', { name });

describe('/gallery', () => {
  it('shows the photos in a grid whose boxes are reserved, from the size each tile needs', async () => {
    const { container } = await renderRoute('/gallery');
    await screen.findByRole('heading', { level: 1, name: 'Gallery' });
    const list = await screen.findByRole('list', { name: 'Photos' });
    const imgs = within(list).getAllByRole('img');
    expect(imgs.map((i) => i.getAttribute('alt'))).toEqual(['Carrots (drawing)', 'Apples (drawing)', 'Small pumpkin (drawing)']);
    expect(imgs.map((i) => [i.getAttribute('width'), i.getAttribute('height')])).toEqual([['1280', '960'], ['1280', '960'], ['300', '200']]);
    expect(imgs[0]).toHaveAttribute('srcset', '/uploads/gallery/p1-thumb.webp 160w, /uploads/gallery/p1-card.webp 480w, /uploads/gallery/p1-full.webp 1280w');
    // A picture narrower than a size was not enlarged: the srcset says its real widths.
    expect(imgs[2]).toHaveAttribute('srcset', '/uploads/gallery/p3-thumb.webp 160w, /uploads/gallery/p3-card.webp 300w, /uploads/gallery/p3-full.webp 300w');
    expect(imgs[2]).toHaveAttribute('loading', 'lazy');
    expect(imgs[2]).toHaveAttribute('sizes');
    expect(within(list).getByText('Carrots')).toBeInTheDocument();
    expect(within(list).getByText('Maple Ridge Farm')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  }, 60_000);

  it('opens the lightbox with Enter, moves with the arrow keys and the buttons, and gives focus back on Escape', async () => {
    const { user } = await renderRoute('/gallery');
    await screen.findByRole('list', { name: 'Photos' });
    tile('Carrots (drawing)').focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of 3' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Carrots/);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByRole('img', { name: 'Carrots (drawing)' })).toHaveAttribute('src', '/uploads/gallery/p1-full.webp');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
    expect(screen.getByTestId('gallery-lightbox-announce')).toHaveTextContent('Photo 2 of 3: Apples');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    // Past the last photo: the first again.
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    expect(screen.getByTestId('gallery-lightbox-announce')).toHaveTextContent('Photo 3 of 3: Small pumpkin');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    // Tab stays inside the dialog.
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back on the tile of the photo last shown.
    await waitFor(() => expect(tile('Small pumpkin (drawing)')).toHaveFocus());

    // Space opens too; the Close button closes.
    await user.keyboard(' ');
    await screen.findByRole('dialog', { name: 'Photo 3 of 3' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(tile('Small pumpkin (drawing)')).toHaveFocus());
  }, 60_000);

  it('shows captions and alt texts in French for a French reader', async () => {
    i18n.activate('fr');
    const { user } = await renderRoute('/gallery');
    const list = await screen.findByRole('list', { name: 'Photos' });
    expect(within(list).getByText('Carottes')).toBeInTheDocument();
    expect(within(list).queryByText('Carrots')).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'Pommes (dessin)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Pommes')).toBeInTheDocument();
  }, 60_000);

  it('says so when offline with nothing kept, and when there are no photos', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const { user } = await renderRoute('/gallery');
    expect(await screen.findByText(/You are offline and the gallery was not saved on this device yet/)).toBeInTheDocument();
    answer = () => json(200, { data: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No photos yet.')).toBeInTheDocument();
  }, 60_000);
});
