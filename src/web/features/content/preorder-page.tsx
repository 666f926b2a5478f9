// /preorderproduce: reserving a share of a coming harvest.
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Leaf, Recycle } from 'lucide-react';
import { CallToAction, FeatureGrid, PageHeading, Section } from './page-parts.tsx';

export function PreorderPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading
        eyebrow={<Trans>Our solutions</Trans>}
        title={<Trans>Pre-order produce</Trans>}
        intro={<Trans>Reserve produce before it is harvested. Farmers grow for real demand, and you are sure of your supply.</Trans>}
      />
      <Section title={<Trans>Why pre-order</Trans>}>
        <FeatureGrid
          features={[
            { icon: CalendarClock, title: t`Supply you can plan on`, body: t`Lock in quantities and dates for the season ahead.` },
            { icon: Leaf, title: t`Picked for you`, body: t`Produce is harvested for your order, not left waiting in a warehouse.` },
            {
              icon: Recycle,
              title: t`Less waste`,
              body: t`Farmers plant and pick what has been ordered.`,
              claim: t`pre-orders reduce food waste by about 25%.`,
            },
          ]}
        />
      </Section>
      <CallToAction
        title={<Trans>Plan your next season</Trans>}
        body={<Trans>Bulk buyers can request produce for future dates today.</Trans>}
        primary={{ to: '/marketplace', label: <Trans>Browse the marketplace</Trans> }}
        secondary={{ to: '/buyer', label: <Trans>For buyers</Trans> }}
      />
    </>
  );
}
