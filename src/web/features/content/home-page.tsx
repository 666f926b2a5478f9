// Home (spec §1 copy): hero, the catalogue's product sections (best sellers, best rated: the route passes them in,
// features do not import each other), why buy here, grade tiers, for sellers, how buying works.
// Over 150 lines on purpose: it is the spec's static copy, section after section, with no state or logic to extract.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BadgeCheck,
  CalendarClock,
  CalendarSync,
  HandCoins,
  Languages,
  Leaf,
  LineChart,
  PackageSearch,
  ShieldCheck,
  Tractor,
  WifiOff,
} from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { CallToAction, FeatureGrid, Section, type Feature } from './page-parts.tsx';

export function HomePage({ products }: { products?: ReactNode } = {}) {
  const { t } = useLingui();
  const features: Feature[] = [
    {
      icon: Tractor,
      title: t`Direct farm access`,
      body: t`Buy from the farmers who grow the food, with no middlemen between the field and your kitchen.`,
    },
    {
      icon: LineChart,
      title: t`Transparent pricing`,
      body: t`Every price is shown up front, per unit and per grade, so you know what you pay and why.`,
    },
    {
      icon: CalendarClock,
      title: t`Pre-orders cut waste`,
      body: t`Reserve a share of a coming harvest; farmers plant and pick for real demand.`,
      claim: t`pre-orders reduce food waste by about 25%.`,
    },
    {
      icon: ShieldCheck,
      title: t`Pay the way farms do`,
      body: t`No card is taken online: you pay the farm on delivery, at pickup or by invoice, as you choose at checkout.`,
    },
    {
      icon: CalendarSync,
      title: t`Recurring buying`,
      body: t`Set up standing orders every week, every 2 or 4 weeks, or on chosen days for your restaurant or store; skip, pause or change them any time.`,
    },
    {
      icon: PackageSearch,
      title: t`Order tracking`,
      body: t`Follow every order from the farm gate to your door.`,
    },
    {
      icon: BadgeCheck,
      title: t`Satisfaction guarantee`,
      body: t`If produce does not arrive as described, report it with photos within 48 hours of delivery: the farm answers with a refund or a credit.`,
    },
    {
      icon: WifiOff,
      title: t`Works offline`,
      body: t`Install the app on your phone: your cart, orders and stock changes are kept and sent when the network comes back.`,
    },
    {
      icon: Languages,
      title: t`English and French`,
      body: t`Every screen is available in both official languages.`,
    },
  ];
  const grades = [
    { name: t`Top grade`, body: t`Premium produce for the table and the display case.`, tone: 'border-green-700' },
    { name: t`Mid grade`, body: t`Everyday quality at an everyday price.`, tone: 'border-amber-500' },
    { name: t`Lower grade`, body: t`Good food with cosmetic flaws, priced for kitchens, juicing and processing.`, tone: 'border-gray-500' },
  ];
  return (
    <>
      <section className="bg-gradient-to-b from-green-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="inline-flex items-center gap-2 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
            <Leaf aria-hidden="true" className="h-4 w-4" />
            <Trans>For households, restaurants, retailers and farmers</Trans>
          </p>
          <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-gray-900 sm:text-6xl">
            <Trans>Fresh from Canadian farms</Trans>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-gray-700 sm:text-xl">
            <Trans>
              A marketplace that connects Canadian farmers with buyers, bulk buyers, restaurants and retailers. Buy today, or
              pre-order the next harvest.
            </Trans>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/marketplace" className={buttonClasses('primary', 'lg')}>
              <Trans>Browse the marketplace</Trans>
            </Link>
            <Link to="/seller" className={buttonClasses('secondary', 'lg')}>
              <Trans>Sell your harvest</Trans>
            </Link>
          </div>
        </div>
      </section>

      {products}

      <Section title={<Trans>Why buy on FreshMarket</Trans>}>
        <FeatureGrid features={features} />
      </Section>

      <Section title={<Trans>Pay for the quality you need</Trans>} tone="muted">
        <p className="max-w-3xl text-gray-700">
          <Trans>Sellers price their produce in three quality grades, so nothing good goes to waste.</Trans>
        </p>
        <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-3">
          {grades.map((g) => (
            <li key={g.name} className={`rounded-lg border-t-4 bg-white p-6 shadow-sm ${g.tone}`}>
              <h3 className="text-lg font-semibold text-gray-900">{g.name}</h3>
              <p className="mt-2 text-gray-700">{g.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={<Trans>Farmers earn more</Trans>}>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <p className="text-lg text-gray-700">
            <Trans>
              Sell directly to buyers across Canada, set your own prices by grade, take pre-orders before you harvest and
              answer quote requests from restaurants and distributors.
            </Trans>
          </p>
          <div className="rounded-lg bg-amber-50 p-6 text-amber-950">
            <HandCoins aria-hidden="true" className="h-8 w-8 text-amber-800" />
            <p className="mt-3">
              <span className="font-semibold">
                <Trans>Claim:</Trans>
              </span>{' '}
              <Trans>sellers earn up to 40% more than through traditional channels.</Trans>
            </p>
          </div>
        </div>
      </Section>

      <p className="mx-auto max-w-6xl px-4 pb-8 text-sm text-gray-600">
        <Trans>
          Figures marked 'Claim' come from the experience of our founding farms and buyers. They have not been independently
          verified and your results may differ.
        </Trans>
      </p>

      <CallToAction
        title={<Trans>Buying for a business?</Trans>}
        body={<Trans>Bulk buyers request produce, compare quotes and negotiate terms with farmers.</Trans>}
        primary={{ to: '/buyer', label: <Trans>For buyers</Trans> }}
        secondary={{ to: '/preorderproduce', label: <Trans>Pre-order produce</Trans> }}
      />
    </>
  );
}
