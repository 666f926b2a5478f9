// Merges the signed-out cart into the user's cart as soon as someone is signed in (after login, register,
// or a reload). Mounted once by the app shell; the merge code loads only when there is something to merge.
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth.ts';
import { readLocalCart } from './local-cart.ts';

export function useLocalCartMerge(): void {
  const { user } = useAuth();
  useEffect(() => {
    if (user && readLocalCart().length) void import('./cart-actions.ts').then((m) => m.mergeLocalCart());
  }, [user]);
}
