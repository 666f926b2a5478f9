// `npm run admin:create -- --email x --password y [--first-name A --last-name B --phone P]`:
// creates an Admin, or promotes an existing account (and sets its password). The only way to get Admin.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { emailField, passwordField, toE164 } from '../contract/accounts.ts';
import { translate } from '../contract/messages.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema/accounts.ts';
import { hashPassword } from './passwords.ts';

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Admin' },
    'last-name': { type: 'string', default: 'FreshMarket' },
    phone: { type: 'string' },
  },
});

const email = emailField.safeParse(values.email ?? '');
if (!email.success) fail(`--email: ${translate(email.error.issues[0]?.message ?? 'validation.email_invalid', 'en')}`);
const password = passwordField.safeParse(values.password ?? '');
if (!password.success) fail(`--password: ${translate(password.error.issues[0]?.message ?? 'validation.password_required', 'en')}`);
const phone = values.phone ? toE164(values.phone) : null;
if (values.phone && !phone) fail('--phone: not a valid phone number');

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await database.migrate();
  const db = database.db;
  const passwordHash = await hashPassword(password.data);
  const [existing] = await db.select().from(users).where(eq(users.email, email.data)).limit(1);
  if (existing) {
    await db.update(users).set({ role: 'Admin', passwordHash, ...(phone && { phoneNumber: phone }) }).where(eq(users.id, existing.id));
    console.log(`${email.data} is now an Admin (was ${existing.role}); password updated.`);
  } else {
    await db.insert(users).values({
      email: email.data,
      phoneNumber: phone,
      passwordHash,
      role: 'Admin',
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    console.log(`Admin ${email.data} created.`);
  }
} catch (err) {
  const text = String((err as { cause?: unknown }).cause ?? err);
  fail(text.includes('users_phone_number_key') ? 'that phone number belongs to another account' : text);
} finally {
  await database.close();
}
