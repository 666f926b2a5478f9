// About: who we are, what we believe, how the marketplace works, the farms selling here (our partners) and who
// runs it.
import { Trans, useLingui } from '@lingui/react/macro';
import { HeartHandshake, Sprout, Users } from 'lucide-react';
import { CallToAction, FeatureGrid, PageHeading, Section } from './page-parts.tsx';
import { FarmPartners, MarketFigures, useMarketFigures } from './market-figures.tsx';

export function AboutPage() {
  const { t } = useLingui();
  const figures = useMarketFigures();
  return (
    <>
      <PageHeading
        eyebrow={<Trans>About us</Trans>}
        title={<Trans>Shortening the road from farm to table</Trans>}
        intro={
          <Trans>
            FreshMarket is a Canadian marketplace for fresh farm produce. We connect farmers and sellers with households,
            restaurants, retailers and distributors, so food travels less and farmers keep more of what it earns.
          </Trans>
        }
      />
      <MarketFigures figures={figures} />
      <Section title={<Trans>What we believe</Trans>}>
        <FeatureGrid
          features={[
            { icon: Sprout, title: t`Local first`, body: t`Produce grown in Canada, sold by the people who grow it.` },
            { icon: Users, title: t`Fair to both sides`, body: t`Clear prices for buyers and a fair share for farmers.` },
            {
              icon: HeartHandshake,
              title: t`Less waste`,
              body: t`Quality grades and pre-orders find a buyer for every good crop, not only the prettiest.`,
            },
          ]}
        />
      </Section>
      <Section title={<Trans>How it works</Trans>} tone="muted">
        <ol className="grid list-none grid-cols-1 gap-4 md:grid-cols-3">
          <li className="rounded-lg bg-white p-6 shadow-sm">
            <p className="text-3xl font-bold text-green-700">1</p>
            <p className="mt-2 text-gray-800">
              <Trans>Farmers list their produce by grade, with prices per unit and the quantity they have.</Trans>
            </p>
          </li>
          <li className="rounded-lg bg-white p-6 shadow-sm">
            <p className="text-3xl font-bold text-green-700">2</p>
            <p className="mt-2 text-gray-800">
              <Trans>Buyers order now, pre-order a coming harvest or request a quote for large volumes.</Trans>
            </p>
          </li>
          <li className="rounded-lg bg-white p-6 shadow-sm">
            <p className="text-3xl font-bold text-green-700">3</p>
            <p className="mt-2 text-gray-800">
              <Trans>Orders are tracked from the farm to the buyer, and the app keeps working when the network drops.</Trans>
            </p>
          </li>
        </ol>
      </Section>
      <FarmPartners figures={figures} />
      <Section title={<Trans>Who runs FreshMarket</Trans>} tone="muted">
        <div className="max-w-3xl space-y-3 text-gray-800">
          <p>
            <Trans>
              A small team builds and runs the marketplace: the app, the catalogue’s rules, the review of every farm branch
              before its produce is shown, and the answers to your messages.
            </Trans>
          </p>
          <p>
            <Trans>
              We do not sell produce or handle money: buyers pay the farm directly (cash, cheque, Interac e-Transfer or card
              at the door), and both sides see every order and payment recorded here.
            </Trans>
          </p>
        </div>
      </Section>
      <CallToAction
        title={<Trans>Join the marketplace</Trans>}
        body={<Trans>Create a free account to buy, or register your farm to sell.</Trans>}
        primary={{ to: '/register', label: <Trans>Login / Register</Trans> }}
        secondary={{ to: '/contact', label: <Trans>Contact us</Trans> }}
      />
    </>
  );
}
