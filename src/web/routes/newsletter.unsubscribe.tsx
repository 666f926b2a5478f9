// /newsletter/unsubscribe?token=...: the page the newsletter's mailed unsubscribe link opens (features/newsletter).
import { createFileRoute } from '@tanstack/react-router';
import { NewsletterLinkPage } from '@/features/newsletter/components/newsletter-link-page.tsx';
import { optionalText } from '@/lib/search-params.ts';

export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: (raw: Record<string, unknown>): { token?: string | undefined } => ({ token: optionalText(raw.token, 100) }),
  component: function NewsletterPage() {
    const { token } = Route.useSearch();
    return <NewsletterLinkPage kind="unsubscribe" token={token} />;
  },
});
