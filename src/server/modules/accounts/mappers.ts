// Database rows -> the contract's shapes.
import type { Address, User } from '../../../contract/accounts.ts';
import type { Gender, Role } from '../../../contract/enums.ts';
import type { AddressRow, UserRow } from './queries.ts';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    roles: row.role as Role,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber ?? '',
    other_mobile_number: row.otherMobileNumber,
    whatsapp_number: row.whatsappNumber,
    gender: (row.gender as Gender | null) ?? null,
    instagram_profile: row.instagramProfile,
    facebook_profile: row.facebookProfile,
    created_at: row.createdAt.toISOString(),
  };
}

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    full_name: row.fullName,
    phone_number: row.phoneNumber,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    province: row.province,
    postal_code: row.postalCode,
    country: 'CA',
    delivery_instructions: row.deliveryInstructions,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
