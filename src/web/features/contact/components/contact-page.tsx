// /contact: a subject and a message to the people who run FreshMarket, answered by email (spec §2, §5). Visitors
// give a name and an email; a signed-in user's come from the account. What is typed is kept on this device until
// it is sent (a reload or a lost signal loses nothing); the send states are the spec's: 'Sending your message',
// 'Your message has been sent successfully!', 'Failed to send message. Please try again later.'
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CONTACT_MESSAGE_MAX, contactMessageSchema, visitorContactSchema, type ContactMessageWrite } from '@contract/contact.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { api, ApiError } from '@/lib/api.ts';
import { useAuth } from '@/lib/auth.ts';
import { useOnline } from '@/lib/online.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';

const DRAFT_KEY = 'fm.contact-draft';

interface Draft {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The Idempotency-Key of this message: a second press, or a retry after a lost answer, sends it once. */
  key: string;
}

function readDraft(): Draft {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    const d = raw ? (JSON.parse(raw) as Partial<Draft>) : {};
    return { name: d.name ?? '', email: d.email ?? '', subject: d.subject ?? '', message: d.message ?? '', key: d.key ?? crypto.randomUUID() };
  } catch {
    return { name: '', email: '', subject: '', message: '', key: crypto.randomUUID() };
  }
}

export function ContactPage() {
  const { user } = useAuth();
  const [sent, setSent] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-gray-900 focus:outline-none">
        <Trans>Contact us</Trans>
      </h1>
      {sent ? (
        <div className="mt-6 space-y-4">
          <Notice tone="success">{sent}</Notice>
          <p className="text-gray-700">
            {user ? <Trans>We answer by email, at {user.email}.</Trans> : <Trans>We answer by email, at the address you gave.</Trans>}
          </p>
          <Button variant="secondary" onClick={() => setSent(null)}>
            <Trans>Write another message</Trans>
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-2 text-gray-700">
            <Trans>A question about an order, selling on FreshMarket or working with us? Write to the people who run the marketplace; we answer by email.</Trans>
          </p>
          <ContactForm signedInAs={user ? { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email } : null} onSent={setSent} />
        </>
      )}
    </div>
  );
}

function ContactForm({ signedInAs, onSent }: { signedInAs: { name: string; email: string } | null; onSent: (message: string) => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const [draft] = useState(readDraft);
  const form = useContractForm(signedInAs ? contactMessageSchema : visitorContactSchema, {
    defaultValues: { name: draft.name, email: draft.email, subject: draft.subject, message: draft.message, website: '' },
  });
  const { register, submitWith, fieldError, serverError, setServerError, watch, formState } = form;
  const values = watch();
  // Kept on the device as it is typed: nothing is lost to a reload, a closed tab or a lost signal.
  useEffect(() => {
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify({ name: values.name ?? '', email: values.email ?? '', subject: values.subject ?? '', message: values.message ?? '', key: draft.key }));
    } catch {
      // private mode without storage: the form still works
    }
  }, [values.name, values.email, values.subject, values.message, draft.key]);

  const onSubmit = submitWith(
    async (body: ContactMessageWrite) => {
      try {
        const res = await api<{ message: string }>('/contact/', { method: 'POST', body: signedInAs ? { subject: body.subject, message: body.message, website: body.website } : body, headers: { 'Idempotency-Key': draft.key } });
        try {
          localStorage.removeItem(DRAFT_KEY);
        } catch {
          // nothing kept
        }
        onSent(res.message);
      } catch (err) {
        if (!(err instanceof ApiError) || err.status >= 500) {
          setServerError(t`Failed to send message. Please try again later.`);
          return;
        }
        throw err;
      }
    },
    {
      fields: ['name', 'email', 'subject', 'message'],
      invalid: t`Please fill in all required fields correctly.`,
      offline: t`You are offline. Your message is kept on this device; send it when you are back online.`,
    },
  );
  const length = values.message?.length ?? 0;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-6 space-y-4" aria-label={t`Contact form`}>
      <Notice>{serverError}</Notice>
      {!online && (
        <Notice tone="info">
          <Trans>You are offline. What you write is kept on this device; send it when you are back online.</Trans>
        </Notice>
      )}
      {signedInAs ? (
        <p className="flex items-center gap-2 rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-800">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-green-800" />
          <Trans>
            Sent as {signedInAs.name}; we answer at {signedInAs.email}.
          </Trans>
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={<Trans>Your name</Trans>} autoComplete="name" error={fieldError('name')} {...register('name')} />
          <TextField label={<Trans>Your email</Trans>} type="email" autoComplete="email" error={fieldError('email')} {...register('email')} />
        </div>
      )}
      <TextField label={<Trans>Subject</Trans>} error={fieldError('subject')} maxLength={150} {...register('subject')} />
      <TextAreaField
        label={<Trans>Message</Trans>}
        rows={7}
        hint={<Trans>{length} of {CONTACT_MESSAGE_MAX} characters</Trans>}
        error={fieldError('message')}
        maxLength={CONTACT_MESSAGE_MAX}
        {...register('message')}
      />
      {/* For robots only: people never see it, and a form that fills it is not kept. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <Button type="submit" disabled={formState.isSubmitting || !online}>
        {formState.isSubmitting ? <Trans>Sending your message</Trans> : <Trans>Send message</Trans>}
      </Button>
    </form>
  );
}
