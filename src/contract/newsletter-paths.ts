// The newsletter's API paths and the app's pages its mailed links open, zod-free: the footer band is on every page.
export const NEWSLETTER_PATHS = {
  subscribe: '/newsletter/',
  confirm: '/newsletter/confirm/',
  unsubscribe: '/newsletter/unsubscribe/',
  /** RFC 8058 one-click unsubscribe, posted by mail programs (List-Unsubscribe-Post). */
  oneClick: '/newsletter/one-click/',
  subscribers: '/admin/newsletter/subscribers/',
  csv: '/admin/newsletter/subscribers.csv',
} as const;

/** The app's pages the mailed links open (`?token=`). */
export const NEWSLETTER_PAGES = { confirm: '/newsletter/confirm', unsubscribe: '/newsletter/unsubscribe' } as const;
