// Screens of the shop merge the signed-out cart as soon as they see a signed-in user, so lines kept before
// logging in reach the user's cart even if the sign-in form did not merge them itself.
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth.ts';
import { mergeLocalCart } from './cart-actions.ts';
import { readLocalCart } from './local-cart.ts';

export function useLocalCartMerge(): void {
  const { user } = useAuth();
  useEffect(() => {
    if (user && readLocalCart().length) void mergeLocalCart();
  }, [user]);
}
