// /about, /seller and /buyer say the marketplace's live figures (GET /api/figures/), kept for offline reading; with
// none kept and no signal they say nothing rather than a zero. English and French, axe clean.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { axeViolations } from '@/test/axe.ts';
import { emptyOfflineDeviceEachTest } from '@/test/catalogue-fixtures.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';
import { renderRoute } from '@/test/render-route.tsx';

const { fetchMock } = emptyOfflineDeviceEachTest();
const FIGURES = {
  farms: 12,
  products: 1234,
  provinces: ['BC', 'ON', 'QC'],
  partners: [
    { name: 'Ferme du Ruisseau', city: 'Saint-Hyacinthe', province: 'QC' },
    { name: 'Okanagan Orchards', city: 'Kelowna', province: 'BC' },
  ],
};
const answer = () =>
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (url.pathname === '/api/figures/') return new Response(JSON.stringify({ data: FIGURES }), { status: 200, headers: { 'content-type': 'application/json' } });
    throw new TypeError('offline in tests');
  });

afterEach(() => {
  localStorage.clear();
  i18n.activate('en');
});

describe('the marketplace in figures', () => {
  it('/about shows the server’s counts and provinces, axe clean', async () => {
    answer();
    const { container } = await renderRoute('/about');
    const section = await screen.findByRole('region', { name: 'The marketplace today' }, { timeout: 10_000 });
    expect(section).toHaveTextContent('farms selling here12');
    expect(section).toHaveTextContent('products listed1,234');
    expect(section).toHaveTextContent('provinces and territories3');
    expect(section).toHaveTextContent('Where the farms sell from: British Columbia, Ontario and Quebec.');
    const partners = screen.getByRole('region', { name: 'Our partners: the farms selling here' });
    expect(partners).toHaveTextContent('Ferme du RuisseauSaint-Hyacinthe, Quebec');
    expect(partners).toHaveTextContent('Okanagan OrchardsKelowna, British Columbia');
    expect(screen.getByRole('heading', { level: 2, name: 'Who runs FreshMarket' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offline, /seller reads the figures kept from the last visit; /buyer with none kept shows no figures', async () => {
    answer();
    await renderRoute('/about');
    await screen.findByRole('region', { name: 'The marketplace today' }, { timeout: 10_000 });
    cleanup();
    fetchMock.mockRejectedValue(new TypeError('offline in tests'));
    await renderRoute('/seller');
    expect(await screen.findAllByText('farms selling here')).not.toHaveLength(0);
    cleanup();
    localStorage.clear();
    await renderRoute('/buyer');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryAllByRole('region', { name: 'The marketplace today' })).toHaveLength(0);
  });

  it('in French, with its plurals', async () => {
    activatePendingFrench();
    answer();
    await renderRoute('/about');
    const section = await screen.findByRole('region', { name: "Le marché aujourd'hui" }, { timeout: 10_000 });
    expect(section).toHaveTextContent('fermes vendent ici12');
    expect(section).toHaveTextContent('1 234');
    expect(section).toHaveTextContent('Colombie-Britannique, Ontario et Québec');
  });
});
