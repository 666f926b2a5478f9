// /admin/comments: the blog's moderation queue. Pending comments first (the default filter), each with its post,
// the commenter's name and email (the operator's eyes only), when and the text (shown as text, never as HTML);
// approve, reject or delete. Online only, as the other admin screens.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlogCommentState } from '@contract/blog-rules.ts';
import type { BlogCommentAdmin } from '@contract/blog.ts';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { deleteComment, fetchCommentQueue, moderateComment, type CommentQueue } from '../admin-blog-api.ts';
import { AdminListStatus, AdminPageNav, FilterButtons, useAdminLoad } from './admin-list.tsx';
import { AdminNav } from './admin-nav.tsx';

type Filter = BlogCommentState | 'all';

export function AdminCommentsPage() {
  const { t } = useLingui();
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const queue = useAdminLoad<CommentQueue>(() => fetchCommentQueue(filter, page), [filter, page]);
  const { load } = queue;
  const labels: Record<BlogCommentState | 'all', string> = { pending: t`Waiting`, approved: t`Approved`, rejected: t`Rejected`, all: t`All` };
  const pages = load.state === 'ok' ? Math.max(1, Math.ceil(load.value.meta.count / load.value.meta.page_size)) : 1;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <AdminNav />
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Comments</Trans>
      </h1>
      <p className="mt-1 text-gray-700">
        {load.state === 'ok' ? <Trans>{load.value.meta.pending} waiting for moderation</Trans> : <Trans>Readers’ comments on the blog</Trans>}
      </p>
      <FilterButtons<Filter>
        label={t`Show`}
        value={filter}
        options={(['pending', 'approved', 'rejected', 'all'] as const).map((value) => [value, labels[value]])}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
          queue.reset();
        }}
      />
      <AdminListStatus
        {...queue}
        loading={<Trans>Loading comments...</Trans>}
        offline={<Trans>You are offline. Comments load when you are back online.</Trans>}
        empty={<Trans>No comments here.</Trans>}
        isEmpty={(q) => q.data.length === 0}
      />
      {load.state === 'ok' && load.value.data.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label={t`Comments`}>
          {load.value.data.map((c) => (
            <CommentItem key={c.id} comment={c} stateLabel={labels[c.state]} onDone={queue.refresh} />
          ))}
        </ul>
      )}
      {load.state === 'ok' && <AdminPageNav page={page} pages={pages} onPage={setPage} />}
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
