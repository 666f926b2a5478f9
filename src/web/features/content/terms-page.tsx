// /termsandconditions: the short rules of using the marketplace.
import { Trans } from '@lingui/react/macro';
import { CONTACT_EMAIL_LEGAL } from './legal-details.ts';
import { PageHeading, Prose } from './page-parts.tsx';

export function TermsPage() {
  return (
    <>
      <PageHeading title={<Trans>Terms and conditions</Trans>} intro={<Trans>The rules that apply when you buy or sell on FreshMarket.</Trans>} />
      <Prose>
        <h2>
          <Trans>Your account</Trans>
        </h2>
        <p>
          <Trans>You must give accurate information and keep your password private. You are responsible for what is done with your account.</Trans>
        </p>
        <h2>
          <Trans>Buying</Trans>
        </h2>
        <p>
          <Trans>
            Prices are shown in the listed currency and include the grade and unit. An order is a contract between you and the
            seller; FreshMarket provides the marketplace.
          </Trans>
        </p>
        <h2>
          <Trans>Selling</Trans>
        </h2>
        <p>
          <Trans>
            Sellers describe their produce honestly, keep stock up to date and comply with the Safe Food for Canadians
            Regulations (SFCR) and provincial rules that apply to them.
          </Trans>
        </p>
        <h2>
          <Trans>Privacy</Trans>
        </h2>
        <p>
          <Trans>Our privacy policy explains how we handle personal information under PIPEDA.</Trans>
        </p>
        <h2>
          <Trans>Governing law</Trans>
        </h2>
        <p>
          <Trans>These terms are governed by the laws of the province of Ontario and the federal laws of Canada that apply there.</Trans>
        </p>
        <p>
          <Trans>Questions about these terms: {CONTACT_EMAIL_LEGAL}.</Trans>
        </p>
      </Prose>
    </>
  );
}
