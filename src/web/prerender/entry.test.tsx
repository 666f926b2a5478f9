// The build's copies of the public pages' first screens (vite.config.ts prerenderPages): each page drawn by the app's
// own components in each language, nothing that runs, every form control disabled until the app takes over.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@contract/enums.ts';
import { PRERENDERED_PATHS } from '@contract/prerender.ts';
import { PRODUCT_PAGE_SIZE } from '@contract/constants.ts';
import { testProduct } from '@/test/catalogue-fixtures.ts';
import { firstPageRead } from '@contract/prerender.ts';
import { disableControls, render } from './entry.tsx';

const HEADINGS: Record<string, { en: string; fr: string }> = {
  '/': { en: 'Fresh from Canadian farms', fr: 'Tout frais des fermes canadiennes' },
  '/marketplace': { en: 'Marketplace', fr: 'Marché' },
};

describe('prerendered first screens', () => {
  it.each(LANGUAGES.flatMap((lang) => PRERENDERED_PATHS.map((path) => [lang, path] as const)))('%s %s: the page, its shell, no script, controls disabled', async (lang, path) => {
    const html = await render(path, lang);
    const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
    const h1 = doc.querySelector('main h1')?.textContent ?? '';
    expect(h1).not.toBe('');
    const expected = HEADINGS[path];
    if (expected) expect(h1).toBe(expected[lang]);
    expect(doc.querySelector('header')).not.toBeNull();
    expect(doc.querySelector('footer')).not.toBeNull();
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    const controls = [...doc.querySelectorAll('button, input, select, textarea')];
    expect(controls.length).toBeGreaterThan(0);
    expect(controls.filter((c) => !c.hasAttribute('disabled')).map((c) => c.outerHTML.slice(0, 80))).toEqual([]);
    // Links keep working without the app.
    expect(doc.querySelector('a[href="/marketplace"]')).not.toBeNull();
  });

  it("draws the marketplace's first page of cards from the answer it is given, in the page's language", async () => {
    const url = firstPageRead('/marketplace', '')!;
    const products = [testProduct('a1', 'Carrots', { name_fr: 'Carottes' }), testProduct('a2', 'Kale', { name_fr: 'Chou frisé' })];
    const answer = JSON.stringify({ data: products, meta: { count: 2, page: 1, page_size: PRODUCT_PAGE_SIZE } });
    const [en, fr] = await Promise.all([render('/marketplace', 'en', { [url]: answer }), render('/marketplace', 'fr', { [url]: answer })]);
    const cards = (html: string) =>
      [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('[data-testid="product-card"] h3, [data-testid="product-card"] h2')].map((h) => h.textContent?.trim());
    expect(cards(en)).toEqual(['Carrots', 'Kale']);
    expect(cards(fr)).toEqual(['Carottes', 'Chou frisé']);
    // The answer is used once: the next page drawn without it shows its loading state.
    const after = await render('/marketplace', 'en');
    expect(cards(after)).toEqual([]);
  });

  it("draws a product's page from its answer: name, eager photo and prices in the HTML, in the page's language", async () => {
    const id = '0b7c5a8e-6f4e-4d2b-9a7e-2f1d3c4b5a69';
    const url = firstPageRead(`/products/details/${id}`, '')!;
    const product = testProduct(id, 'Carrots', { name_fr: 'Carottes', images: [{ id: 'i1', thumb: '/uploads/c-thumb.webp', card: '/uploads/c-card.webp', full: '/uploads/c-full.webp' }] });
    const answer = JSON.stringify({ data: product });
    const [en, fr] = await Promise.all([render(`/products/details/${id}`, 'en', { [url]: answer }), render(`/products/details/${id}`, 'fr', { [url]: answer })]);
    const doc = (html: string) => new DOMParser().parseFromString(html, 'text/html');
    expect(doc(en).querySelector('main h1')?.textContent).toBe('Carrots');
    expect(doc(fr).querySelector('main h1')?.textContent).toBe('Carottes');
    // The page's largest paint, there before any script: not lazy.
    const photo = doc(en).querySelector('main img[src*="c-"]');
    expect(photo).not.toBeNull();
    expect(photo?.getAttribute('loading')).not.toBe('lazy');
    expect(doc(en).querySelector('main')?.textContent).toContain('$5.00');
    expect(doc(fr).querySelector('main')?.textContent).toMatch(/5,00\s\$/);
    // Its answer is used once: drawn again without it, the page waits for its product.
    expect(doc(await render(`/products/details/${id}`, 'en')).querySelector('main h1')).toBeNull();
  });

  it('disables controls once, whatever their attributes hold, marking those the page itself does not disable', () => {
    expect(disableControls('<button type="button" title="a > b">x</button><input value="x"/><select disabled=""></select><a href="/">y</a>')).toBe(
      '<button type="button" title="a > b" disabled="" data-copy-disabled="">x</button><input value="x" disabled="" data-copy-disabled=""/>' +
        '<select disabled=""></select><a href="/">y</a>',
    );
  });
});
