// /admin/messages: what visitors and users sent through /contact, newest first, by state (new, read, answered).
// Opening a new message marks it read; the answer is written here and mailed to the sender in the language they
// wrote in (kept with the message; a message is answered once). Online only, as the other admin screens.
import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT_REPLY_MAX, type ContactMessageAdmin, type ContactStatus } from '@contract/contact.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { fetchContactInbox, markContactRead, replyToContact, type ContactInbox } from '../admin-api.ts';
import { AdminListStatus, AdminPageNav, FilterButtons, useAdminLoad } from './admin-list.tsx';
import { AdminNav } from './admin-nav.tsx';

type Filter = ContactStatus | 'all';

export function ContactInboxPage() {
  const { t } = useLingui();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const messages = useAdminLoad<ContactInbox>(() => fetchContactInbox(filter, page), [filter, page]);
  const { load } = messages;

  // A message read or answered: the list shows it, and the count of new ones follows.
  const replace = (m: ContactMessageAdmin) =>
    messages.replace((inbox) => {
      const shownNew = inbox.data.filter((x) => x.status === 'new').length;
      const data = inbox.data.map((x) => (x.id === m.id ? m : x));
      return { ...inbox, data, meta: { ...inbox.meta, unread: data.filter((x) => x.status === 'new').length + Math.max(0, inbox.meta.unread - shownNew) } };
    });

  const filters: Array<[Filter, string]> = [
    ['all', t`All`],
    ['new', t`New`],
    ['read', t`Read`],
    ['answered', t`Answered`],
  ];
  const pages = load.state === 'ok' ? Math.max(1, Math.ceil(load.value.meta.count / load.value.meta.page_size)) : 1;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <AdminNav />
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Messages</Trans>
      </h1>
      <p className="mt-1 text-gray-700">
        {load.state === 'ok' ? (
          <Trans>
            {load.value.meta.unread} new · from the contact form, answered by email
          </Trans>
        ) : (
          <Trans>From the contact form, answered by email</Trans>
        )}
      </p>
      <FilterButtons<Filter>
        label={t`Show`}
        value={filter}
        options={filters}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
          messages.reset();
        }}
      />
      <AdminListStatus
        {...messages}
        loading={<Trans>Loading messages...</Trans>}
        offline={<Trans>You are offline. Messages load when you are back online.</Trans>}
        empty={<Trans>No messages here.</Trans>}
        isEmpty={(inbox) => inbox.data.length === 0}
      />
      {load.state === 'ok' && load.value.data.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label={t`Messages`}>
          {load.value.data.map((m) => (
            <MessageItem key={m.id} message={m} onChange={replace} />
          ))}
        </ul>
      )}
      {load.state === 'ok' && <AdminPageNav page={page} pages={pages} onPage={setPage} />}
    </div>
  );
}

function MessageItem({ message: m, onChange }: { message: ContactMessageAdmin; onChange: (m: ContactMessageAdmin) => void }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef(crypto.randomUUID());
  const bodyId = useId();
  const when = new Date(m.created_at).toLocaleString(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' });
  const state = { new: t`New`, read: t`Read`, answered: t`Answered` }[m.status];
  const toggle = async () => {
    const next = !open;
    setOpen(next);
    if (next && m.status === 'new') {
      try {
        onChange(await markContactRead(m.id));
      } catch {
        // it stays new; reading still works
      }
    }
  };
  const send = async () => {
    setError('');
    if (!reply.trim()) {
      setError(t`Write the answer first`);
      return;
    }
    setBusy(true);
    try {
      const answered = await replyToContact(m.id, reply.trim(), key.current);
      onChange(answered);
      setReply('');
      toast.success(t`Answer mailed to ${m.email}`);
    } catch (err) {
      setError(err instanceof ApiError && err.isNetwork ? t`You are offline. Connect and try again.` : err instanceof Error ? err.message : t`Something went wrong`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`rounded-lg border bg-white p-4 shadow-sm ${m.status === 'new' ? 'border-green-600' : 'border-gray-200'}`} data-testid="contact-message">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-gray-900">{m.subject}</h2>
          <p className="text-sm break-words text-gray-700">
            {m.name} · {m.email} · {when} · {m.language === 'fr' ? t`in French` : t`in English`}
          </p>
        </div>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${m.status === 'new' ? 'bg-green-100 text-green-900' : 'bg-gray-100 text-gray-800'}`}>{state}</span>
      </div>
      <Button variant="secondary" size="sm" className="mt-2" aria-expanded={open} aria-controls={bodyId} onClick={() => void toggle()}>
        {open ? <Trans>Close the message</Trans> : <Trans>Read the message</Trans>}
      </Button>
      <div id={bodyId} hidden={!open} className="mt-3 space-y-3">
        <p className="whitespace-pre-wrap break-words text-gray-900">{m.message}</p>
        {m.status === 'answered' ? (
          <div className="rounded-md bg-gray-50 p-3 text-sm">
            <p className="font-semibold text-gray-900">
              <Trans>Answered {m.answered_at ? new Date(m.answered_at).toLocaleDateString(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium' }) : ''}</Trans>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-gray-800">{m.reply}</p>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
            className="space-y-2"
            aria-label={t`Answer ${m.name}`}
          >
            <TextAreaField
              label={<Trans>Your answer, mailed to {m.email}</Trans>}
              rows={5}
              maxLength={CONTACT_REPLY_MAX}
              value={reply}
              error={error || undefined}
              onChange={(e) => setReply(e.target.value)}
            />
            <Button type="submit" disabled={busy}>
              {busy ? <Trans>Sending...</Trans> : <Trans>Send the answer</Trans>}
            </Button>
          </form>
        )}
      </div>
    </li>
  );
}
