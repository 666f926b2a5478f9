// /admin/maintenance: switch maintenance mode on (with an optional return time, shown to everyone on /maintenance)
// or off. While on, the API refuses writes from everyone but admins (503 with Retry-After): devices keep their
// changes queued and send them once it ends. Admins keep working. Online only, as the other admin screens.
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MaintenanceState } from '@contract/maintenance.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { setMaintenance } from '@/lib/maintenance.ts';
import { useOnline } from '@/lib/online.ts';
import { fetchMaintenance, switchMaintenance } from '../admin-api.ts';
import { AdminNav } from './admin-nav.tsx';

type Load = { state: 'loading' } | { state: 'ok'; now: MaintenanceState } | { state: 'error'; message: string };

export function MaintenanceConsole() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [until, setUntil] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef<{ body: string; key: string } | null>(null);

  useEffect(() => {
    if (!online) return;
    let live = true;
    fetchMaintenance().then(
      (now) => live && setLoad({ state: 'ok', now }),
      (err: unknown) => live && setLoad({ state: 'error', message: err instanceof Error ? err.message : t`Something went wrong` }),
    );
    return () => {
      live = false;
    };
  }, [online, attempt, t]);

  const send = async (enabled: boolean) => {
    setError('');
    let iso: string | null = null;
    if (enabled && until) {
      const at = new Date(until);
      if (Number.isNaN(at.getTime())) {
        setError(t`Give a date and time, or none`);
        return;
      }
      iso = at.toISOString();
    }
    const body = { enabled, until: iso };
    const fingerprint = JSON.stringify(body);
    if (key.current?.body !== fingerprint) key.current = { body: fingerprint, key: crypto.randomUUID() };
    setBusy(true);
    try {
      const now = await switchMaintenance(body, key.current.key);
      key.current = null;
      setLoad({ state: 'ok', now });
      setMaintenance({ enabled: now.enabled, until: now.until });
      toast.success(now.enabled ? t`Maintenance mode is on` : t`Maintenance mode is off`);
    } catch (err) {
      setError(err instanceof ApiError && err.isNetwork ? t`You are offline. Connect and try again.` : err instanceof Error ? err.message : t`Something went wrong`);
    } finally {
      setBusy(false);
    }
  };

  const format = (iso: string) =>
    new Date(iso).toLocaleString(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'full', timeStyle: 'short' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <AdminNav />
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Maintenance mode</Trans>
      </h1>
      <p className="mt-1 text-gray-700">
        <Trans>While it is on, everyone but admins sees the maintenance page, and the server refuses their changes for now: their devices keep them and send them once it ends. Reading, signing in and unsubscribing keep working.</Trans>
      </p>
      {!online && (
        <div className="mt-4">
          <Notice tone="info">
            <Trans>You are offline. The state loads when you are back online.</Trans>
          </Notice>
        </div>
      )}
      {online && load.state === 'loading' && (
        <p className="mt-4 text-gray-700" role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {load.state === 'error' && (
        <div className="mt-4 space-y-2">
          <Notice>{load.message}</Notice>
          <Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {load.state === 'ok' && (
        <div className="mt-6 space-y-4">
          <div className={`rounded-lg border p-4 ${load.now.enabled ? 'border-amber-400 bg-amber-50' : 'border-gray-200 bg-white'}`} data-testid="maintenance-state">
            <p className="text-lg font-semibold text-gray-900">{load.now.enabled ? <Trans>Maintenance mode is on</Trans> : <Trans>Maintenance mode is off</Trans>}</p>
            {load.now.enabled && load.now.until && (
              <p className="mt-1 text-gray-800">
                <Trans>Return time shown: {format(load.now.until)}</Trans>
              </p>
            )}
            {load.now.source === 'environment' && (
              <p className="mt-1 text-gray-800">
                <Trans>Switched on by the server’s settings (MAINTENANCE=1): only the operator can switch it off, by changing them and restarting.</Trans>
              </p>
            )}
          </div>
          {error && <Notice>{error}</Notice>}
          {load.now.enabled ? (
            load.now.source === 'console' && (
              <Button onClick={() => void send(false)} disabled={busy}>
                {busy ? <Trans>Switching...</Trans> : <Trans>Switch maintenance off</Trans>}
              </Button>
            )
          ) : (
            <form
              noValidate
              aria-label={t`Switch maintenance on`}
              className="space-y-3"
              onSubmit={(e) => {
                e.preventDefault();
                void send(true);
              }}
            >
              <TextField
                label={<Trans>Expected return (optional, your local time)</Trans>}
                type="datetime-local"
                value={until}
                onChange={(e) => setUntil(e.target.value)}
              />
              <Button type="submit" variant="danger" disabled={busy}>
                {busy ? <Trans>Switching...</Trans> : <Trans>Switch maintenance on</Trans>}
              </Button>
            </form>
          )}
        </div>
      )}
    </div>
  );
}
