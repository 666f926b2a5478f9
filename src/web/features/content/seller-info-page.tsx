// /seller: what the marketplace offers farmers and sellers, and how to start.
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList, HandCoins, MessageSquareQuote, Store, Warehouse } from 'lucide-react';
import { CallToAction, FeatureGrid, PageHeading, Section } from './page-parts.tsx';
import { MarketFigures, useMarketFigures } from './market-figures.tsx';

export function SellerInfoPage() {
  const { t } = useLingui();
  const figures = useMarketFigures();
  return (
    <>
      <PageHeading
        eyebrow={<Trans>For farmers and sellers</Trans>}
        title={<Trans>Sell your harvest directly to Canadian buyers</Trans>}
        intro={<Trans>List your produce, manage branches and stock, and answer orders and quote requests from one place.</Trans>}
      />
      <MarketFigures figures={figures} />
      <Section title={<Trans>What you get</Trans>}>
        <FeatureGrid
          features={[
            { icon: Store, title: t`Your own listings`, body: t`Publish products with photos, grades, prices and stock.` },
            { icon: Warehouse, title: t`Branches and inventory`, body: t`Keep stock per branch; record harvests and market sales even offline.` },
            { icon: ClipboardList, title: t`Orders in one list`, body: t`See new orders, prepare them and mark them shipped.` },
            {
              icon: MessageSquareQuote,
              title: t`Quote requests`,
              body: t`Bulk buyers ask for volumes and dates; you answer with a quote and negotiate terms.`,
            },
            {
              icon: HandCoins,
              title: t`Better earnings`,
              body: t`No middlemen take a cut of your price.`,
              claim: t`sellers earn up to 40% more.`,
            },
          ]}
        />
      </Section>
      <Section title={<Trans>How to start selling</Trans>} tone="muted">
        <ol className="list-decimal space-y-2 pl-6 text-gray-800">
          <li>
            <Trans>Create a free buyer account.</Trans>
          </li>
          <li>
            <Trans>From your account, register as a seller with your farm's details.</Trans>
          </li>
          <li>
            <Trans>Add a branch, list your first products and start receiving orders.</Trans>
          </li>
        </ol>
      </Section>
      <CallToAction
        title={<Trans>Ready to sell?</Trans>}
        body={<Trans>Registering takes a few minutes.</Trans>}
        primary={{ to: '/register', label: <Trans>Create an account</Trans> }}
        secondary={{ to: '/marketplace', label: <Trans>See the marketplace</Trans> }}
      />
    </>
  );
}
