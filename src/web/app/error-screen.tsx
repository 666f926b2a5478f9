// What the user sees when the app fails: what happened in plain words, a Reload, and a short report to copy for
// support (the spec names no support address, so there is no mail link). Loaded when an error happens
// (error-boundary.tsx): the router shows it in place of a page that failed, inside the shell; AppErrorBoundary
// when the shell itself fails.
import { useLayoutEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button.tsx';
import { version } from '../../../package.json';

/** The built file this code came from (its name carries the build's hash): tells support which build failed. */
const BUILD_FILE = import.meta.url.split(/[?#]/)[0]!.split('/').pop() ?? '';

const MESSAGE_MAX = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tokens never leave in a report, even when an error message quotes one. */
function redact(text: string): string {
  return text
    .replace(/Bearer\s+\S+/gi, 'Bearer [redacted]')
    .replace(/eyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[redacted]')
    // Opaque tokens are long runs of letters and digits; ids (UUIDs) stay, they help find the order or product.
    .replace(/[\w-]{32,}/g, (run) => (UUID.test(run) ? run : '[redacted]'));
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** The short report 'Copy details' copies: message, route, time and version; no stack, no query string, no tokens. */
export function errorReport(error: unknown, route: string, now: Date = new Date()): string {
  const message = redact(describe(error)).slice(0, MESSAGE_MAX);
  return [
    'FreshMarket error report',
    `Time: ${now.toISOString()}`,
    `Route: ${redact(route)}`,
    `Version: ${version}${BUILD_FILE ? ` (${BUILD_FILE})` : ''}`,
    `Error: ${message || 'Unknown error'}`,
  ].join('\n');
}

type CopyState = 'idle' | 'copied' | 'failed';

export interface ErrorScreenProps {
  error: unknown;
  route: string;
}

export function ErrorScreen({ error, route }: ErrorScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const [report] = useState(() => errorReport(error, route));

  // Focus moves to the news, so a keyboard or screen reader user starts from it: in the commit that shows the screen
  // (a layout effect), never a frame later, when a key pressed meanwhile would have gone elsewhere.
  useLayoutEffect(() => heading.current?.focus(), []);

  const copyDetails = async () => {
    try {
      await navigator.clipboard.writeText(report);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section aria-labelledby="error-screen-title" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <h1 id="error-screen-title" ref={heading} tabIndex={-1} className="text-3xl font-bold text-gray-900 outline-none">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="mt-4 text-lg text-gray-700">
        <Trans>This page stopped working. Reloading usually fixes it, and changes waiting to be sent are kept on this device.</Trans>
      </p>
      <p className="mt-2 text-gray-700">
        <Trans>If it keeps happening, copy the details and include them when you contact us.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
        <Button variant="secondary" onClick={() => void copyDetails()}>
          <Trans>Copy details</Trans>
        </Button>
      </div>
      <p role="status" className="mt-4 min-h-6 text-sm font-semibold text-gray-900">
        {copy === 'copied' && <Trans>Details copied</Trans>}
        {copy === 'failed' && <Trans>Could not copy. Select the details below and copy them yourself.</Trans>}
      </p>
      {copy === 'failed' && (
        <label className="mt-2 flex w-full flex-col gap-1 text-left text-sm font-semibold text-gray-900">
          <Trans>Error details</Trans>
          <textarea
            readOnly
            value={report}
            rows={5}
            onFocus={(event) => event.currentTarget.select()}
            className="rounded-md border border-gray-300 p-2 font-mono text-xs font-normal"
          />
        </label>
      )}
    </section>
  );
}
