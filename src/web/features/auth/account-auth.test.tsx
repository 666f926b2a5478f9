// Sign-in, registration, password reset and change, through the real routes with a fake API at fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@contract/accounts.ts';
import { authStore, clearSession } from '@/lib/auth.ts';
import { db } from '@/offline/db.ts';
import { toastStore } from '@/components/ui/toast-store.ts';
import { fakeAccountApi } from '@/lib/testing/fake-account-api.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';

let api: ReturnType<typeof fakeAccountApi>;
let unsubscribe: () => void = () => {};

/** As main.tsx does: the router's guards see the session as soon as it changes. */
async function open(path: string, user?: User) {
  const rendered = await renderRoute(path, { user });
  unsubscribe = authStore.subscribe(() => {
    rendered.router.update({ ...rendered.router.options, context: { auth: authStore.get() } });
  });
  return rendered;
}

const buyer = testUser('Buyer', { email: 'ada@example.ca', phone_number: '+14165550100' });
const seller = testUser('Seller', { id: '2', email: 'sam@example.ca', phone_number: '+14165550111' });
const bulk = testUser('BulkBuyer', { id: '3', email: 'bo@example.ca', phone_number: '+14165550122' });

beforeEach(() => {
  api = fakeAccountApi({
    accounts: [
      { user: buyer, password: 'secret-123' },
      { user: seller, password: 'secret-123' },
      { user: bulk, password: 'secret-123' },
    ],
  });
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
});

describe('/login', () => {
  it('signs in by email, keeps the session in Dexie and opens the buyer dashboard', async () => {
    const { user, router } = await open('/login');
    await user.type(screen.getByLabelText('Email or phone number'), 'ADA@example.ca');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userdashboard'));
    const saved = await db.local_session.get('current');
    expect(saved?.user.email).toBe('ada@example.ca');
    expect(saved?.access).toMatch(/^access-/);
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  });

  it('keeps the device token the sign-in answers and sends it with the next sign-in', async () => {
    window.localStorage.removeItem('fm.device_token');
    const signIn = async () => {
      const { user, router } = await open('/login');
      await user.type(screen.getByLabelText('Email or phone number'), 'ada@example.ca');
      await user.type(screen.getByLabelText('Password'), 'secret-123');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/userdashboard'));
      unsubscribe();
      await clearSession();
      cleanup();
    };
    await signIn();
    expect(window.localStorage.getItem('fm.device_token')).toBe(`device-${buyer.id}`);
    await signIn();
    const logins = api.calls.filter((c) => c.path === '/api/account/login/');
    expect((logins[0]!.body as { device_token?: string }).device_token).toBeUndefined();
    expect((logins[1]!.body as { device_token?: string }).device_token).toBe(`device-${buyer.id}`);
  });

  it.each([
    ['416-555-0111', '/dashboard/seller'],
    ['+1 416 555 0122', '/dashboard/buyer'],
  ])('signs in by phone %s and goes to %s by role', async (phone, home) => {
    const { user, router } = await open('/login');
    await user.type(screen.getByLabelText('Email or phone number'), phone);
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(authStore.get().user?.phone_number).toBeTruthy();
  });

  it('returns to a same-site redirect and ignores another site', async () => {
    const first = await open('/login?redirect=%2Fprofile%2Faddress');
    await first.user.type(screen.getByLabelText('Email or phone number'), 'ada@example.ca');
    await first.user.type(screen.getByLabelText('Password'), 'secret-123');
    await first.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/profile/address'));
    first.unmount();
    unsubscribe();

    const second = await open('/login?redirect=%2F%2Fevil.example');
    await second.user.type(screen.getByLabelText('Email or phone number'), 'ada@example.ca');
    await second.user.type(screen.getByLabelText('Password'), 'secret-123');
    await second.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/userdashboard'));
  });

  it('shows the server error in an alert and validation errors on the fields', async () => {
    const { user } = await open('/login');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const identifier = screen.getByLabelText('Email or phone number');
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveAccessibleDescription('Enter your email or phone number');
    expect(identifier).toHaveFocus();

    await user.type(identifier, 'ada@example.ca');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email, phone or password');
    expect(authStore.get().user).toBeNull();
  });

  it('says the user is offline instead of a vague failure', async () => {
    api.setOffline(true);
    const { user } = await open('/login');
    await user.type(screen.getByLabelText('Email or phone number'), 'ada@example.ca');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline. Connect to sign in.');
  });

  it('toggles the password visibility with a pressed button', async () => {
    const { user } = await open('/login');
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('/register', () => {
  async function fill(user: Awaited<ReturnType<typeof open>>['user'], email: string) {
    await user.type(screen.getByLabelText('First name'), 'Lea');
    await user.type(screen.getByLabelText('Last name'), 'Tremblay');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Phone number'), '514 555 0199');
    await user.type(screen.getByLabelText('Password'), 'harvest-2026');
    await user.type(screen.getByLabelText('Confirm password'), 'harvest-2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('puts the server field messages on the fields', async () => {
    const { user } = await open('/register');
    await fill(user, 'ada@example.ca');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('An account with this email already exists');
    expect(email).toHaveFocus();
  });

  it('checks the passwords match before sending', async () => {
    const { user } = await open('/register');
    await user.type(screen.getByLabelText('Password'), 'harvest-2026');
    await user.type(screen.getByLabelText('Confirm password'), 'harvest-2027');
    await user.tab();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(api.accountCalls()).toHaveLength(0);
  });

  it('creates the account, signs in and opens the dashboard', async () => {
    const { user, router } = await open('/register');
    await fill(user, 'lea@example.ca');
    await waitFor(() => expect(router.state.location.pathname).toBe('/userdashboard'));
    expect(toastStore.get().some((t) => t.title === 'Registration successful')).toBe(true);
    expect(api.accountCalls().find((c) => c.path === '/api/account/register/')?.body).toMatchObject({ phone_number: '+15145550199', email: 'lea@example.ca' });
    expect((await db.local_session.get('current'))?.user.first_name).toBe('Lea');
    // This device is known to the new account from now on.
    expect(window.localStorage.getItem('fm.device_token')).toMatch(/^device-/);
  });
});

describe('/forgot-password', () => {
  it('requests a code, verifies it and sets a new password', async () => {
    const { user, router } = await open('/forgot-password');
    await user.type(screen.getByLabelText('Email or phone number'), 'ada@example.ca');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ step: 'verify' }));
    expect(await screen.findByText(/If an account matches/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();

    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is incorrect or has expired');
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ step: 'reset' }));
    await user.type(screen.getByLabelText('New password'), 'new-harvest-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-harvest-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been reset. You can now sign in.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.accountCalls().find((c) => c.path === '/api/account/forget-password/')?.body).toMatchObject({ reset_token: 'reset-token-1' });
  });

  it('starts from the first step when a later step is opened without its state', async () => {
    await open('/forgot-password?step=reset');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });
});

describe('change password', () => {
  it('sends the refresh token, stores the new tokens and shows the server message', async () => {
    const { user } = await open('/userdashboard/change-password', buyer);
    await user.type(screen.getByLabelText('Current password'), 'secret-123');
    await user.type(screen.getByLabelText('New password'), 'fresh-kale-9');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh-kale-9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Other devices have been signed out.')).toBeInTheDocument();
    const sent = api.accountCalls().find((c) => c.path === '/api/account/change-password/');
    expect(sent?.body).toEqual({ old_password: 'secret-123', new_password: 'fresh-kale-9', confirm_password: 'fresh-kale-9', refreshToken: 'test-refresh' });
    expect((await db.local_session.get('current'))?.refresh).toMatch(/^refresh-/);
  });

  it('shows a wrong current password on its field', async () => {
    const { user } = await open('/change-password', buyer);
    await user.type(screen.getByLabelText('Current password'), 'not-it-123');
    await user.type(screen.getByLabelText('New password'), 'fresh-kale-9');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh-kale-9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is incorrect'));
  });
});
