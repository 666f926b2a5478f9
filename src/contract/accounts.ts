// Account, session, profile and address contract (spec §3 user fields, §7 account calls).
import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { GENDERS, PROVINCE_CODES, ROLES } from './enums.ts';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { storableString } from './text.ts';

/** Normalise a phone number to E.164; numbers without a country code are read as Canadian (+1). */
export function toE164(raw: string): string | null {
  const p = parsePhoneNumberFromString(raw.trim(), 'CA');
  return p && p.isValid() ? p.number : null;
}

/** Display an E.164 number with its own country code, e.g. '+1 416 555 0123'. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const p = parsePhoneNumberFromString(e164);
  return p ? p.formatInternational() : e164;
}

const trimmed = (code: string, max = 100) =>
  storableString({ error: code }).trim().min(1, { error: code }).max(max, { error: 'validation.too_long' });

export const emailField = storableString({ error: 'validation.email_required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.email_required' })
  .max(254, { error: 'validation.too_long' })
  .pipe(z.email({ error: 'validation.email_invalid' }));

export const phoneField = storableString({ error: 'validation.phone_required' })
  .trim()
  .min(1, { error: 'validation.phone_required' })
  .transform((v, ctx) => {
    const e164 = toE164(v);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'validation.phone_invalid' });
      return z.NEVER;
    }
    return e164;
  });

const optionalPhone = storableString()
  .trim()
  .transform((v, ctx) => {
    if (v === '') return null;
    const e164 = toE164(v);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'validation.phone_invalid' });
      return z.NEVER;
    }
    return e164;
  })
  .nullable();

export const passwordField = storableString({ error: 'validation.password_required' })
  .min(1, { error: 'validation.password_required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.password_too_short' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.password_too_long' })
  .refine((v) => /[A-Za-z]/.test(v) && /[^A-Za-z]/.test(v), { error: 'validation.password_weak' });

const optionalUrl = storableString()
  .trim()
  .max(300, { error: 'validation.too_long' })
  .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), { error: 'validation.url_invalid' })
  .transform((v) => (v === '' ? null : v))
  .nullable();

// ---- user ----
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  roles: z.enum(ROLES),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  other_mobile_number: z.string().nullable(),
  whatsapp_number: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  instagram_profile: z.string().nullable(),
  facebook_profile: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const tokensSchema = z.object({ access: z.string(), refresh: z.string() });
export type Tokens = z.infer<typeof tokensSchema>;

export const sessionResponse = z.object({
  message: z.string().optional(),
  tokens: tokensSchema,
  user: userSchema,
  /** Registration and sign-in: this device's 'known device' token for the account; send it back when signing in. */
  device_token: z.string().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const messageResponse = z.object({ message: z.string() });

// ---- register / login / refresh / logout ----
export const registerBody = z
  .object({
    first_name: trimmed('validation.first_name_required'),
    last_name: trimmed('validation.last_name_required'),
    email: emailField,
    phone_number: phoneField,
    password: passwordField,
    confirm_password: storableString({ error: 'validation.password_required' }).min(1, { error: 'validation.password_required' }),
  })
  .strict()
  .refine((b) => b.password === b.confirm_password, { path: ['confirm_password'], error: 'validation.passwords_mismatch' });
export type RegisterBody = z.input<typeof registerBody>;

/** `identifier` is an email or a phone number. */
export const loginBody = z
  .object({
    identifier: storableString({ error: 'validation.identifier_required' }).trim().min(1, { error: 'validation.identifier_required' }).max(254),
    password: storableString({ error: 'validation.password_required' }).min(1, { error: 'validation.password_required' }).max(PASSWORD_MAX_LENGTH),
    /** The token a previous sign-in on this device answered (also accepted as the X-Device-Token header). */
    device_token: storableString().max(200).optional(),
  })
  .strict();
export type LoginBody = z.input<typeof loginBody>;

export const refreshBody = z.object({ refreshToken: storableString().min(1).max(200) }).strict();
export const refreshResponse = tokensSchema;

export const logoutBody = z.object({ refreshToken: storableString().min(1).max(200).optional() }).strict();

// ---- forgot password ----
export const otpRequestBody = z
  .object({ identifier: storableString({ error: 'validation.identifier_required' }).trim().min(1, { error: 'validation.identifier_required' }).max(254) })
  .strict();
export const verifyOtpBody = z
  .object({
    identifier: storableString({ error: 'validation.identifier_required' }).trim().min(1, { error: 'validation.identifier_required' }).max(254),
    otp: storableString({ error: 'validation.otp_invalid' }).trim().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: 'validation.otp_invalid' }),
  })
  .strict();
export const verifyOtpResponse = z.object({ message: z.string(), reset_token: z.string() });
export const forgetPasswordBody = z
  .object({
    reset_token: storableString().min(1).max(200),
    password: passwordField,
    confirm_password: storableString({ error: 'validation.password_required' }).min(1, { error: 'validation.password_required' }),
  })
  .strict()
  .refine((b) => b.password === b.confirm_password, { path: ['confirm_password'], error: 'validation.passwords_mismatch' });

// ---- change password ----
export const changePasswordBody = z
  .object({
    old_password: storableString({ error: 'validation.password_required' }).min(1, { error: 'validation.password_required' }).max(PASSWORD_MAX_LENGTH),
    new_password: passwordField,
    confirm_password: storableString({ error: 'validation.password_required' }).min(1, { error: 'validation.password_required' }),
    refreshToken: storableString().max(200).optional(),
  })
  .strict()
  .refine((b) => b.new_password === b.confirm_password, { path: ['confirm_password'], error: 'validation.passwords_mismatch' })
  .refine((b) => b.new_password !== b.old_password, { path: ['new_password'], error: 'validation.password_same' });
/** Answer: a fresh session for this device; every other session is revoked. */
export const changePasswordResponse = z.object({ message: z.string(), tokens: tokensSchema });

// ---- profile ----
export const profileResponse = z.object({ user: userSchema });
/** Only these fields can be changed; email, phone_number and roles are read-only (strict: other keys are refused). */
export const profilePatchBody = z
  .object({
    first_name: trimmed('validation.first_name_required'),
    last_name: trimmed('validation.last_name_required'),
    other_mobile_number: optionalPhone,
    whatsapp_number: optionalPhone,
    gender: z.enum(GENDERS, { error: 'validation.gender_invalid' }).nullable(),
    instagram_profile: optionalUrl,
    facebook_profile: optionalUrl,
  })
  .partial()
  .strict();
export type ProfilePatch = z.input<typeof profilePatchBody>;
export const profilePatchResponse = z.object({ message: z.string(), data: userSchema });

// ---- provinces ----
export const provinceSchema = z.object({ code: z.string(), name_en: z.string(), name_fr: z.string() });
export const provincesResponse = z.object({ data: z.array(provinceSchema) });
export type Province = z.infer<typeof provinceSchema>;

// ---- addresses ----
const postalCode = storableString({ error: 'validation.postal_code_invalid' })
  .trim()
  .toUpperCase()
  .regex(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/, { error: 'validation.postal_code_invalid' })
  .transform((v) => `${v.replace(' ', '').slice(0, 3)} ${v.replace(' ', '').slice(3)}`);

export const addressSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  full_name: z.string(),
  phone_number: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
  country: z.literal('CA'),
  delivery_instructions: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

const optionalText = (max: number) =>
  storableString()
    .trim()
    .max(max, { error: 'validation.too_long' })
    .transform((v) => (v === '' ? null : v))
    .nullable();

const addressFields = {
  label: optionalText(40),
  full_name: trimmed('validation.full_name_required'),
  phone_number: optionalPhone,
  line1: trimmed('validation.address_line_required', 200),
  line2: optionalText(200),
  city: trimmed('validation.city_required'),
  province: z.enum(PROVINCE_CODES, { error: 'validation.province_invalid' }),
  postal_code: postalCode,
  delivery_instructions: optionalText(500),
  is_default: z.boolean(),
};
/** `id` may be made by the client (a UUID) so an address added offline can be referred to before the server sees it. */
export const addressCreateBody = z
  .object({ id: z.uuid().optional(), ...addressFields })
  .partial({ label: true, phone_number: true, line2: true, delivery_instructions: true, is_default: true })
  .strict();
export type AddressCreate = z.input<typeof addressCreateBody>;
export const addressPatchBody = z.object(addressFields).partial().strict();
export type AddressPatch = z.input<typeof addressPatchBody>;
export const addressListResponse = z.object({ data: z.array(addressSchema) });
export const addressResponse = z.object({ message: z.string(), data: addressSchema });
