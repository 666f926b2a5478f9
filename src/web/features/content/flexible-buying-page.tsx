// /flexiblebuying: standing orders, said as they work. A buyer chooses a farm, the products and how often; each
// delivery is ordered for them as an ordinary order 2 days before its day (earlier if the farm needs more notice) at
// the price of that day, a price change is announced before, and every delivery can be skipped or the whole paused,
// changed or cancelled. A signed-in Buyer or BulkBuyer sets one up here (the form comes from the route).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BellRing, CalendarClock, CalendarSync, Layers, PauseCircle, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { CallToAction, FeatureGrid, PageHeading, Section } from './page-parts.tsx';

export interface FlexibleBuyingProps {
  /** 'shopper': a signed-in Buyer or BulkBuyer (the set-up form shows); 'other': signed in with another role. */
  audience: 'visitor' | 'shopper' | 'other';
  /** The set-up form, for a shopper. */
  setup: ReactNode;
  /** Where signing in comes back to. */
  returnTo: string;
}

export function FlexibleBuyingPage({ audience, setup, returnTo }: FlexibleBuyingProps) {
  return (
    <>
      <PageHeading
        eyebrow={<Trans>Our solutions</Trans>}
        title={<Trans>Flexible buying</Trans>}
        intro={
          <Trans>
            Buy the quantity and grade you need, once or on a schedule with a standing order: the same produce from the same farm, delivered
            regularly.
          </Trans>
        }
      />
      {audience === 'shopper' ? (
        <>
          <SetUp {...{ audience, setup, returnTo }} />
          <HowItWorks />
        </>
      ) : (
        <>
          <HowItWorks />
          <SetUp {...{ audience, setup, returnTo }} />
        </>
      )}
      <CallToAction
        title={<Trans>Find what is in season</Trans>}
        body={<Trans>The marketplace lists produce from farms across Canada.</Trans>}
        primary={{ to: '/marketplace', label: <Trans>Browse the marketplace</Trans> }}
      />
    </>
  );
}

/** What a standing order does, said as it works (the feature cards). */
function HowItWorks() {
  const { t } = useLingui();
  return (
    <Section title={<Trans>How standing orders work</Trans>}>
      <FeatureGrid
        features={[
          {
            icon: CalendarSync,
            title: t`You choose how often`,
            body: t`Every week, every 2 weeks, every 4 weeks, or on chosen days of the week among the farm's delivery days. Add an end date or keep it going.`,
          },
          {
            icon: CalendarClock,
            title: t`Ordered for you, 2 days ahead`,
            body: t`Each delivery is placed with the farm as an ordinary order 48 hours before its day (earlier if the farm needs more notice), at the farm's price of that day.`,
          },
          {
            icon: BellRing,
            title: t`Price changes announced`,
            body: t`If a price changed since you last saw it, you are told before the order is placed, so you can change the quantity or skip.`,
          },
          {
            icon: PauseCircle,
            title: t`Skip, pause, change, cancel`,
            body: t`Skip one delivery, pause until a date, change quantities, days, delivery or payment, or cancel, up to the day the order is placed; from your phone, offline too.`,
          },
          { icon: Scale, title: t`Any quantity`, body: t`Order by the kilogram, the pound, the box or the dozen.` },
          { icon: Layers, title: t`Three grades`, body: t`Choose top, mid or lower grade to match the dish, the shelf or the budget.` },
        ]}
      />
      <p className="mt-6 max-w-3xl text-gray-700">
        <Trans>
          If a delivery cannot be placed (not enough stock, below the farm's minimum, a day the farm no longer delivers), you are told why and what to
          change.
        </Trans>
      </p>
    </Section>
  );
}

/** The set-up form for a shopper; for anybody else, how to get it. A shopper sees it first (they came to set one up). */
function SetUp({ audience, setup, returnTo }: FlexibleBuyingProps) {
  return (
    <section id="set-up" aria-labelledby="set-up-title" className="scroll-mt-20 bg-gray-50">
      <div className="mx-auto max-w-4xl px-4 py-12">
        <h2 id="set-up-title" className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>Set up a standing order</Trans>
        </h2>
        <div className="mt-6">
          {audience === 'shopper' ? (
            setup
          ) : audience === 'visitor' ? (
            <div className="flex flex-col items-start gap-3">
              <p className="text-gray-800">
                <Trans>Sign in with your buyer account to set up a standing order.</Trans>
              </p>
              <Link to="/login" search={{ redirect: returnTo }} className={buttonClasses('primary', 'md')}>
                <Trans>Sign in</Trans>
              </Link>
            </div>
          ) : (
            <p className="text-gray-800">
              <Trans>Standing orders are set up by buyers and bulk buyers. Farms see the ones addressed to them in their account.</Trans>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
