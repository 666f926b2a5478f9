// Which header a page wears (spec §2 'General behaviour'): the marketplace header on the working screens.
const MARKETPLACE_PREFIXES = [
  '/dashboard',
  '/userdashboard',
  '/profiledashboard',
  '/marketplace',
  '/products/details',
  '/cart',
  '/wishlist',
  '/checkout',
  '/notifications',
  '/orders',
  '/statements',
  '/request-produce',
  '/request/',
  '/buyer/request',
  '/seller/', // the seller's working pages; the public /seller information page keeps the public header
  '/branches',
  '/branch-details',
  '/update-branch',
  '/register-branch',
  '/branch/',
  '/profile/',
  '/admin',
];

export function usesMarketplaceHeader(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/seller') return false;
  return MARKETPLACE_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}
