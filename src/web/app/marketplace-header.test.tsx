// The marketplace header: search lands on /marketplace?q=, buyers see counted icons, sellers their links.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testUser } from '@/test/render-route.tsx';

describe('marketplace header', () => {
  it('navigates a search to /marketplace?q=...', async () => {
    const { user, router } = await renderRoute('/cart', { user: testUser('Buyer') });
    const search = screen.getByRole('search', { name: 'Product search' });
    await user.type(within(search).getByLabelText('Search products'), 'heirloom tomatoes');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Search: heirloom tomatoes')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/marketplace');
    expect(router.state.location.search).toEqual({ q: 'heirloom tomatoes' });
  });

  it('shows buyers their cart, wishlist and notifications with the count in the label and no badge at 0', async () => {
    await renderRoute('/marketplace', { user: testUser('BulkBuyer') });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    expect(within(banner).getByRole('link', { name: 'Wishlist, 0 items' })).toHaveAttribute('href', '/wishlist');
    expect(within(banner).getByRole('link', { name: 'Notifications, 0 unread' })).toHaveAttribute('href', '/notifications');
    expect(within(banner).queryByText('0')).toBeNull();
    expect(within(banner).getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/marketplace');
  });

  it('shows sellers Listing, Orders and Requests and no buyer icons', async () => {
    await renderRoute('/seller/orders', { user: testUser('Seller') });
    // The app's header comes first; jsdom also counts a page's own <header> inside <main> as a banner.
    const banner = screen.getAllByRole('banner')[0]!;
    expect(within(banner).getByRole('link', { name: 'Listing' })).toHaveAttribute('href', '/dashboard/seller');
    expect(within(banner).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/seller/orders');
    expect(within(banner).getByRole('link', { name: 'Requests' })).toHaveAttribute('href', '/seller/requests');
    expect(within(banner).queryByRole('link', { name: /Cart/ })).toBeNull();
  });

  it('opens the profile menu to the right profile page', async () => {
    const { user } = await renderRoute('/dashboard/seller', { user: testUser('Seller') });
    const button = screen.getByRole('button', { name: 'Account menu for Ada' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profiledashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Admin console' })).toBeNull();
  });

  it('leads the admin to the console from the profile menu', async () => {
    const { user } = await renderRoute('/marketplace', { user: testUser('Admin') });
    await user.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    expect(screen.getByRole('link', { name: 'Admin console' })).toHaveAttribute('href', '/admin');
  });

  it('offers Login / Register to a visitor', async () => {
    await renderRoute('/marketplace');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '/register');
  });
});
