// The public header on a real page: account button by role, dropdowns, mobile menu dismissal.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testUser } from '@/test/render-route.tsx';

const header = () => screen.getByRole('banner');

describe('public header', () => {
  it.each([
    ['Seller', '/dashboard/seller', 'seller', 'bg-yellow-400'],
    ['BulkBuyer', '/dashboard/buyer', 'bulkbuyer', 'bg-blue-700'],
    ['Buyer', '/userdashboard', 'member', 'bg-green-700'],
  ])('gives a %s an account button to %s', async (role, href, tone, colour) => {
    await renderRoute('/about', { user: testUser(role) });
    const nav = within(header());
    const links = nav.getAllByRole('link').filter((a) => a.getAttribute('data-tone') === tone);
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toHaveAttribute('href', href);
    expect(links[0]).toHaveClass(colour);
  });

  it('offers Login / Register to a visitor', async () => {
    await renderRoute('/about');
    const link = within(header()).getAllByRole('link', { name: 'Login / Register' })[0];
    expect(link).toHaveAttribute('href', '/register');
  });

  it('hides the Marketplace dropdown from a Seller', async () => {
    await renderRoute('/about', { user: testUser('Seller') });
    expect(within(header()).queryByRole('button', { name: 'Marketplace' })).toBeNull();
    expect(within(header()).getByRole('button', { name: 'Our solutions' })).toBeInTheDocument();
  });

  it('opens a dropdown with the keyboard-operable button and closes it on Escape', async () => {
    const { user } = await renderRoute('/about');
    const button = within(header()).getByRole('button', { name: 'Marketplace' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'menu-marketplace');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'View full marketplace' })).toHaveAttribute('href', '/marketplace');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the mobile menu on an outside click and on Escape', async () => {
    const { user } = await renderRoute('/about');
    const toggle = within(header()).getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('mobile-menu')).toBeVisible();
    fireEvent.mouseDown(screen.getByRole('main'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes menus when the route changes', async () => {
    const { user } = await renderRoute('/about');
    await user.click(within(header()).getByRole('button', { name: 'Our solutions' }));
    await user.click(within(document.getElementById('menu-solutions')!).getByRole('link', { name: 'Flexible buying' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flexible buying' })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Our solutions' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0)); // in the frame after the page mounts
    await waitFor(() => expect(document.title).toBe('Flexible buying · FreshMarket'));
  });
});
