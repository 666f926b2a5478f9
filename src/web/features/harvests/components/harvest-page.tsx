// /preorderproduce/{id}: one expected harvest with its facts, the pre-order form for a signed-in buyer (loaded only
// for them: it needs the contract's schema), and the buyer's own pre-orders of it with what they can do. A harvest
// that is no longer open may be gone from the device; the buyer's pre-orders of it still show.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { ArrowLeft, Sprout } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { hasAnyRole } from '@contract/enums.ts';
import { leftToPreorder } from '@contract/harvest-rules.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { harvestNote, useHarvestFormats, useHarvestStatusLabel, useProvinceName } from '@/domain/harvests/harvest-labels.tsx';
import { PreorderCard } from '@/domain/harvests/preorder-card.tsx';
import { useMyPreorders } from '@/domain/harvests/use-harvests.ts';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { GradeLabel, productName } from '@/domain/products/product-labels.tsx';
import { useAuth } from '@/lib/auth.ts';
import type { LocalHarvest } from '@/offline/db.ts';
import { useHarvestRow } from '@/domain/harvests/use-harvest-list.ts';
import { Photo } from '@/components/ui/photo.tsx';

const PreorderForm = lazy(() => import('./preorder-form.tsx'));
const SHOPPERS = ['Buyer', 'BulkBuyer'] as const;

export function HarvestPage({ id }: { id: string }) {
  const found = useHarvestRow(id);
  const mine = useMyPreorders(id);
  const { user } = useAuth();
  const harvest = found.state === 'done' ? found.value : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <Link to="/preorderproduce" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-green-800 underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All upcoming harvests</Trans>
      </Link>
      {harvest ? (
        <HarvestFacts harvest={harvest} />
      ) : found.state === 'loading' ? (
        <p className="mt-6 text-gray-700" role="status">
          <Trans>Loading the harvest…</Trans>
        </p>
      ) : mine && mine.length > 0 ? (
        <h1 className="mt-4 text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>Your pre-orders</Trans>
        </h1>
      ) : (
        <div className="mt-6">
          <h1 className="text-2xl font-bold text-gray-900">
            <Trans>Harvest not found</Trans>
          </h1>
          <p className="mt-2 text-gray-800">
            {found.state === 'offline' ? (
              <Trans>You are offline and this device does not hold this harvest. Connect and try again.</Trans>
            ) : (
              <Trans>It may have been harvested or cancelled, and it no longer takes pre-orders.</Trans>
            )}
          </p>
        </div>
      )}
      {/* The buyer's own first: a partial fill offered waits for their answer. */}
      {mine && mine.length > 0 && (
        <section aria-labelledby="my-preorders" className="mt-8">
          <h2 id="my-preorders" className="text-xl font-bold text-gray-900">
            <Trans>Your pre-orders of this harvest</Trans>
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {mine.map((item) => (
              <PreorderCard key={item.row.id} item={item} />
            ))}
          </ul>
        </section>
      )}
      {harvest?.status === 'open' && <PreorderArea harvest={harvest} signedIn={!!user} shopper={hasAnyRole(user?.roles, SHOPPERS)} />}
    </div>
  );
}

function HarvestFacts({ harvest: h }: { harvest: LocalHarvest }) {
  const { i18n } = useLingui();
  const { money } = useOrderFormats();
  const f = useHarvestFormats();
  const province = useProvinceName();
  const status = useHarvestStatusLabel();
  const name = productName({ name: h.product_name, name_fr: h.product_name_fr }, i18n.locale);
  const note = harvestNote(h, i18n.locale);
  const left = leftToPreorder(h);
  const unit = f.unit(h.unit);
  const price = money(h.price_minor, h.currency);
  const percent = h.deposit_percent;
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-[2fr_3fr]">
      {h.image ? (
        <Photo src={h.image} alt="" className="aspect-[16/9] w-full rounded-lg object-cover md:aspect-[4/3]" iconClassName="size-16" />
      ) : (
        <div aria-hidden="true" className="flex aspect-[16/9] w-full items-center justify-center rounded-lg bg-lime-50 md:aspect-[4/3]">
          <Sprout className="size-16 text-lime-700" />
        </div>
      )}
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-green-800">
          <Trans>Expected harvest</Trans> · {status(h.status)}
        </p>
        <h1 className="mt-1 text-2xl font-bold text-gray-900 sm:text-3xl">{name}</h1>
        <p className="mt-1 text-gray-800">
          {h.farm_name} · {province(h.province)}
        </p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-gray-900">
          <dt className="text-gray-700">
            <Trans>Grade</Trans>
          </dt>
          <dd>
            <GradeLabel grade={h.grade} />
          </dd>
          <dt className="text-gray-700">
            <Trans>Harvest window</Trans>
          </dt>
          <dd>{f.window(h.window_from, h.window_until)}</dd>
          <dt className="text-gray-700">
            <Trans>Pre-order price</Trans>
          </dt>
          <dd>
            <Trans>
              {price} per {unit}
            </Trans>
          </dd>
          {h.status === 'open' ? (
            <>
              <dt className="text-gray-700">
                <Trans>Left to pre-order</Trans>
              </dt>
              <dd data-testid="harvest-left">
                <Trans>
                  {f.quantity(left, h.unit)} of {f.quantity(h.expected_quantity, h.unit)} expected
                </Trans>
              </dd>
            </>
          ) : (
            <>
              <dt className="text-gray-700">
                <Trans>Pre-orders</Trans>
              </dt>
              <dd data-testid="harvest-left">
                {h.status === 'harvested' && h.harvested_quantity !== null ? (
                  <Trans>
                    Closed: {f.quantity(h.harvested_quantity, h.unit)} harvested of {f.quantity(h.expected_quantity, h.unit)} expected
                  </Trans>
                ) : (
                  <Trans>Closed: the farm cancelled this harvest</Trans>
                )}
              </dd>
            </>
          )}
          <dt className="text-gray-700">
            <Trans>Deposit</Trans>
          </dt>
          <dd>{percent > 0 ? <Trans>{percent}% of the pre-order, asked by the farm and settled with it</Trans> : <Trans>None</Trans>}</dd>
        </dl>
        {note && (
          <p className="mt-4 rounded-md bg-gray-50 px-3 py-2 text-gray-800">
            <span className="font-semibold">
              <Trans>From the farm:</Trans>
            </span>{' '}
            <span lang={note.lang} data-testid="harvest-note">
              {note.text}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}

function PreorderArea({ harvest, signedIn, shopper }: { harvest: LocalHarvest; signedIn: boolean; shopper: boolean }) {
  const href = useLocation({ select: (l) => l.href });
  const left = leftToPreorder(harvest);
  let body;
  if (left <= 0)
    body = (
      <Notice tone="info">
        <Trans>This harvest is fully pre-ordered. Pre-orders that are cancelled free their quantity again.</Trans>
      </Notice>
    );
  else if (!signedIn)
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-gray-800">
          <Trans>Sign in with a buyer account to pre-order.</Trans>
        </p>
        <Link to="/login" search={{ redirect: href }} className={buttonClasses('primary', 'md')}>
          <Trans>Sign in to pre-order</Trans>
        </Link>
      </div>
    );
  else if (!shopper)
    body = (
      <Notice tone="info">
        <Trans>Pre-orders are made from a buyer's or a bulk buyer's account.</Trans>
      </Notice>
    );
  else
    body = (
      <Suspense fallback={null}>
        <PreorderForm harvest={harvest} />
      </Suspense>
    );
  return (
    <section aria-labelledby="preorder-title" className="mt-8 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="preorder-title" className="text-xl font-bold text-gray-900">
        <Trans>Pre-order</Trans>
      </h2>
      <div className="mt-3">{body}</div>
    </section>
  );
}
