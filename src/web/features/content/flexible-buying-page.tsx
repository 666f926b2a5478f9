// /flexiblebuying: buy now, by grade, in the amount you need, once or on a schedule.
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarSync, Layers, Scale } from 'lucide-react';
import { CallToAction, FeatureGrid, PageHeading, Section } from './page-parts.tsx';

export function FlexibleBuyingPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading
        eyebrow={<Trans>Our solutions</Trans>}
        title={<Trans>Flexible buying</Trans>}
        intro={<Trans>Buy the quantity and quality you need, when you need it: a single box or a weekly pallet.</Trans>}
      />
      <Section title={<Trans>Buy your way</Trans>}>
        <FeatureGrid
          features={[
            { icon: Scale, title: t`Any quantity`, body: t`Order by the kilogram, the pound, the box or the dozen.` },
            { icon: Layers, title: t`Three grades`, body: t`Choose top, mid or lower grade to match the dish, the shelf or the budget.` },
            { icon: CalendarSync, title: t`Once or recurring`, body: t`Buy today or schedule a regular delivery.` },
          ]}
        />
      </Section>
      <CallToAction
        title={<Trans>Find what is in season</Trans>}
        body={<Trans>The marketplace lists produce from farms across Canada.</Trans>}
        primary={{ to: '/marketplace', label: <Trans>Browse the marketplace</Trans> }}
        secondary={{ to: '/preorderproduce', label: <Trans>Pre-order produce</Trans> }}
      />
    </>
  );
}
