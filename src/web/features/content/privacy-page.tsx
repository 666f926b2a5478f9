// /privacypolicy: what FreshMarket keeps and why, as the operator keeps it (editable at /admin/pages).
import { SitePageView } from './site-page.tsx';

export function PrivacyPage() {
  return <SitePageView slug="privacy" />;
}
