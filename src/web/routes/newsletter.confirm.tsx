// /newsletter/confirm?token=...: the page the newsletter's mailed confirm link opens (features/newsletter).
import { createFileRoute } from '@tanstack/react-router';
import { NewsletterLinkPage } from '@/features/newsletter/components/newsletter-link-page.tsx';
import { optionalText } from '@/lib/search-params.ts';

export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: (raw: Record<string, unknown>): { token?: string | undefined } => ({ token: optionalText(raw.token, 100) }),
  component: function NewsletterPage() {
    const { token } = Route.useSearch();
    return <NewsletterLinkPage kind="confirm" token={token} />;
  },
});
