// Where the header's account button leads and how it looks, by role (spec §2 'Public header').
import { sameRole } from '@contract/enums.ts';

export type AccountTone = 'seller' | 'bulkbuyer' | 'member' | 'guest';

export interface AccountLink {
  to: '/dashboard/seller' | '/dashboard/buyer' | '/userdashboard' | '/register';
  tone: AccountTone;
}

export function accountLink(role: string | null | undefined): AccountLink {
  if (role == null) return { to: '/register', tone: 'guest' };
  if (sameRole(role, 'Seller')) return { to: '/dashboard/seller', tone: 'seller' };
  if (sameRole(role, 'BulkBuyer')) return { to: '/dashboard/buyer', tone: 'bulkbuyer' };
  return { to: '/userdashboard', tone: 'member' };
}

/** Seller yellow (dark text: white on yellow fails contrast), bulk buyer blue, other members green. */
export const accountToneClasses: Record<AccountTone, string> = {
  seller: 'bg-yellow-400 text-gray-900 hover:bg-yellow-300',
  bulkbuyer: 'bg-blue-700 text-white hover:bg-blue-800',
  member: 'bg-green-700 text-white hover:bg-green-800',
  guest: 'bg-green-700 text-white hover:bg-green-800',
};

/** Profile link of the marketplace header's profile menu. */
export function profileLink(role: string | null | undefined): '/profiledashboard' | '/userdashboard' {
  return sameRole(role, 'Seller') || sameRole(role, 'BulkBuyer') ? '/profiledashboard' : '/userdashboard';
}

/** The admin's console (branch approvals) is in the profile menu. */
export function runsConsole(role: string | null | undefined): boolean {
  return sameRole(role, 'Admin');
}

/** Buyers' and bulk buyers' own orders (the profile menu and account tabs); sellers reach theirs from the header. */
export function buysOrders(role: string | null | undefined): boolean {
  return sameRole(role, 'Buyer') || sameRole(role, 'BulkBuyer');
}
