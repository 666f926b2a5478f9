// /preorderproduce: the harvests farms expect, open to pre-orders (filters in the URL), and how pre-ordering works,
// said as it is: the price is fixed when you pre-order, pre-orders are filled first come first served when the
// harvest comes in, a short harvest offers you what is left for you, and FreshMarket takes no payment.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CalendarClock, ClipboardList, HandCoins, Recycle, Sprout, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { filterHarvests, HARVEST_PAGE_SIZE, type HarvestSearch } from '../harvest-search.ts';
import { useHarvestCategories, useHarvestList } from '@/domain/harvests/use-harvest-list.ts';
import { HarvestCard } from './harvest-card.tsx';
import { HarvestFilters } from './harvest-filters.tsx';

export interface PreorderProducePageProps {
  search: HarvestSearch;
  onChange: (patch: HarvestSearch) => void;
  onClear: () => void;
}

export function PreorderProducePage({ search, onChange, onClear }: PreorderProducePageProps) {
  return (
    <>
      <div className="bg-green-50">
        <div className="mx-auto max-w-6xl px-4 py-6 sm:py-12">
          <p className="text-sm font-semibold uppercase tracking-wide text-green-800">
            <Trans>Our solutions</Trans>
          </p>
          <h1 className="mt-1 text-2xl font-bold text-gray-900 sm:mt-2 sm:text-4xl">
            <Trans>Pre-order produce</Trans>
          </h1>
          <p className="mt-2 max-w-3xl text-gray-700 sm:mt-4 sm:text-lg">
            <Trans>Farms list the harvests they expect: what, how much, when, and a pre-order price. Reserve your share before it is picked.</Trans>
          </p>
        </div>
      </div>
      <section aria-labelledby="harvests-title" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="harvests-title" tabIndex={-1} className="text-2xl font-bold text-gray-900 focus:outline-none">
          <Trans>Upcoming harvests</Trans>
        </h2>
        <div className="mt-4">
          <HarvestFilters search={search} categories={useHarvestCategories()} onChange={onChange} />
        </div>
        <HarvestResults search={search} onClear={onClear} onPage={(page) => onChange({ page: page > 1 ? page : undefined })} />
      </section>
      <HowItWorks />
    </>
  );
}

function HarvestResults({ search, onClear, onPage }: { search: HarvestSearch; onClear: () => void; onPage: (page: number) => void }) {
  const list = useHarvestList();
  if (list.state === 'loading')
    return (
      <p className="mt-6 text-gray-700" role="status">
        <Trans>Loading the harvests…</Trans>
      </p>
    );
  if (list.state === 'offline')
    return (
      <div className="mt-6">
        <Notice tone="info">
          <Trans>You are offline and this device holds no harvests yet. Connect to see the harvests farms expect.</Trans>
        </Notice>
      </div>
    );
  if (list.state !== 'done')
    return (
      <div className="mt-6">
        <Notice>
          <Trans>The harvests could not be loaded. Try again in a moment.</Trans>
        </Notice>
      </div>
    );
  const found = filterHarvests(list.value, search);
  const filtered = !!(search.q || search.category || search.province || search.week);
  const total = list.value.length;
  const pages = Math.max(1, Math.ceil(found.length / HARVEST_PAGE_SIZE));
  // A page past the end (the list shrank since the link was made) shows the last one.
  const page = Math.min(search.page ?? 1, pages);
  const shown = found.slice((page - 1) * HARVEST_PAGE_SIZE, page * HARVEST_PAGE_SIZE);
  const count = found.length;
  const from = shown.length ? (page - 1) * HARVEST_PAGE_SIZE + 1 : 0;
  const to = (page - 1) * HARVEST_PAGE_SIZE + shown.length;
  if (total === 0)
    return (
      <EmptyState icon={Sprout}>
        <Trans>No farm has an expected harvest open to pre-orders right now. Come back soon.</Trans>
      </EmptyState>
    );
  return (
    <>
      <p className="mt-4 text-sm text-gray-700" role="status" data-testid="harvest-count">
        {pages > 1 ? (
          <Trans>
            Showing {from}–{to} of {count} harvests
          </Trans>
        ) : (
          <Trans>
            Showing {count} of {total} harvests
          </Trans>
        )}
      </p>
      {count === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed border-gray-300 px-4 py-8 text-center text-gray-800">
          <p>
            <Trans>No harvest matches these filters.</Trans>
          </p>
          {filtered && (
            <button type="button" onClick={onClear} className="mt-2 inline-flex min-h-11 items-center font-semibold text-green-800 underline">
              <Trans>Clear the filters</Trans>
            </button>
          )}
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="harvests">
          {shown.map((h) => (
            <HarvestCard key={h.id} harvest={h} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Pager
          page={page}
          pages={pages}
          onPage={(next) => {
            onPage(next);
            // The new page starts at the list's heading (keyboard and screen reader too).
            const heading = document.getElementById('harvests-title');
            heading?.scrollIntoView?.({ block: 'start' });
            heading?.focus({ preventScroll: true });
          }}
        />
      )}
    </>
  );
}

function Step({ icon: Icon, title, children }: { icon: LucideIcon; title: ReactNode; children: ReactNode }) {
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <Icon aria-hidden="true" className="size-7 text-green-700" />
      <h3 className="mt-2 text-lg font-semibold text-gray-900">{title}</h3>
      <div className="mt-1 text-gray-700">{children}</div>
    </li>
  );
}

function HowItWorks() {
  const { t } = useLingui();
  return (
    <>
      <section aria-labelledby="how-title" className="bg-gray-50">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="how-title" className="text-2xl font-bold text-gray-900 sm:text-3xl">
            <Trans>How pre-orders work</Trans>
          </h2>
          <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Step icon={CalendarClock} title={t`Supply you can plan on`}>
              <Trans>Reserve a quantity for the farm's harvest window, at the pre-order price shown when you pre-order.</Trans>
            </Step>
            <Step icon={ClipboardList} title={t`First come, first served`}>
              <Trans>
                When the harvest comes in, pre-orders are filled in the order they were made and become orders. If it comes in short, you are offered
                what is left for you: take it or cancel.
              </Trans>
            </Step>
            <Step icon={HandCoins} title={t`No payment taken here`}>
              <Trans>
                FreshMarket takes no payment for a pre-order. Some farms ask a deposit: you settle it with the farm. You pay the order as you chose,
                on delivery, on pickup or by invoice.
              </Trans>
            </Step>
            <Step icon={Recycle} title={t`Less waste`}>
              <Trans>Farms see what is wanted before they pick.</Trans>
              <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
                <span className="font-semibold">
                  <Trans>Claim:</Trans>
                </span>{' '}
                <Trans>pre-orders reduce food waste by about 25%.</Trans>
              </p>
            </Step>
          </ul>
        </div>
      </section>
      <section className="bg-green-800 text-white">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-4 px-4 py-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold">
              <Trans>Plan your next season</Trans>
            </h2>
            <p className="mt-2 text-green-50">
              <Trans>Bulk buyers can also request produce for future dates and compare quotes.</Trans>
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <Link to="/marketplace" className={buttonClasses('accent', 'lg')}>
              <Trans>Browse the marketplace</Trans>
            </Link>
            <Link to="/buyer" className={buttonClasses('inverse', 'lg')}>
              <Trans>For buyers</Trans>
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
