import { describe, expect, it } from 'vitest';
import { addressCreateBody, formatPhone, profilePatchBody, registerBody, toE164 } from './accounts.ts';
import { MESSAGES, pickLanguage, translate } from './messages.ts';
import { PROVINCES, sameRole } from './enums.ts';

describe('phone numbers', () => {
  it('stores Canadian numbers in E.164 whatever the typing', () => {
    for (const typed of ['416 555 0123', '(416) 555-0123', '+1 416-555-0123', '1-416-555-0123']) {
      expect(toE164(typed)).toBe('+14165550123');
    }
  });
  it('keeps other countries with their own code and refuses nonsense', () => {
    expect(toE164('+91 98765 43210')).toBe('+919876543210');
    expect(toE164('12')).toBeNull();
    expect(toE164('not a phone')).toBeNull();
  });
  it('displays the stored country code', () => {
    expect(formatPhone('+14165550123')).toBe('+1 416 555 0123');
    expect(formatPhone(null)).toBe('');
  });
});

describe('registration rules', () => {
  const valid = {
    first_name: ' Marie ',
    last_name: 'Tremblay',
    email: 'Marie@Example.CA',
    phone_number: '514 555 0199',
    password: 'Harvest2026!',
    confirm_password: 'Harvest2026!',
  };
  it('trims, lower-cases the email and normalises the phone', () => {
    const out = registerBody.parse(valid);
    expect(out).toMatchObject({ first_name: 'Marie', email: 'marie@example.ca', phone_number: '+15145550199' });
  });
  it('answers message codes per field', () => {
    const r = registerBody.safeParse({ ...valid, email: 'nope', confirm_password: 'other123', password: 'short' });
    expect(r.success).toBe(false);
    const byField: Record<string, string> = {};
    for (const i of r.error!.issues) byField[i.path.join('.')] ??= i.message; // forms show the first
    expect(byField.email).toBe('validation.email_invalid');
    expect(byField.password).toBe('validation.password_too_short');
  });
  it('refuses a role in the body', () => {
    expect(registerBody.safeParse({ ...valid, roles: 'Seller' }).success).toBe(false);
    expect(profilePatchBody.safeParse({ roles: 'Admin' }).success).toBe(false);
    expect(profilePatchBody.safeParse({ email: 'x@y.ca' }).success).toBe(false);
  });
});

describe('addresses', () => {
  it('normalises postal codes and checks provinces', () => {
    const ok = addressCreateBody.parse({ full_name: 'A B', line1: '1 Main St', city: 'Ottawa', province: 'ON', postal_code: 'k1a0b1' });
    expect(ok.postal_code).toBe('K1A 0B1');
    expect(addressCreateBody.safeParse({ full_name: 'A', line1: '1', city: 'X', province: 'ZZ', postal_code: 'K1A 0B1' }).success).toBe(false);
    expect(addressCreateBody.safeParse({ full_name: 'A', line1: '1', city: 'X', province: 'ON', postal_code: '12345' }).success).toBe(false);
  });
  it('knows the 13 provinces and territories in both languages', () => {
    expect(PROVINCES).toHaveLength(13);
    for (const p of PROVINCES) expect(p.name_fr.length).toBeGreaterThan(0);
  });
});

describe('message catalogue', () => {
  it('has a French text with the same placeholders for every message', () => {
    for (const [code, m] of Object.entries(MESSAGES)) {
      expect(m.fr, code).not.toBe('');
      const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
      expect(holes(m.fr), code).toEqual(holes(m.en));
    }
  });
  it('translates with parameters and picks the language from a header', () => {
    expect(translate('error.rate_limited', 'fr', { minutes: 12 })).toContain('12 minutes');
    expect(pickLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(pickLanguage(undefined)).toBe('en');
  });
  it('compares roles without case', () => {
    expect(sameRole('seller', 'Seller')).toBe(true);
    expect(sameRole(undefined, 'Seller')).toBe(false);
  });
});
