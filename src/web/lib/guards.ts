// Route guards (spec §2 'Route guarding'): no signed-in user, or the wrong role, goes to /register. A signed-in
// user of another role is told there who the page is for and offered the right way in (?for=roles&from=page).
import { redirect } from '@tanstack/react-router';
import { hasAnyRole, type Role } from '@contract/enums.ts';
import type { AuthState } from './auth.ts';

export interface RouterContext {
  auth: AuthState;
}

/** Throws the redirect when the user may not see the route; `allowed` empty means any signed-in user. */
export function guard(auth: AuthState, allowed: readonly Role[], href: string): void {
  const user = auth.user;
  const signedIn = !!user && (!!user.email || !!user.id);
  if (!signedIn || (allowed.length > 0 && !hasAnyRole(user.roles, allowed))) {
    throw redirect({ to: '/register', search: signedIn ? { for: allowed.join(','), from: href } : { redirect: href } });
  }
}
