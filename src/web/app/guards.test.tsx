// Route guards through the real route tree: signed out or the wrong role lands on /register.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testUser } from '@/test/render-route.tsx';

describe('route guards', () => {
  it.each([
    ['a Buyer route', '/register/seller'],
    ['a Seller route', '/seller/orders'],
    ['a BulkBuyer route', '/dashboard/buyer'],
    ['a shopper route', '/cart'],
  ])('sends a signed-out visitor from %s to /register', async (_, path) => {
    const { router } = await renderRoute(path);
    expect(router.state.location.pathname).toBe('/register');
  });

  it.each([
    ['Buyer', '/seller/orders'],
    ['Seller', '/dashboard/buyer'],
    ['BulkBuyer', '/register/seller'],
    ['Buyer', '/profiledashboard/subscription'],
  ])('sends a %s away from %s', async (role, path) => {
    const { router } = await renderRoute(path, { user: testUser(role) });
    expect(router.state.location.pathname).toBe('/register');
  });

  it('compares roles ignoring case', async () => {
    const { router } = await renderRoute('/seller/orders', { user: testUser('seller') });
    expect(router.state.location.pathname).toBe('/seller/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  });

  it.each([
    ['Seller', '/dashboard/seller', 'Seller dashboard'],
    ['BulkBuyer', '/dashboard/buyer', 'Buyer dashboard'],
    ['Buyer', '/cart', 'Your cart'],
    ['BulkBuyer', '/profiledashboard/subscription', 'My account'],
  ])('lets a %s see %s', async (role, path, heading) => {
    const { router } = await renderRoute(path, { user: testUser(role) });
    expect(router.state.location.pathname).toBe(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
