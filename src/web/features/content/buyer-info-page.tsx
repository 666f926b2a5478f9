// /buyer: what the marketplace offers households and business buyers.
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, CalendarSync, Heart, ShoppingBasket, Truck } from 'lucide-react';
import { CallToAction, FeatureGrid, PageHeading, Section } from './page-parts.tsx';
import { MarketFigures, useMarketFigures } from './market-figures.tsx';

export function BuyerInfoPage() {
  const { t } = useLingui();
  const figures = useMarketFigures();
  return (
    <>
      <PageHeading
        eyebrow={<Trans>For buyers</Trans>}
        title={<Trans>Fresh produce for your home or your business</Trans>}
        intro={<Trans>Shop straight from Canadian farms, or buy in bulk for your restaurant, store or processing plant.</Trans>}
      />
      <MarketFigures figures={figures} />
      <Section title={<Trans>For everyone</Trans>}>
        <FeatureGrid
          features={[
            { icon: ShoppingBasket, title: t`Cart and checkout`, body: t`Fill your cart from many farms and pay once.` },
            { icon: Heart, title: t`Wishlist`, body: t`Keep the products you like and come back when they are in season.` },
            { icon: Truck, title: t`Order tracking`, body: t`Know where your order is at every step.` },
          ]}
        />
      </Section>
      <Section title={<Trans>For bulk buyers</Trans>} tone="muted">
        <FeatureGrid
          columns={2}
          features={[
            {
              icon: Building2,
              title: t`Request produce`,
              body: t`Describe what you need, when and how it is packed; farmers answer with quotes you can accept, refuse or counter.`,
            },
            {
              icon: CalendarSync,
              title: t`Recurring buying`,
              body: t`Schedule deliveries for your kitchen or store and adjust them as your needs change.`,
            },
          ]}
        />
      </Section>
      <CallToAction
        title={<Trans>Start buying</Trans>}
        body={<Trans>Browse without an account; sign up when you are ready to order.</Trans>}
        primary={{ to: '/marketplace', label: <Trans>Browse the marketplace</Trans> }}
        secondary={{ to: '/register', label: <Trans>Create an account</Trans> }}
      />
    </>
  );
}
