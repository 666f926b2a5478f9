// My Profile, the dashboards and the address book through the real routes, with a fake API at fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Address } from '@contract/accounts.ts';
import { db } from '@/offline/db.ts';
import { fakeAccountApi } from '@/lib/testing/fake-account-api.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';

const ada = testUser('Buyer', { phone_number: '+14165550123' });
const home: Address = {
  id: 'a1',
  label: 'Home',
  full_name: 'Ada Farmer',
  phone_number: null,
  line1: '12 Orchard Road',
  line2: null,
  city: 'Québec',
  province: 'QC',
  postal_code: 'G1R 4P5',
  country: 'CA',
  delivery_instructions: null,
  is_default: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

let api: ReturnType<typeof fakeAccountApi>;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(async () => {
  await Promise.all([db.addresses.clear(), db.local_outbox.clear(), db.local_meta.clear()]);
  setOnline(true);
  api = fakeAccountApi({ accounts: [{ user: ada, password: 'secret-123' }], addresses: [home] });
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('My Profile', () => {
  it('shows the saved profile with the phone country code and "Not provided" for empty fields', async () => {
    await renderRoute('/userdashboard', { user: ada });
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('+1 416 555 0123')).toBeInTheDocument();
    expect(screen.getAllByText('Not provided')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Address management' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(api.accountCalls().some((c) => c.path === '/api/account/user-profile/')).toBe(true));
  });

  it('saves only the changed fields and shows the server message', async () => {
    const { user } = await renderRoute('/userdashboard', { user: ada });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Adèle');
    await user.type(screen.getByLabelText('WhatsApp number'), '613 555 0199');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const patch = api.accountCalls().find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ first_name: 'Adèle', whatsapp_number: '+16135550199', gender: 'Female' });
    expect(screen.getByText('+1 613 555 0199')).toBeInTheDocument();
    expect((await db.local_session.get('current'))?.user.first_name).toBe('Adèle');
  });

  it('shows invalid values on their fields and sends nothing', async () => {
    const { user } = await renderRoute('/profiledashboard', { user: testUser('Seller') });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.type(screen.getByLabelText('Instagram profile'), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Instagram profile')).toHaveAccessibleDescription('Enter a valid web address');
    expect(screen.getByLabelText('Instagram profile')).toHaveFocus();
    expect(api.accountCalls().some((c) => c.method === 'PATCH')).toBe(false);
    expect(screen.getByRole('link', { name: 'Standing orders' })).toBeInTheDocument();
  });

  it('shows the saved profile offline without calling the server, and disables Save', async () => {
    setOnline(false);
    const { user } = await renderRoute('/userdashboard', { user: ada });
    expect(await screen.findByText('+1 416 555 0123')).toBeInTheDocument();
    expect(screen.getByText('You are offline. This is your profile as last saved on this device.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getAllByText('You are offline: changes can be saved when the connection returns.').length).toBeGreaterThan(0);
    expect(api.accountCalls()).toHaveLength(0);
  });
});

describe('Addresses', () => {
  it('lists, adds, edits and deletes addresses', async () => {
    const { user } = await renderRoute('/profile/address', { user: ada });
    const card = await screen.findByRole('article', { name: 'Home' });
    expect(within(card).getByText('Québec, Quebec G1R 4P5')).toBeInTheDocument();
    expect(within(card).getByText('Default')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await user.type(screen.getByLabelText('Label (optional)'), 'Farm stand');
    await user.type(screen.getByLabelText('Full name'), 'Ada Farmer');
    await user.type(screen.getByLabelText('Street address'), '4 Maple Lane');
    await user.type(screen.getByLabelText('City'), 'Guelph');
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'ON');
    await user.type(screen.getByLabelText('Postal code'), 'n1h2b3');
    await user.click(within(screen.getByRole('form', { name: 'Add an address' })).getByRole('button', { name: 'Add address' }));
    const stand = await screen.findByRole('article', { name: 'Farm stand' });
    expect(within(stand).getByText('Guelph, Ontario N1H 2B3')).toBeInTheDocument();
    expect(await db.addresses.count()).toBe(2);

    await user.click(within(stand).getByRole('button', { name: 'Edit address Farm stand' }));
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Elora');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await within(await screen.findByRole('article', { name: 'Farm stand' })).findByText('Elora, Ontario N1H 2B3')).toBeInTheDocument();

    await user.click(within(screen.getByRole('article', { name: 'Home' })).getByRole('button', { name: 'Delete address Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Home' })).not.toBeInTheDocument());
    // The outbox sends each change once, in order: the server ends with the edited farm stand only.
    await waitFor(() => expect(api.addresses.map((a) => [a.label, a.city])).toEqual([['Farm stand', 'Elora']]));
    expect(api.accountCalls().filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual(['POST', 'PATCH', 'DELETE']);
  });

  it('adds an address offline, shows it at once, and sends it once when the signal returns', async () => {
    await db.addresses.put(home);
    setOnline(false);
    api.setOffline(true);
    const { user } = await renderRoute('/profile/address', { user: ada });
    expect(await screen.findByText(/You are offline. These are the addresses saved on this device/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await user.type(screen.getByLabelText('Full name'), 'Ada Farmer');
    await user.type(screen.getByLabelText('Street address'), '9 Cellar Way');
    await user.type(screen.getByLabelText('City'), 'Montréal');
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'QC');
    await user.type(screen.getByLabelText('Postal code'), 'H2X 1Y4');
    await user.click(within(screen.getByRole('form', { name: 'Add an address' })).getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Montréal, Quebec H2X 1Y4')).toBeInTheDocument();
    expect((await db.local_outbox.toArray()).map((e) => e.kind)).toEqual(['address.create']);
    expect(api.addresses).toHaveLength(1);

    setOnline(true);
    api.setOffline(false);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(api.addresses.map((a) => a.city)).toEqual(['Québec', 'Montréal']));
    await waitFor(async () => expect(await db.local_outbox.count()).toBe(0));
    expect(api.accountCalls().filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('validates with the contract before sending', async () => {
    const { user } = await renderRoute('/userdashboard/addressmanagement', { user: ada });
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    await user.type(screen.getByLabelText('Postal code'), '12345');
    await user.click(within(screen.getByRole('form', { name: 'Add an address' })).getByRole('button', { name: 'Add address' }));
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription('Enter a Canadian postal code, for example K1A 0B1');
    expect(api.accountCalls().some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows an empty state', async () => {
    api.addresses.length = 0;
    await renderRoute('/userdashboard/addressmanagement', { user: ada });
    expect(await screen.findByText('No saved addresses yet')).toBeInTheDocument();
  });
});
