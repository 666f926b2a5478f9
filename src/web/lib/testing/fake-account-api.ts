// A fake of the accounts API at the HTTP boundary for web tests: stub `fetch` with `fakeAccountApi().fetch`.
// It validates bodies with the contract and answers the contract's shapes and status codes.
import { z } from 'zod';
import {
  addressCreateBody,
  addressPatchBody,
  changePasswordBody,
  forgetPasswordBody,
  loginBody,
  otpRequestBody,
  profilePatchBody,
  registerBody,
  toE164,
  verifyOtpBody,
  type Address,
  type User,
} from '@contract/accounts.ts';
import { PROVINCES } from '@contract/enums.ts';
import { translate } from '@contract/messages.ts';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

interface Account {
  user: User;
  password: string;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fail = (status: number, code: string, message: string, messages?: Record<string, string[]>) => json(status, { code, message, ...(messages ? { messages } : {}) });

function invalid(error: z.ZodError) {
  const messages: Record<string, string[]> = {};
  for (const issue of error.issues) (messages[String(issue.path[0] ?? '_')] ??= []).push(translate(issue.message, 'en'));
  return fail(400, 'validation_failed', translate('error.validation', 'en'), messages);
}

export function fakeAccountApi(options: { accounts?: Account[]; addresses?: Address[]; otp?: string } = {}) {
  const accounts = [...(options.accounts ?? [])];
  const addresses = [...(options.addresses ?? [])];
  const otp = options.otp ?? '123456';
  const calls: FakeCall[] = [];
  let tokenSeq = 0;
  let offline = false;
  const session = (user: User) => ({ tokens: { access: `access-${++tokenSeq}`, refresh: `refresh-${tokenSeq}` }, user });
  const me = () => accounts[0]!;

  function handle(method: string, path: string, body: unknown): Response {
    const route = `${method} ${path.replace(/\/address\/[^/]+\/$/, '/address/:id/')}`;
    switch (route) {
      case 'GET /api/config':
        return json(200, { coming_soon: false });
      case 'POST /api/account/login/': {
        const b = loginBody.safeParse(body);
        if (!b.success) return invalid(b.error);
        const id = b.data.identifier.toLowerCase();
        const phone = toE164(id);
        const hit = accounts.find((a) => (a.user.email === id || a.user.phone_number === phone) && a.password === b.data.password);
        return hit ? json(200, { ...session(hit.user), device_token: b.data.device_token ?? `device-${hit.user.id}` }) : fail(401, 'unauthorized', translate('auth.invalid_credentials', 'en'));
      }
      case 'POST /api/account/register/': {
        const b = registerBody.safeParse(body);
        if (!b.success) return invalid(b.error);
        if (accounts.some((a) => a.user.email === b.data.email)) return fail(409, 'conflict', translate('error.conflict', 'en'), { email: [translate('auth.email_taken', 'en')] });
        const { password, confirm_password: _c, ...fields } = b.data;
        const user: User = { id: crypto.randomUUID(), roles: 'Buyer', other_mobile_number: null, whatsapp_number: null, gender: null, instagram_profile: null, facebook_profile: null, created_at: new Date().toISOString(), ...fields };
        accounts.push({ user, password });
        return json(201, { message: translate('auth.registered', 'en'), ...session(user), device_token: `device-${user.id}` });
      }
      case 'POST /api/account/forget-password-request/': {
        const b = otpRequestBody.safeParse(body);
        return b.success ? json(200, { message: translate('auth.otp_sent', 'en') }) : invalid(b.error);
      }
      case 'POST /api/account/verify_otp/': {
        const b = verifyOtpBody.safeParse(body);
        if (!b.success) return invalid(b.error);
        return b.data.otp === otp ? json(200, { message: translate('auth.otp_verified', 'en'), reset_token: 'reset-token-1' }) : fail(400, 'bad_request', translate('auth.otp_wrong', 'en'));
      }
      case 'POST /api/account/forget-password/': {
        const b = forgetPasswordBody.safeParse(body);
        if (!b.success) return invalid(b.error);
        return b.data.reset_token === 'reset-token-1' ? json(200, { message: translate('auth.password_reset', 'en') }) : fail(400, 'bad_request', translate('auth.reset_invalid', 'en'));
      }
      case 'POST /api/account/change-password/': {
        const b = changePasswordBody.safeParse(body);
        if (!b.success) return invalid(b.error);
        if (b.data.old_password !== me().password) return fail(400, 'validation_failed', translate('error.validation', 'en'), { old_password: [translate('auth.wrong_password', 'en')] });
        me().password = b.data.new_password;
        return json(200, { message: translate('auth.password_changed', 'en'), tokens: session(me().user).tokens });
      }
      case 'GET /api/account/user-profile/':
        return json(200, { user: me().user });
      case 'PATCH /api/account/user-profile/': {
        const b = profilePatchBody.safeParse(body);
        if (!b.success) return invalid(b.error);
        me().user = { ...me().user, ...b.data };
        return json(200, { message: translate('profile.updated', 'en'), data: me().user });
      }
      case 'GET /api/account/provinces/':
        return json(200, { data: PROVINCES });
      case 'GET /api/account/address/':
        return json(200, { data: addresses });
      case 'GET /api/sync/changes':
        // The pull, reduced to what account screens need: the user's addresses, always from scratch.
        return json(200, {
          changes: addresses.map((a) => ({ table: 'addresses', op: 'upsert', id: a.id, version: 1, row: a })),
          cursor: 'fake-cursor',
          has_more: false,
          reset: true,
        });
      case 'POST /api/account/address/': {
        const b = addressCreateBody.safeParse(body);
        if (!b.success) return invalid(b.error);
        const now = new Date().toISOString();
        const a: Address = { label: null, phone_number: null, line2: null, delivery_instructions: null, is_default: false, ...b.data, id: b.data.id ?? crypto.randomUUID(), country: 'CA', created_at: now, updated_at: now };
        if (a.is_default) for (const x of addresses) x.is_default = false;
        addresses.push(a);
        return json(201, { message: translate('address.created', 'en'), data: a });
      }
      case 'PATCH /api/account/address/:id/':
      case 'DELETE /api/account/address/:id/': {
        const id = decodeURIComponent(path.split('/').at(-2)!);
        const i = addresses.findIndex((a) => a.id === id);
        if (i < 0) return fail(404, 'not_found', translate('address.not_found', 'en'));
        if (method === 'DELETE') {
          addresses.splice(i, 1);
          return json(200, { message: translate('address.deleted', 'en') });
        }
        const b = addressPatchBody.safeParse(body);
        if (!b.success) return invalid(b.error);
        addresses[i] = { ...addresses[i]!, ...b.data, updated_at: new Date().toISOString() };
        return json(200, { message: translate('address.updated', 'en'), data: addresses[i] });
      }
      default:
        return fail(404, 'not_found', translate('error.route_not_found', 'en'));
    }
  }

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body, headers: new Headers(init.headers) });
    if (offline) throw new TypeError('Failed to fetch');
    return handle(method, url.pathname, body);
  };

  return {
    fetch,
    calls,
    accounts,
    addresses,
    setOffline(value: boolean) {
      offline = value;
    },
    /** Calls to the accounts API, without the shell's own requests. */
    accountCalls: () => calls.filter((c) => c.path.startsWith('/api/account/')),
  };
}
