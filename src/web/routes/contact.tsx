// /contact: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/contact')({
  component: ContactPage,
});

function ContactPage() {
  return (
    <PlannedPage
      title={<Trans>Contact us</Trans>}
      description={<Trans>A contact form to send us a subject and a message; we answer by email. Until it opens, write to hello@freshmarket.ca.</Trans>}
      audience={<Trans>Buyers, farmers and partners with a question.</Trans>}
    />
  );
}
