// /admin/comments: the blog's moderation queue. Pending comments first (the default filter), each with its post,
// the commenter's name and email (the operator's eyes only), when and the text (shown as text, never as HTML);
// approve, reject or delete. Online only, as the other admin screens.
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlogCommentState } from '@contract/blog-rules.ts';
import type { BlogCommentAdmin } from '@contract/blog.ts';
import { Button } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useOnline } from '@/lib/online.ts';
import { deleteComment, fetchCommentQueue, moderateComment, type CommentQueue } from '../admin-blog-api.ts';
import { AdminNav } from './admin-nav.tsx';

type Load = { state: 'loading' } | { state: 'ok'; queue: CommentQueue } | { state: 'error'; message: string };

export function AdminCommentsPage() {
  const { t } = useLingui();
  const online = useOnline();
  const [filter, setFilter] = useState<BlogCommentState | 'all'>('pending');
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!online) return;
    let live = true;
    fetchCommentQueue(filter, page).then(
      (queue) => live && setLoad({ state: 'ok', queue }),
      (err: unknown) => live && setLoad({ state: 'error', message: err instanceof Error ? err.message : t`Something went wrong` }),
    );
    return () => {
      live = false;
    };
  }, [online, filter, page, attempt, t]);
  const labels: Record<BlogCommentState | 'all', string> = { pending: t`Waiting`, approved: t`Approved`, rejected: t`Rejected`, all: t`All` };
  const pages = load.state === 'ok' ? Math.max(1, Math.ceil(load.queue.meta.count / load.queue.meta.page_size)) : 1;
  const refresh = () => setAttempt((a) => a + 1);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <AdminNav />
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Comments</Trans>
      </h1>
      <p className="mt-1 text-gray-700">
        {load.state === 'ok' ? <Trans>{load.queue.meta.pending} waiting for moderation</Trans> : <Trans>Readers’ comments on the blog</Trans>}
      </p>
      <div role="group" aria-label={t`Show`} className="mt-4 flex flex-wrap gap-2">
        {(['pending', 'approved', 'rejected', 'all'] as const).map((value) => (
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
            {labels[value]}
          </Button>
        ))}
      </div>
      {!online && (
        <div className="mt-4">
          <Notice tone="info">
            <Trans>You are offline. Comments load when you are back online.</Trans>
          </Notice>
        </div>
      )}
      {online && load.state === 'loading' && (
        <p role="status" className="mt-4 text-gray-700">
          <Trans>Loading comments...</Trans>
        </p>
      )}
      {load.state === 'error' && (
        <div className="mt-4 space-y-2">
          <Notice>{load.message}</Notice>
          <Button variant="secondary" onClick={refresh}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {load.state === 'ok' && load.queue.data.length === 0 && (
        <p className="mt-4 text-gray-700">
          <Trans>No comments here.</Trans>
        </p>
      )}
      {load.state === 'ok' && load.queue.data.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label={t`Comments`}>
          {load.queue.data.map((c) => (
            <CommentItem key={c.id} comment={c} stateLabel={labels[c.state]} onDone={refresh} />
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

function CommentItem({ comment: c, stateLabel, onDone }: { comment: BlogCommentAdmin; stateLabel: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const title = i18n.locale === 'fr' ? c.post_title_fr : c.post_title_en;
  const act = async (what: 'approve' | 'reject' | 'delete') => {
    if (what === 'delete' && !window.confirm(t`Delete this comment? This cannot be undone.`)) return;
    setBusy(true);
    try {
      if (what === 'delete') await deleteComment(c.id);
      else await moderateComment(c.id, what);
      toast.success(what === 'approve' ? t`Comment approved` : what === 'reject' ? t`Comment rejected` : t`Comment deleted`);
      onDone();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t`Something went wrong`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4">
      <p className="text-sm text-gray-700">
        <Trans>
          On{' '}
          <Link to="/blog/$id" params={{ id: c.post_id }} className="font-semibold text-green-800 underline">
            {title}
          </Link>
        </Trans>{' '}
        · <time dateTime={c.created_at}>{i18n.date(new Date(c.created_at), { dateStyle: 'medium', timeStyle: 'short' })}</time> · {stateLabel}
      </p>
      <p className="mt-2 font-semibold text-gray-900">
        {c.name} <span className="font-normal text-gray-700">&lt;{c.email}&gt;</span>
        {c.user_id && (
          <span className="ml-2 rounded-full bg-gray-100 px-2 text-xs font-medium text-gray-800">
            <Trans>signed in</Trans>
          </span>
        )}
      </p>
      <p className="mt-1 break-words whitespace-pre-line text-gray-800">{c.body}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {c.state !== 'approved' && (
          <Button size="sm" disabled={busy} onClick={() => void act('approve')} aria-label={t`Approve the comment of ${c.name}`}>
            <Trans>Approve</Trans>
          </Button>
        )}
        {c.state !== 'rejected' && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void act('reject')} aria-label={t`Reject the comment of ${c.name}`}>
            <Trans>Reject</Trans>
          </Button>
        )}
        <Button size="sm" variant="danger" disabled={busy} onClick={() => void act('delete')} aria-label={t`Delete the comment of ${c.name}`}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </li>
  );
}
