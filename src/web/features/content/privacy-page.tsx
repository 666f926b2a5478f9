// /privacypolicy: what we collect and why, under Canada's PIPEDA.
import { Trans } from '@lingui/react/macro';
import { CONTACT_EMAIL_PRIVACY } from './legal-details.ts';
import { PageHeading, Prose } from './page-parts.tsx';

export function PrivacyPage() {
  return (
    <>
      <PageHeading title={<Trans>Privacy policy</Trans>} intro={<Trans>How FreshMarket collects, uses and protects your personal information.</Trans>} />
      <Prose>
        <p>
          <Trans>
            FreshMarket handles personal information in line with Canada's Personal Information Protection and Electronic
            Documents Act (PIPEDA) and applicable provincial privacy laws.
          </Trans>
        </p>
        <h2>
          <Trans>What we collect</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Account details: your name, email address, phone number and role.</Trans>
          </li>
          <li>
            <Trans>Delivery addresses, orders, wishlist and cart contents.</Trans>
          </li>
          <li>
            <Trans>For sellers and bulk buyers: business details such as business number, HST number and SFCR licence.</Trans>
          </li>
        </ul>
        <h2>
          <Trans>Why we collect it</Trans>
        </h2>
        <p>
          <Trans>
            Only to run the marketplace: to let you sign in, place and fulfil orders, answer quote requests and meet our legal
            obligations. We do not sell your personal information.
          </Trans>
        </p>
        <h2>
          <Trans>On your device</Trans>
        </h2>
        <p>
          <Trans>
            The app keeps a copy of your data in your browser so it works offline. Signing out removes your private data from
            the device.
          </Trans>
        </p>
        <h2>
          <Trans>Your rights</Trans>
        </h2>
        <p>
          <Trans>
            You may ask to see, correct or delete the personal information we hold about you, and withdraw your consent at any
            time. Write to our privacy officer at {CONTACT_EMAIL_PRIVACY}. If you are not satisfied with our answer, you may
            complain to the Office of the Privacy Commissioner of Canada.
          </Trans>
        </p>
      </Prose>
    </>
  );
}
