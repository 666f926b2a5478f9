// Sign out (spec §2 marketplace header): wait 800 ms, revoke the session on the server when online,
// forget it on the device, go to /login.
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { LOGOUT_DELAY_MS } from '@contract/constants.ts';
import { api } from '@/lib/api.ts';
import { authStore, clearSession } from '@/lib/auth.ts';

export async function logout(): Promise<void> {
  await new Promise((r) => setTimeout(r, LOGOUT_DELAY_MS));
  const refresh = authStore.get().refresh;
  try {
    if (refresh) await api('/account/logout/', { method: 'POST', body: { refreshToken: refresh } });
  } catch {
    // Offline or already revoked: the tokens are dropped below and the refresh token expires on the server.
  }
  await clearSession();
}

export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const run = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logout();
      await navigate({ to: '/login' });
    } finally {
      setLoggingOut(false);
    }
  }, [navigate]);
  return { logout: run, loggingOut };
}
