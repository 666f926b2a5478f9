// Forgotten password: code by mail, verification with limits, reset token, and no account enumeration.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, otpCodes } from '../../db/schema/accounts.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, extra: { lang?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/account/${url}/`,
    payload,
    headers: extra.lang ? { 'accept-language': extra.lang } : {},
    ...(extra.ip && { remoteAddress: extra.ip }),
  });

/** The code in the last mail sent to this address. */
function lastCode(email: string): string {
  const mail = [...t.mails].reverse().find((m) => m.to === email);
  const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset', () => {
  it('mails a code, trades it for a reset token, sets the password and ends every session', async () => {
    const { body, tokens } = await registerAccount(t.app);
    const req = await post('forget-password-request', { identifier: body.email });
    expect(req.statusCode).toBe(200);
    expect(req.json().message).toMatch(/6-digit code/);
    const code = lastCode(body.email);

    const verify = await post('verify_otp', { identifier: body.email, otp: code });
    expect(verify.statusCode).toBe(200);
    const { reset_token } = verify.json();
    expect(reset_token.length).toBeGreaterThan(30);

    const reset = await post('forget-password', { reset_token, password: 'Orchard-2027', confirm_password: 'Orchard-2027' }, { lang: 'fr' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatch(/réinitialisé/);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/user-profile/', headers: bearer(tokens.access) })).statusCode).toBe(401);
    expect((await post('login', { identifier: body.email, password: 'Orchard-2027' })).statusCode).toBe(200);
    // The reset token is single use.
    const again = await post('forget-password', { reset_token, password: 'Orchard-2028', confirm_password: 'Orchard-2028' });
    expect(again.statusCode).toBe(400);
    expect(again.json().messages).toHaveProperty('reset_token');
  });

  it('stores the mail in mail_outbox and the code only as a hash', async () => {
    const { body } = await registerAccount(t.app);
    await post('forget-password-request', { identifier: body.email }, { lang: 'fr' });
    const code = lastCode(body.email);
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email));
    expect(rows[0]?.subject).toBe('Votre code FreshMarket');
    expect(rows[0]?.body).toContain(code);
    const codes = await t.database.db.select({ codeHash: otpCodes.codeHash }).from(otpCodes);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((r) => r.codeHash !== code && r.codeHash.length === 64)).toBe(true);
  });

  it('answers the same 200 for an unknown identifier and sends nothing', async () => {
    const before = t.mails.length;
    const res = await post('forget-password-request', { identifier: 'nobody@example.ca' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/If an account matches/);
    expect(t.mails.length).toBe(before);
  });

  it('accepts a phone number and mails the account email', async () => {
    const { body } = await registerAccount(t.app, { phone_number: '+1 902 555 0188' });
    expect((await post('forget-password-request', { identifier: '(902) 555-0188' })).statusCode).toBe(200);
    const code = lastCode(body.email);
    expect((await post('verify_otp', { identifier: '902-555-0188', otp: code })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { body } = await registerAccount(t.app);
    await post('forget-password-request', { identifier: body.email });
    const code = lastCode(body.email);
    t.clock.advance(10 * 60 * 1000 + 1);
    const res = await post('verify_otp', { identifier: body.email, otp: code }, { lang: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual({ otp: ['Ce code est incorrect ou a expiré'] });
  });

  it('refuses a code used once already, and earlier codes once a new one is sent', async () => {
    const { body } = await registerAccount(t.app);
    await post('forget-password-request', { identifier: body.email });
    const first = lastCode(body.email);
    expect((await post('verify_otp', { identifier: body.email, otp: first })).statusCode).toBe(200);
    expect((await post('verify_otp', { identifier: body.email, otp: first })).statusCode).toBe(400);

    await post('forget-password-request', { identifier: body.email });
    const second = lastCode(body.email);
    await post('forget-password-request', { identifier: body.email });
    const third = lastCode(body.email);
    if (second !== third) expect((await post('verify_otp', { identifier: body.email, otp: second })).statusCode).toBe(400);
    expect((await post('verify_otp', { identifier: body.email, otp: third })).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries, even the right code after that', async () => {
    const { body } = await registerAccount(t.app);
    await post('forget-password-request', { identifier: body.email });
    const code = lastCode(body.email);
    for (let i = 0; i < 5; i++) {
      expect((await post('verify_otp', { identifier: body.email, otp: wrongCode(code) })).statusCode).toBe(400);
    }
    const late = await post('verify_otp', { identifier: body.email, otp: code });
    expect(late.statusCode).toBe(400);
    expect(late.json().messages).toEqual({ otp: ['Too many wrong codes. Please request a new code.'] });
  });

  it('validates bodies: otp format, unknown keys, mismatched passwords, bad reset token', async () => {
    const badOtp = await post('verify_otp', { identifier: 'a@b.ca', otp: '12ab' });
    expect(badOtp.statusCode).toBe(400);
    expect(badOtp.json().messages).toEqual({ otp: ['Enter the 6-digit code'] });
    expect((await post('forget-password-request', { identifier: 'a@b.ca', admin: true })).statusCode).toBe(400);
    expect((await post('forget-password-request', {})).json().messages).toEqual({ identifier: ['Enter your email or phone number'] });
    const mismatch = await post('forget-password', { reset_token: 'x', password: 'Orchard-2027', confirm_password: 'Orchard-2028' });
    expect(mismatch.json().messages).toEqual({ confirm_password: ['Passwords do not match'] });
    const unknown = await post('forget-password', { reset_token: 'x'.repeat(43), password: 'Orchard-2027', confirm_password: 'Orchard-2027' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This reset link has expired. Please request a new code.');
  });

  it('limits code requests to 10 per identifier and per address in 15 minutes', async () => {
    const { body } = await registerAccount(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await post('forget-password-request', { identifier: body.email }, { ip: `10.5.0.${i + 1}` })).statusCode).toBe(200);
    }
    const limited = await post('forget-password-request', { identifier: body.email }, { ip: '10.5.1.1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();

    for (let i = 0; i < 10; i++) {
      expect((await post('forget-password-request', { identifier: `x${i}@example.ca` }, { ip: '10.6.0.1' })).statusCode).toBe(200);
    }
    expect((await post('forget-password-request', { identifier: 'y@example.ca' }, { ip: '10.6.0.1' })).statusCode).toBe(429);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await post('forget-password-request', { identifier: 'y@example.ca' }, { ip: '10.6.0.1' })).statusCode).toBe(200);
  });
});

describe('simultaneous guesses', () => {
  const guess = (identifier: string, otp: string) => post('verify_otp', { identifier, otp });
  const attemptsOf = async (userId: string) =>
    (await t.database.db.select({ attempts: otpCodes.attempts }).from(otpCodes).where(eq(otpCodes.userId, userId)))
      .map((r) => r.attempts)
      .reduce((a, b) => a + b, 0);
  const exhausted = 'Too many wrong codes. Please request a new code.';

  for (const position of [0, 7, 24, 49]) {
    it(`compares at most 5 of 50 simultaneous guesses, the right one number ${position + 1} among them`, async () => {
      const { body, user } = await registerAccount(t.app);
      await post('forget-password-request', { identifier: body.email });
      const code = lastCode(body.email);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => guess(body.email, i === position ? code : String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'))),
      );
      // Each comparison is counted on the code row first, so the count is the number of codes compared.
      expect(await attemptsOf(user.id)).toBeLessThanOrEqual(5);
      expect(answers.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
      // Without a success, 5 wrong codes were compared and the other 45 told to ask for a new code.
      if (!answers.some((r) => r.statusCode === 200)) expect(answers.filter((r) => r.json().messages?.otp?.[0] === exhausted)).toHaveLength(45);
    });
  }

  for (const position of [0, 25, 49]) {
    it(`refuses the right code past the limit: 4 wrong guesses, then 50 at once (the right one number ${position + 1}) get one comparison`, async () => {
      const { body, user } = await registerAccount(t.app);
      await post('forget-password-request', { identifier: body.email });
      const code = lastCode(body.email);
      for (let i = 0; i < 4; i++) expect((await guess(body.email, wrongCode(String(Number(code) + i)))).statusCode).toBe(400);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => guess(body.email, i === position ? code : String((Number(code) + 100 + i) % 1_000_000).padStart(6, '0'))),
      );
      // One comparison was left, and only one was made.
      expect(await attemptsOf(user.id)).toBe(5);
      expect(answers.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
      expect(answers.filter((r) => r.statusCode === 400).length).toBeGreaterThanOrEqual(49);
      // Whatever happened in the burst, the code is spent now: the right code is refused.
      const late = await guess(body.email, code);
      expect(late.statusCode).toBe(400);
    });
  }

  it('serves at most 10 of 25 simultaneous code requests for one identifier', async () => {
    const { body } = await registerAccount(t.app);
    const before = t.mails.filter((m) => m.to === body.email).length;
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => post('forget-password-request', { identifier: body.email }, { ip: `10.7.0.${i + 1}` })),
    );
    expect(answers.filter((r) => r.statusCode === 200).length).toBe(10);
    expect(answers.filter((r) => r.statusCode === 429).length).toBe(15);
    expect(t.mails.filter((m) => m.to === body.email).length - before).toBe(10);
  });
});
