// The audit plugin's rules: what an entry keeps of a request (texts cut, secrets left out), and a server refusing to
// start with an Admin-only write that names no audit action.
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { auditDetail, auditPlugin, unauditedAdminWrite } from './audit.ts';

describe('audit entries', () => {
  it('keep the fields, cut long texts and lists, leave secrets out', () => {
    const detail = auditDetail({ reason: 'x'.repeat(300), password: 'Harvest2026!', reset_token: 't', tags: Array.from({ length: 30 }, (_, i) => `t${i}`), nested: { deep: { deeper: 1 } } });
    expect(detail.reason).toBe(`${'x'.repeat(200)}…`);
    expect(detail).not.toHaveProperty('password');
    expect(detail).not.toHaveProperty('reset_token');
    expect(detail.tags).toHaveLength(20);
    expect(detail.nested).toEqual({ deep: '{…}' });
    expect(auditDetail('text')).toEqual({});
    expect(auditDetail(null)).toEqual({});
  });
});

describe('every admin write is audited', () => {
  it('names an Admin-only write without an action, and nothing else', () => {
    expect(unauditedAdminWrite({ method: 'POST', url: '/x/', config: { auth: ['Admin'] } })).toBe('POST /x/');
    expect(unauditedAdminWrite({ method: 'POST', url: '/x/', config: { auth: ['Admin'], audit: 'user.disable' } })).toBeNull();
    expect(unauditedAdminWrite({ method: 'GET', url: '/x/', config: { auth: ['Admin'] } })).toBeNull();
    expect(unauditedAdminWrite({ method: 'POST', url: '/x/', config: { auth: ['Seller', 'Admin'] } })).toBeNull();
    expect(unauditedAdminWrite({ method: 'POST', url: '/x/', config: { auth: true } })).toBeNull();
  });

  it('a server with such a route does not start', async () => {
    const app = Fastify();
    await app.register(fp(async (a) => void a.decorate('now', () => new Date()), { name: 'db' }));
    await app.register(fp(async () => undefined, { name: 'auth' }));
    await app.register(auditPlugin);
    await expect(
      app.register(async (scope) => {
        scope.post('/admin/thing/', { config: { auth: ['Admin'] } }, async () => ({}));
      }).ready(),
    ).rejects.toThrow(/POST \/admin\/thing\/: an Admin route that changes something must use adminAction/);
    await app.close();
  });
});
