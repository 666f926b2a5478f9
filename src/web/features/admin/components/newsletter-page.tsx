// /admin/newsletter: who asked for the newsletter, by state (waiting for confirmation, confirmed, unsubscribed),
// with the language and the time of consent the law asks to keep, and the CSV of confirmed subscribers to import
// into the mailing tool. Online only, as the other admin screens.
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import type { NewsletterStatus } from '@contract/newsletter.ts';
import { Button } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useOnline } from '@/lib/online.ts';
import { fetchConfirmedCsv, fetchNewsletterSubscribers, type NewsletterList } from '../admin-api.ts';
import { AdminNav } from './admin-nav.tsx';

type Filter = NewsletterStatus | 'all';
type Load = { state: 'loading' } | { state: 'ok'; list: NewsletterList } | { state: 'error'; message: string };

export function NewsletterSubscribersPage() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');

  useEffect(() => {
    if (!online) return;
    let live = true;
    fetchNewsletterSubscribers(filter, page).then(
      (list) => live && setLoad({ state: 'ok', list }),
      (err: unknown) => live && setLoad({ state: 'error', message: err instanceof Error ? err.message : t`Something went wrong` }),
    );
    return () => {
      live = false;
    };
  }, [online, filter, page, attempt, t]);

  const locale = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }) : '—');
  const stateLabel = (s: NewsletterStatus) => ({ pending: t`Waiting for confirmation`, confirmed: t`Confirmed`, unsubscribed: t`Unsubscribed` })[s];
  const filters: Array<[Filter, string]> = [
    ['all', t`All`],
    ['confirmed', t`Confirmed`],
    ['pending', t`Waiting for confirmation`],
    ['unsubscribed', t`Unsubscribed`],
  ];

  const exportCsv = async () => {
    setExportError('');
    setExporting(true);
    try {
      const csv = await fetchConfirmedCsv();
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      setExportError(err instanceof Error ? err.message : t`Something went wrong`);
    } finally {
      setExporting(false);
    }
  };

  const pages = load.state === 'ok' ? Math.max(1, Math.ceil(load.list.meta.count / load.list.meta.page_size)) : 1;
  const totals = load.state === 'ok' ? load.list.meta.totals : null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <AdminNav />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">
            <Trans>Newsletter subscribers</Trans>
          </h1>
          <p className="mt-1 text-gray-700">
            {totals ? (
              <Trans>
                {totals.confirmed} confirmed · {totals.pending} waiting for confirmation · {totals.unsubscribed} unsubscribed
              </Trans>
            ) : (
              <Trans>Subscribed from the footer, each confirmed from the link mailed to them</Trans>
            )}
          </p>
        </div>
        <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting || !online}>
          <Download aria-hidden="true" className="size-4" />
          {exporting ? <Trans>Preparing the file...</Trans> : <Trans>Export confirmed (CSV)</Trans>}
        </Button>
      </div>
      <p className="mt-2 text-sm text-gray-700">
        <Trans>Send only to confirmed subscribers, and put an unsubscribe link in every mail (Canada’s anti-spam law). The file holds each address, its language and the time of consent.</Trans>
      </p>
      {exportError && (
        <div className="mt-2">
          <Notice>{exportError}</Notice>
        </div>
      )}
      <div role="group" aria-label={t`Show`} className="mt-4 flex flex-wrap gap-2">
        {filters.map(([value, label]) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'primary' : 'secondary'}
            aria-pressed={filter === value}
            onClick={() => {
              setFilter(value);
              setPage(1);
              setLoad({ state: 'loading' });
            }}
          >
            {label}
          </Button>
        ))}
      </div>
      {!online && (
        <div className="mt-4">
          <Notice tone="info">
            <Trans>You are offline. Subscribers load when you are back online.</Trans>
          </Notice>
        </div>
      )}
      {online && load.state === 'loading' && (
        <p className="mt-4 text-gray-700" role="status">
          <Trans>Loading subscribers...</Trans>
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
      {load.state === 'ok' && load.list.data.length === 0 && (
        <p className="mt-4 text-gray-700">
          <Trans>No subscribers here.</Trans>
        </p>
      )}
      {load.state === 'ok' && load.list.data.length > 0 && (
        <ul className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" aria-label={t`Subscribers`}>
          {load.list.data.map((s) => (
            <li key={s.id} className="grid gap-1 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,2fr)] sm:items-center sm:gap-4" data-testid="newsletter-subscriber">
              <span className="font-semibold break-words text-gray-900">{s.email}</span>
              <span className="text-sm text-gray-800">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${s.status === 'confirmed' ? 'bg-green-100 text-green-900' : 'bg-gray-100 text-gray-800'}`}>{stateLabel(s.status)}</span>{' '}
                {s.language === 'fr' ? t`French` : t`English`}
              </span>
              <span className="text-sm text-gray-700">
                {s.status === 'confirmed' && <Trans>Consent {when(s.consent_at)}</Trans>}
                {s.status === 'pending' && <Trans>Asked {when(s.requested_at)}</Trans>}
                {s.status === 'unsubscribed' && <Trans>Unsubscribed {when(s.unsubscribed_at)}</Trans>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {load.state === 'ok' && pages > 1 && (
        <nav aria-label={t`Pages`} className="mt-4 flex items-center gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            <Trans>Previous page</Trans>
          </Button>
          <span className="text-sm text-gray-700">
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            <Trans>Next page</Trans>
          </Button>
        </nav>
      )}
    </div>
  );
}
