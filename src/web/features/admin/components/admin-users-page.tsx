// /admin/users: find an account by part of its email, name or farm name, by role and by state; disable it (with the
// reason, which only admins read: its sessions end at once and it cannot sign in) or enable it again. An admin
// cannot disable their own account. Every decision is written to the audit log by the server. Online only.
import { useRef, useState, type FormEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DISABLE_REASON_MAX, USER_SEARCH_MAX, type AdminUser, type USER_STATES } from '@contract/admin-console.ts';
import { ROLES, type Role } from '@contract/enums.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField, TextAreaField } from '@/components/ui/form-controls.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useAuth } from '@/lib/auth.ts';
import { disableUser, enableUser, fetchUsers, type UserFilter, type UserList } from '../admin-console-api.ts';
import { AdminListStatus, AdminPageNav, FilterButtons, useAdminLoad } from './admin-list.tsx';
import { AdminNav } from './admin-nav.tsx';

type State = (typeof USER_STATES)[number];

function useRoleName() {
  const { t } = useLingui();
  return (role: Role) => ({ Buyer: t`Buyer`, BulkBuyer: t`Bulk buyer`, Seller: t`Farm`, Admin: t`Admin` })[role];
}

export function AdminUsersPage() {
  const { t } = useLingui();
  const roleName = useRoleName();
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<UserFilter>({ q: '', role: 'all', state: 'all', page: 1 });
  const list = useAdminLoad<UserList>(() => fetchUsers(filter), [filter]);
  const change = (next: Partial<UserFilter>) => {
    list.reset();
    setFilter((f) => ({ ...f, page: 1, ...next }));
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    change({ q: typed.trim() });
  };
  const replace = (u: AdminUser) => list.replace((l) => ({ ...l, data: l.data.map((x) => (x.id === u.id ? u : x)) }));
  const pages = list.load.state === 'ok' ? Math.max(1, Math.ceil(list.load.value.meta.count / list.load.value.meta.page_size)) : 1;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <AdminNav />
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Users</Trans>
      </h1>
      <form role="search" aria-label={t`Find users`} onSubmit={search} className="mt-4 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <TextField label={<Trans>Email, name or farm</Trans>} type="search" maxLength={USER_SEARCH_MAX} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <SelectField label={<Trans>Role</Trans>} value={filter.role} onChange={(e) => change({ role: e.target.value as Role | 'all' })}>
          <option value="all">{t`Every role`}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {roleName(r)}
            </option>
          ))}
        </SelectField>
        <Button type="submit">
          <Trans>Find users</Trans>
        </Button>
      </form>
      <FilterButtons<State>
        label={t`Show`}
        value={filter.state}
        onChange={(state) => change({ state })}
        options={[
          ['all', t`All`],
          ['active', t`Active`],
          ['disabled', t`Disabled`],
        ]}
      />
      <AdminListStatus
        {...list}
        loading={<Trans>Loading users...</Trans>}
        offline={<Trans>You are offline. Users load when you are back online.</Trans>}
        empty={<Trans>No account matches.</Trans>}
        isEmpty={(l) => l.data.length === 0}
      />
      {list.load.state === 'ok' && list.load.value.data.length > 0 && (
        <>
          <p className="mt-4 text-sm text-gray-700" role="status">
            {plural(list.load.value.meta.count, { one: '# account', other: '# accounts' })}
          </p>
          <ul className="mt-2 space-y-3" aria-label={t`Users`}>
            {list.load.value.data.map((u) => (
              <UserItem key={u.id} user={u} onChange={replace} />
            ))}
          </ul>
        </>
      )}
      <AdminPageNav page={filter.page} pages={pages} onPage={(page) => setFilter((f) => ({ ...f, page }))} />
    </div>
  );
}

function UserItem({ user: u, onChange }: { user: AdminUser; onChange: (u: AdminUser) => void }) {
  const { t, i18n } = useLingui();
  const roleName = useRoleName();
  const me = useAuth().user;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const enableKey = useRef(crypto.randomUUID());
  const locale = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  const day = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'America/Toronto' });
  const name = `${u.first_name} ${u.last_name}`;
  const enable = async () => {
    setBusy(true);
    try {
      const answer = await enableUser(u.id, enableKey.current);
      enableKey.current = crypto.randomUUID();
      onChange(answer.data);
      toast.success(answer.message);
    } catch (err) {
      toast.error(err instanceof ApiError && err.isNetwork ? t`You are offline. Connect and try again.` : err instanceof Error ? err.message : t`Something went wrong`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`rounded-lg border bg-white p-4 shadow-sm ${u.disabled_at ? 'border-red-300' : 'border-gray-200'}`} data-testid="admin-user">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-gray-900">{name}</h2>
          <p className="text-sm break-all text-gray-700">{u.email}</p>
          <p className="text-sm text-gray-700">
            {roleName(u.role)}
            {u.farm_name ? ` · ${u.farm_name}` : ''} · <Trans>joined {day(u.created_at)}</Trans> ·{' '}
            {u.live_sessions === 0 ? <Trans>signed in on no device</Trans> : u.live_sessions === 1 ? <Trans>signed in on 1 device</Trans> : <Trans>signed in on {u.live_sessions} devices</Trans>}
          </p>
          {u.disabled_at && (
            <p className="mt-1 text-sm break-words text-red-800">
              <Trans>
                Disabled {day(u.disabled_at)}: {u.disabled_reason}
              </Trans>
            </p>
          )}
        </div>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${u.disabled_at ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900'}`}>
          {u.disabled_at ? t`Disabled` : t`Active`}
        </span>
      </div>
      <div className="mt-3">
        {u.id === me?.id ? (
          <p className="text-sm text-gray-700">
            <Trans>This is your account.</Trans>
          </p>
        ) : u.disabled_at ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => void enable()} aria-label={t`Enable again: ${name}`}>
            <Trans>Enable again</Trans>
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setAsking(true)} aria-label={t`Disable ${name}`}>
            <Trans>Disable</Trans>
          </Button>
        )}
      </div>
      {asking && <DisableDialog user={u} name={name} onClose={() => setAsking(false)} onDone={onChange} />}
    </li>
  );
}

function DisableDialog({ user: u, name, onClose, onDone }: { user: AdminUser; name: string; onClose: () => void; onDone: (u: AdminUser) => void }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef(crypto.randomUUID());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!reason.trim()) {
      setError(t`Say why the account is disabled`);
      return;
    }
    setBusy(true);
    try {
      const answer = await disableUser(u.id, reason.trim(), key.current);
      onDone(answer.data);
      toast.success(answer.message);
      onClose();
    } catch (err) {
      setError(err instanceof ApiError && err.isNetwork ? t`You are offline. Connect and try again.` : err instanceof ApiError && err.messages.reason ? err.messages.reason[0]! : err instanceof Error ? err.message : t`Something went wrong`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      closeButton={false}
      title={<Trans>Disable {name}?</Trans>}
      description={<Trans>Their sessions end now on every device and they cannot sign in until an admin enables the account again. Their orders and listings stay as they are.</Trans>}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-3">
        <TextAreaField
          label={<Trans>Why (only admins read it)</Trans>}
          rows={3}
          maxLength={DISABLE_REASON_MAX}
          value={reason}
          error={error || undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? <Trans>Disabling...</Trans> : <Trans>Disable the account</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
