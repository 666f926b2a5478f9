// /termsandconditions: the rules of using the marketplace, as the operator keeps them (editable at /admin/pages).
import { SitePageView } from './site-page.tsx';

export function TermsPage() {
  return <SitePageView slug="terms" />;
}
