// /admin/newsletter: who asked for the newsletter, by state (waiting for confirmation, confirmed, unsubscribed),
// with the language and the time of consent the law asks to keep, and the CSV of confirmed subscribers to import
// into the mailing tool. Online only, as the other admin screens.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import type { NewsletterStatus } from '@contract/newsletter.ts';
import { Button } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { fetchConfirmedCsv, fetchNewsletterSubscribers, type NewsletterList } from '../admin-api.ts';
import { AdminListStatus, AdminPageNav, FilterButtons, useAdminLoad } from './admin-list.tsx';
import { AdminNav } from './admin-nav.tsx';

type Filter = NewsletterStatus | 'all';

export function NewsletterSubscribersPage() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const subscribers = useAdminLoad<NewsletterList>(() => fetchNewsletterSubscribers(filter, page), [filter, page]);
  const { load, online } = subscribers;
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');

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

  const pages = load.state === 'ok' ? Math.max(1, Math.ceil(load.value.meta.count / load.value.meta.page_size)) : 1;
  const totals = load.state === 'ok' ? load.value.meta.totals : null;
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
      <FilterButtons<Filter>
        label={t`Show`}
        value={filter}
        options={filters}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
          subscribers.reset();
        }}
      />
      <AdminListStatus
        {...subscribers}
        loading={<Trans>Loading subscribers...</Trans>}
        offline={<Trans>You are offline. Subscribers load when you are back online.</Trans>}
        empty={<Trans>No subscribers here.</Trans>}
        isEmpty={(l) => l.data.length === 0}
      />
      {load.state === 'ok' && load.value.data.length > 0 && (
        <ul className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" aria-label={t`Subscribers`}>
          {load.value.data.map((s) => (
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
      {load.state === 'ok' && <AdminPageNav page={page} pages={pages} onPage={setPage} />}
    </div>
  );
}
