import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: ['<rootDir>/src/web'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/routeTree.gen.ts'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
