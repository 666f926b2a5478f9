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

  it('tells a signed-in user of another role who the page is for, with the right ways in, not a registration form', async () => {
    const { router, user } = await renderRoute('/seller/orders', { user: testUser('Buyer', { first_name: 'Bea', email: 'bea@example.ca' }) });
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.search).toMatchObject({ for: 'Seller', from: '/seller/orders' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is for farms (sellers)' })).toBeInTheDocument();
    expect(screen.getByText('You are signed in as Bea (bea@example.ca), with a buyer account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register my farm' })).toHaveAttribute('href', '/register/seller');
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/userdashboard');
    expect(screen.queryByRole('button', { name: /Create|Register$/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to my dashboard' }));
    expect(router.state.location.pathname).toBe('/userdashboard');
  });

  it('a seller sent from a buyer page is not offered to register a farm', async () => {
    await renderRoute('/dashboard/buyer', { user: testUser('Seller') });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is for bulk buyers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register my farm' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard/seller');
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
