import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Screens only reachable signed in (under the `_auth` layout): their messages live in a second catalogue, loaded
 * by that layout before it renders (app/i18n.ts `loadWorkspaceMessages`), so the first page load of the public
 * site carries only the messages it can show. Features may not import each other, and none of these is imported
 * by the shell, the catalogue or the other public screens; domain files listed here are used only by these features.
 */
export const WORKSPACE_SOURCES = [
  'src/web/routes/_auth',
  'src/web/features/admin',
  // The blog's words: /blog and /blog/$id load this catalogue before they render (the home page does not need them).
  'src/web/features/blog',
  // The gallery's words: /gallery loads this catalogue before it renders, like the blog.
  'src/web/features/gallery',
  'src/web/features/bulk-buyer',
  'src/web/features/bulk-negotiation',
  'src/web/features/bulk-requests',
  'src/web/features/buyer-dashboard',
  'src/web/features/checkout',
  'src/web/features/inventory',
  'src/web/features/notifications',
  'src/web/features/orders',
  'src/web/features/profile',
  'src/web/features/seller-dashboard',
  'src/web/features/seller-onboarding',
  'src/web/features/seller-orders',
  'src/web/features/seller-products',
  'src/web/features/seller-requests',
  'src/web/features/standing-orders',
  'src/web/features/harvests',
  'src/web/features/seller-harvests',
  'src/web/domain/harvests',
  'src/web/features/seller-money',
  'src/web/features/statements',
  'src/web/domain/money',
  'src/web/domain/orders/fulfilment-fields.tsx',
  'src/web/domain/farm/my-farm.ts',
  'src/web/domain/quotes/quote-labels.tsx',
  'src/web/domain/quotes/quote-terms.tsx',
  'src/web/domain/standing-orders/standing-order-text.ts',
  'src/web/domain/standing-orders/standing-order-badge.tsx',
  'src/web/components/sync/confirm-cancel.tsx',
  'src/web/domain/quotes/agreement-card.tsx',
  'src/web/domain/quotes/quote-version-history.tsx',
  'src/web/features/auth/components/change-password-form.tsx',
  // /register's words for someone signed in (the route loads this catalogue first when there is a session).
  'src/web/features/auth/components/signed-in-already.tsx',
];

const notSources = ['**/node_modules/**', '**/*.test.*', '**/routeTree.gen.ts'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: ['<rootDir>/src/web'],
      exclude: [...notSources, ...WORKSPACE_SOURCES.map((p) => (/\.[a-z]+$/.test(p) ? `<rootDir>/${p}` : `<rootDir>/${p}/**`))],
    },
    {
      path: '<rootDir>/src/web/locales/{locale}/workspace',
      include: WORKSPACE_SOURCES.map((p) => `<rootDir>/${p}`),
      exclude: notSources,
    },
  ],
  // No line numbers: editing a file does not rewrite both catalogues.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
