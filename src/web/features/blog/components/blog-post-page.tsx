// /blog/$id (an id or a slug): one post in the reader's language (markdown rendered without any HTML), its cover,
// category, tags, date and author; share (the Web Share API, else copy the link); the approved comments, shown as
// text; the comment form (name, email, comment, 'save my details' kept on this device); and the side column with
// search, recent posts and popular tags. 'Post Not Found' for an unknown or unpublished post (spec §8). Read from
// the server, kept by the service worker, so a post opened once stays readable offline.
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Copy, FileQuestion, Share2 } from 'lucide-react';
import type { BlogComment, BlogPostAnswer } from '@contract/blog.ts';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { ReadFailed } from '@/components/ui/read-failed.tsx';
import { Photo } from '@/components/ui/photo.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { Markdown } from '@/lib/markdown.tsx';
import { fetchBlogPost } from '../blog-api.ts';
import { CATEGORY_LABELS, pick } from '../blog-labels.ts';
import { useBlogList } from './blog-page.tsx';
import { BlogSidebar } from './blog-sidebar.tsx';
import { CommentForm } from './comment-form.tsx';

type Load = { state: 'loading' } | { state: 'ok'; answer: BlogPostAnswer } | { state: 'missing' } | { state: 'error'; offline: boolean };

export function BlogPostPage({ id }: { id: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { load: list } = useBlogList({});
  useEffect(() => {
    let live = true;
    fetchBlogPost(id).then(
      (answer) => live && setLoad({ state: 'ok', answer }),
      (err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && err.status === 404) setLoad({ state: 'missing' });
        else setLoad({ state: 'error', offline: !(err instanceof ApiError) || err.status === 0 });
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/blog" search={{}} className="inline-flex min-h-11 items-center gap-1 font-semibold text-green-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All posts</Trans>
      </Link>
      <div className="mt-4 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          {load.state === 'loading' && (
            <p role="status" className="text-gray-700">
              <Trans>Loading the post...</Trans>
            </p>
          )}
          {load.state === 'missing' && <PostNotFound />}
          {load.state === 'error' && (
            <ReadFailed
              offline={load.offline}
              offlineText={<Trans>You are offline and this post was not saved on this device. Posts you opened before can still be read.</Trans>}
              onRetry={() => setAttempt((a) => a + 1)}
            >
              <h1 className="text-2xl font-bold text-gray-900">
                <Trans>Blog post</Trans>
              </h1>
            </ReadFailed>
          )}
          {load.state === 'ok' && <Article key={load.answer.data.id} answer={load.answer} />}
        </div>
        <BlogSidebar list={list.state === 'ok' ? list.list : null} withSearch />
      </div>
    </div>
  );
}

function PostNotFound() {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-8 text-center">
      <FileQuestion aria-hidden="true" className="mx-auto size-12 text-gray-500" />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">
        <Trans>Post Not Found</Trans>
      </h1>
      <p className="mt-2 text-gray-700">
        <Trans>The blog post you're looking for doesn't exist or may have been removed.</Trans>
      </p>
      <Link to="/blog" search={{}} className={`${buttonClasses('primary')} mt-6`}>
        <Trans>Back to the blog</Trans>
      </Link>
    </div>
  );
}

function Article({ answer }: { answer: BlogPostAnswer }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const post = answer.data;
  const [comments, setComments] = useState<BlogComment[]>(answer.comments);
  const title = pick(post, 'title', lang);
  const date = post.publish_at ? i18n.date(new Date(post.publish_at), { dateStyle: 'long' }) : '';
  return (
    <article aria-labelledby="post-title">
      <p className="text-sm font-semibold tracking-wide text-green-800 uppercase">
        <Link to="/blog" search={{ category: post.category }} className="hover:underline">
          {i18n._(CATEGORY_LABELS[post.category])}
        </Link>
      </p>
      <h1 id="post-title" className="mt-1 text-3xl font-bold text-gray-900 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-2 text-sm text-gray-700">
        {date && <time dateTime={post.publish_at ?? undefined}>{date}</time>}
        {date && ' · '}
        <Trans>By {post.author}</Trans>
      </p>
      <p className="mt-4 text-lg text-gray-800">{pick(post, 'summary', lang)}</p>
      {post.cover && (
        <Photo src={post.cover.full} alt={pick(post, 'cover_alt', lang)} width={1200} height={750} className="mt-6 aspect-[8/5] w-full rounded-lg object-cover" />
      )}
      <Markdown source={pick(post, 'body', lang)} className="mt-6" />
      {post.tags.length > 0 && (
        <ul className="mt-8 flex flex-wrap gap-2" aria-label={t`Tags`}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link to="/blog" search={{ tag }} className="inline-flex min-h-11 items-center rounded-full bg-green-50 px-3 text-sm font-medium text-green-900 hover:bg-green-100">
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ShareBar title={title} slug={post.slug} />
      <section aria-labelledby="comments-heading" className="mt-10 border-t border-gray-200 pt-8">
        <h2 id="comments-heading" className="text-2xl font-bold text-gray-900">
          <Trans>Comments ({comments.length})</Trans>
        </h2>
        {comments.length === 0 ? (
          <p className="mt-3 text-gray-700">
            <Trans>No comments yet. Be the first to share your thoughts.</Trans>
          </p>
        ) : (
          <ol className="mt-4 space-y-4">
            {comments.map((c) => (
              <li key={c.id} className="rounded-lg bg-gray-50 p-4">
                <p className="font-semibold text-gray-900">
                  {c.name} <span className="font-normal text-gray-700">· <time dateTime={c.created_at}>{i18n.date(new Date(c.created_at), { dateStyle: 'medium' })}</time></span>
                </p>
                <p className="mt-1 break-words whitespace-pre-line text-gray-800">{c.body}</p>
              </li>
            ))}
          </ol>
        )}
        <CommentForm postId={post.id} onPublished={(c) => setComments((list) => [...list, c])} />
      </section>
    </article>
  );
}

function ShareBar({ title, slug }: { title: string; slug: string }) {
  const { t } = useLingui();
  const url = `${window.location.origin}/blog/${slug}`;
  const canShare = typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copied`, url);
    } catch {
      toast.error(t`Could not copy the link`, url);
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch (err) {
      // The reader closed the share sheet: nothing to say. Anything else: offer the link instead.
      if ((err as { name?: string }).name !== 'AbortError') await copy();
    }
  };
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3" role="group" aria-label={t`Share this post`}>
      <span className="font-semibold text-gray-900">
        <Trans>Share this post</Trans>
      </span>
      {canShare && (
        <Button variant="secondary" size="sm" onClick={() => void share()}>
          <Share2 aria-hidden="true" className="size-4" />
          <Trans>Share</Trans>
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        <Copy aria-hidden="true" className="size-4" />
        <Trans>Copy link</Trans>
      </Button>
    </div>
  );
}
