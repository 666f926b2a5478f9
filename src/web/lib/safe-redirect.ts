// Where to send a user after signing in: a same-site path from `?redirect=`, else their role's home.
import { sameRole } from '@contract/enums.ts';

/** Only a path on this site ('/cart', not '//evil.example' or 'https://...'). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function homeForRole(role: string | null | undefined): '/dashboard/seller' | '/dashboard/buyer' | '/admin' | '/userdashboard' {
  if (sameRole(role, 'Seller')) return '/dashboard/seller';
  if (sameRole(role, 'Admin')) return '/admin';
  if (sameRole(role, 'BulkBuyer')) return '/dashboard/buyer';
  return '/userdashboard';
}
