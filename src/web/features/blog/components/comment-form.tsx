// The comment form (spec §3: name, email, comment, save my details). A visitor gives a name and an email (never
// shown to others); a signed-in reader's come from the account. 'Save my details' keeps the name and email on this
// device only (localStorage), for the next comment. Each comment has one Idempotency-Key until it is answered, so
// a second press or a retry after a lost answer sends it once. After sending: the pending notice, or the comment
// shown at once when the server published it (a signed-in reader in good standing).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { COMMENT_BODY_MAX, blogCommentWriteSchema, visitorCommentSchema, type BlogComment, type BlogCommentWrite } from '@contract/blog.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { ApiError } from '@/lib/api.ts';
import { useAuth } from '@/lib/auth.ts';
import { useOnline } from '@/lib/online.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { sendComment } from '../blog-api.ts';

export const COMMENTER_KEY = 'fm.blog-commenter';

function savedDetails(): { name: string; email: string } | null {
  try {
    const raw = localStorage.getItem(COMMENTER_KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as { name?: unknown; email?: unknown };
    return { name: typeof d.name === 'string' ? d.name : '', email: typeof d.email === 'string' ? d.email : '' };
  } catch {
    return null;
  }
}

function remember(save: boolean, name: string, email: string) {
  try {
    if (save) localStorage.setItem(COMMENTER_KEY, JSON.stringify({ name, email }));
    else localStorage.removeItem(COMMENTER_KEY);
  } catch {
    // no storage (private mode): nothing kept
  }
}

export function CommentForm({ postId, onPublished }: { postId: string; onPublished: (c: BlogComment) => void }) {
  const { user } = useAuth();
  const signedIn = user ? `${user.first_name} ${user.last_name}`.trim() : null;
  const { t } = useLingui();
  const online = useOnline();
  const [saved] = useState(savedDetails);
  const [save, setSave] = useState(saved !== null);
  const [sent, setSent] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const form = useContractForm(signedIn ? blogCommentWriteSchema : visitorCommentSchema, {
    defaultValues: { name: saved?.name ?? '', email: saved?.email ?? '', body: '', website: '' },
  });
  const { register, submitWith, fieldError, serverError, setServerError, watch, formState, reset } = form;
  const length = watch('body')?.length ?? 0;

  const onSubmit = submitWith(
    async (values: BlogCommentWrite) => {
      try {
        const body: BlogCommentWrite = signedIn ? { body: values.body, website: values.website } : values;
        const res = await sendComment(postId, body, key);
        setKey(crypto.randomUUID());
        if (!signedIn) remember(save, values.name ?? '', values.email ?? '');
        reset({ name: save ? values.name : '', email: save ? values.email : '', body: '', website: '' });
        setSent(res.message);
        if (res.data.state === 'approved') onPublished({ id: res.data.id, name: signedIn ?? values.name ?? '', body: values.body.trim(), created_at: new Date().toISOString() });
      } catch (err) {
        if (!(err instanceof ApiError) || err.status >= 500) {
          setServerError(t`Your comment could not be sent. Please try again later.`);
          return;
        }
        throw err;
      }
    },
    {
      fields: ['name', 'email', 'body'],
      invalid: t`Please fill in all required fields correctly.`,
      offline: t`You are offline. Your comment is still here; send it when you are back online.`,
    },
  );

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-8 space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6" aria-labelledby="comment-form-heading">
      <h3 id="comment-form-heading" className="text-xl font-bold text-gray-900">
        <Trans>Leave a comment</Trans>
      </h3>
      <p className="text-sm text-gray-700">
        {signedIn ? (
          <Trans>Commenting as {signedIn}.</Trans>
        ) : (
          <Trans>Your email is never shown. Comments appear once a moderator has approved them.</Trans>
        )}
      </p>
      {sent && (
        <div role="status">
          <Notice tone="success">{sent}</Notice>
        </div>
      )}
      <Notice>{serverError}</Notice>
      {!online && (
        <Notice tone="info">
          <Trans>You are offline. You can read the blog; comments are sent when you are back online.</Trans>
        </Notice>
      )}
      {!signedIn && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={<Trans>Name</Trans>} autoComplete="name" maxLength={80} error={fieldError('name')} {...register('name')} />
          <TextField label={<Trans>Email</Trans>} type="email" autoComplete="email" error={fieldError('email')} {...register('email')} />
        </div>
      )}
      <TextAreaField
        label={<Trans>Comment</Trans>}
        rows={5}
        hint={<Trans>{length} of {COMMENT_BODY_MAX} characters</Trans>}
        error={fieldError('body')}
        maxLength={COMMENT_BODY_MAX}
        {...register('body')}
      />
      {!signedIn && (
        <label className="flex min-h-11 items-center gap-3 text-gray-800">
          <input type="checkbox" className="size-5 accent-green-700" checked={save} onChange={(e) => setSave(e.target.checked)} />
          <Trans>Save my name and email on this device for the next time I comment.</Trans>
        </label>
      )}
      {/* For robots only: people never see it, and a form that fills it is not kept. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <Button type="submit" disabled={formState.isSubmitting || !online}>
        {formState.isSubmitting ? <Trans>Sending your comment</Trans> : <Trans>Post comment</Trans>}
      </Button>
    </form>
  );
}
