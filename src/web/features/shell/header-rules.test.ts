import { describe, expect, it } from 'vitest';
import { accountLink, profileLink } from './account-link.ts';
import { usesMarketplaceHeader } from './header-kind.ts';

describe('usesMarketplaceHeader', () => {
  it.each(['/dashboard/seller', '/userdashboard', '/marketplace', '/products/details/7', '/cart', '/seller/orders', '/branch/pending-approval', '/profile/address', '/admin/approvals', '/buyer/requests', '/statements', '/statements/7', '/seller/money'])(
    '%s wears the marketplace header',
    (path) => expect(usesMarketplaceHeader(path)).toBe(true),
  );
  it.each(['/', '/about', '/seller', '/seller/', '/buyer', '/register', '/login', '/blog/3', '/registered'])('%s wears the public header', (path) =>
    expect(usesMarketplaceHeader(path)).toBe(false),
  );
});

describe('accountLink', () => {
  it('sends each role to its place', () => {
    expect(accountLink('Seller')).toEqual({ to: '/dashboard/seller', tone: 'seller' });
    expect(accountLink('seller')).toEqual({ to: '/dashboard/seller', tone: 'seller' });
    expect(accountLink('BulkBuyer')).toEqual({ to: '/dashboard/buyer', tone: 'bulkbuyer' });
    expect(accountLink('Buyer')).toEqual({ to: '/userdashboard', tone: 'member' });
    expect(accountLink(undefined)).toEqual({ to: '/register', tone: 'guest' });
  });
  it('opens the profile dashboard for sellers and bulk buyers', () => {
    expect(profileLink('SELLER')).toBe('/profiledashboard');
    expect(profileLink('BulkBuyer')).toBe('/profiledashboard');
    expect(profileLink('Buyer')).toBe('/userdashboard');
  });
});
