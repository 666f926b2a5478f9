// The marketplace in live numbers on the information pages (/about, /seller, /buyer): farms selling here, the
// products they list and the provinces they sell from (GET /api/figures/, counted from what a visitor can see).
// The last answer is kept on the device so the figures read offline too; with none yet and no signal, nothing is
// shown rather than a zero.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { MarketFigures as Figures } from '@contract/figures.ts';
import { PROVINCES } from '@contract/enums.ts';
import { useKept } from '@/lib/use-kept.ts';
import { useServerAnswer } from '@/lib/use-server-answer.ts';

const KEPT = 'freshmarket:market-figures';

/** The figures kept from the last answer at once (lib/use-kept.ts), then the server's. */
export function useMarketFigures(): Figures | null {
  const stored = useKept<Figures>(KEPT);
  const answer = useServerAnswer<Figures>('/figures/', NO_QUERY);
  const fresh = answer === 'failed' || answer === undefined ? null : answer;
  useEffect(() => {
    if (!fresh) return;
    try {
      localStorage.setItem(KEPT, JSON.stringify(fresh));
    } catch {
      // A full or refused store: the figures are simply asked again next time.
    }
  }, [fresh]);
  return fresh ?? stored;
}

const NO_QUERY = {};

const provinceName = (code: string, locale: string) => {
  const p = PROVINCES.find((x) => x.code === code);
  return p ? (locale === 'fr' ? p.name_fr : p.name_en) : code;
};

export function MarketFigures({ figures }: { figures: Figures | null }) {
  const { t, i18n } = useLingui();
  if (!figures || figures.farms === 0) return null;
  const names = figures.provinces.map((code) => provinceName(code, i18n.locale));
  const stats = [
    { value: figures.farms, label: plural(figures.farms, { one: 'farm selling here', other: 'farms selling here' }) },
    { value: figures.products, label: plural(figures.products, { one: 'product listed', other: 'products listed' }) },
    { value: figures.provinces.length, label: plural(figures.provinces.length, { one: 'province or territory', other: 'provinces and territories' }) },
  ];
  return (
    <section aria-labelledby="market-figures" className="mx-auto max-w-6xl px-4 pt-10">
      <h2 id="market-figures" className="text-xl font-semibold text-gray-900">
        <Trans>The marketplace today</Trans>
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {stats.map((s) => (
          <div key={s.label} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-gray-700">{s.label}</dt>
            <dd className="text-3xl font-bold text-green-800">{new Intl.NumberFormat(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA').format(s.value)}</dd>
          </div>
        ))}
      </dl>
      {names.length > 0 && (
        <p className="mt-3 text-gray-700">{t`Where the farms sell from: ${new Intl.ListFormat(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', { type: 'conjunction' }).format(names)}.`}</p>
      )}
    </section>
  );
}

/**
 * /about's partners: the farms selling here, by name, with their town and province (GET /api/figures/, at most
 * 60). Nothing with no farm known yet.
 */
export function FarmPartners({ figures }: { figures: Figures | null }) {
  const { i18n } = useLingui();
  const partners = figures?.partners ?? [];
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="farm-partners" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="farm-partners" className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>Our partners: the farms selling here</Trans>
        </h2>
        <p className="mt-2 text-gray-700">
          <Trans>FreshMarket sells no produce of its own. Every listing belongs to one of these farms, who set their prices and ship their orders.</Trans>
        </p>
        <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {partners.map((p) => (
            <li key={`${p.name}|${p.city}|${p.province}`} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
              <p className="font-semibold break-words text-gray-900">{p.name}</p>
              <p className="text-sm text-gray-700">{[p.city, provinceName(p.province, i18n.locale)].filter(Boolean).join(', ')}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
