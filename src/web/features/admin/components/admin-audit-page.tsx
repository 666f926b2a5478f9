// /admin/audit: every admin action, newest first, with who did it, when, on what and with which fields (long texts
// cut, secrets left out by the server). One action or all; older entries a page at a time. Nobody can change or
// delete an entry (the database refuses it). Online only.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditPage } from '@contract/audit.ts';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { fetchAudit } from '../admin-console-api.ts';
import { AdminListStatus, useAdminLoad } from './admin-list.tsx';
import { AdminNav } from './admin-nav.tsx';

function useActionName() {
  const { t } = useLingui();
  const names: Record<AuditAction, string> = {
    'branch.review': t`Branch reviewed`,
    'exchange_rates.set': t`Exchange rates set`,
    'post.create': t`Post written`,
    'post.update': t`Post changed`,
    'post.delete': t`Post deleted`,
    'post.cover': t`Post cover changed`,
    'comment.approve': t`Comment approved`,
    'comment.reject': t`Comment rejected`,
    'comment.delete': t`Comment deleted`,
    'message.read': t`Message read`,
    'message.reply': t`Message answered`,
    'newsletter.export': t`Subscribers exported`,
    'page.update': t`Page changed`,
    'maintenance.set': t`Maintenance switched`,
    'user.disable': t`Account disabled`,
    'user.enable': t`Account enabled`,
    'gallery.add': t`Photo added to the gallery`,
    'gallery.update': t`Gallery photo changed`,
    'gallery.delete': t`Gallery photo deleted`,
  };
  return (action: AuditAction) => names[action];
}

/** The fields as one line: `reason: Spam listings · enabled: false`. */
const summary = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' · ');

export function AdminAuditPage() {
  const { t, i18n } = useLingui();
  const actionName = useActionName();
  const [action, setAction] = useState<AuditAction | 'all'>('all');
  const first = useAdminLoad<AuditPage>(() => fetchAudit(action, null), [action]);
  const [older, setOlder] = useState<AuditEntry[]>([]);
  const [next, setNext] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [olderError, setOlderError] = useState('');
  const entries = first.load.state === 'ok' ? [...first.load.value.data, ...older] : [];
  const cursor = next === undefined ? (first.load.state === 'ok' ? first.load.value.next : null) : next;
  const more = async () => {
    if (!cursor) return;
    setBusy(true);
    setOlderError('');
    try {
      const page = await fetchAudit(action, cursor);
      setOlder((o) => [...o, ...page.data]);
      setNext(page.next);
    } catch (err) {
      setOlderError(err instanceof Error ? err.message : t`Something went wrong`);
    } finally {
      setBusy(false);
    }
  };
  const locale = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <AdminNav />
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Audit log</Trans>
      </h1>
      <p className="mt-1 text-gray-700">
        <Trans>Every admin action, newest first. Nobody can change or delete an entry.</Trans>
      </p>
      <SelectField
        className="mt-4 max-w-sm"
        label={<Trans>Action</Trans>}
        value={action}
        onChange={(e) => {
          first.reset();
          setOlder([]);
          setNext(undefined);
          setAction(e.target.value as AuditAction | 'all');
        }}
      >
        <option value="all">{t`Every action`}</option>
        {AUDIT_ACTIONS.map((a) => (
          <option key={a} value={a}>
            {actionName(a)}
          </option>
        ))}
      </SelectField>
      <AdminListStatus
        {...first}
        loading={<Trans>Loading the log...</Trans>}
        offline={<Trans>You are offline. The log loads when you are back online.</Trans>}
        empty={<Trans>Nothing recorded yet.</Trans>}
        isEmpty={(p) => p.data.length === 0}
      />
      {entries.length > 0 && (
        <ol className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" aria-label={t`Audit log`}>
          {entries.map((e) => (
            <li key={e.id} className="p-3" data-testid="audit-entry">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-gray-900">{actionName(e.action)}</span>
                <time dateTime={e.at} className="text-sm text-gray-700">
                  {new Date(e.at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'America/Toronto' })}
                </time>
              </div>
              <p className="text-sm break-all text-gray-700">
                <Trans>by {e.adminEmail}</Trans>
                {e.targetLabel || e.targetId ? <> · <Trans>on {e.targetLabel ?? e.targetId}</Trans></> : null}
              </p>
              {Object.keys(e.detail).length > 0 && <p className="mt-1 text-sm break-words text-gray-800">{summary(e.detail)}</p>}
            </li>
          ))}
        </ol>
      )}
      {olderError && (
        <div className="mt-3">
          <Notice>{olderError}</Notice>
        </div>
      )}
      {cursor && (
        <Button variant="secondary" className="mt-4" disabled={busy} onClick={() => void more()}>
          {busy ? <Trans>Loading...</Trans> : <Trans>Show older entries</Trans>}
        </Button>
      )}
    </div>
  );
}
