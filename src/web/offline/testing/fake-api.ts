// A scripted API for outbox and pull tests: records every call, answers with the handler's Response.
import type { User } from '@contract/accounts.ts';
import type { MarketDb } from '../db.ts';

export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Handler = (call: Call, index: number) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export function fakeApi(handler: Handler) {
  const calls: Call[] = [];
  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input, 'http://test.local');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') + url.search,
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>)),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    return handler(call, calls.length - 1);
  };
  return { calls, fetch };
}

export async function signInAs(db: MarketDb, userId: string, access = `access-${userId}`, refresh = `refresh-${userId}`): Promise<void> {
  const user = { id: userId, email: `${userId}@example.com`, roles: ['Buyer'] } as unknown as User;
  await db.local_session.put({ key: 'current', user, access, refresh, savedAt: 0 });
}
