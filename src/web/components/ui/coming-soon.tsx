// The coming-soon page with a countdown to 12 days after the app loaded (spec §2: /register and /login).
import { Trans, useLingui } from '@lingui/react/macro';
import { Sprout } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COMING_SOON_DAYS } from '@contract/constants.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Fixed once per page load, so navigating away and back does not restart the countdown. */
const LAUNCH_AT = Date.now() + COMING_SOON_DAYS * DAY_MS;

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function remainingUntil(target: number, now: number): Remaining {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

export function ComingSoon({ target = LAUNCH_AT }: { target?: number }) {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = remainingUntil(target, now);
  const units = [
    { value: left.days, label: t`Days` },
    { value: left.hours, label: t`Hours` },
    { value: left.minutes, label: t`Minutes` },
    { value: left.seconds, label: t`Seconds` },
  ];
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center" aria-labelledby="coming-soon-title">
      <Sprout aria-hidden="true" className="h-14 w-14 text-green-700" />
      <h1 id="coming-soon-title" className="mt-4 text-4xl font-bold text-gray-900">
        <Trans>Coming soon</Trans>
      </h1>
      <p className="mt-3 text-lg text-gray-700">
        <Trans>We're preparing something amazing</Trans>
      </p>
      {/* The numbers change every second: announced only on request, not live. */}
      <dl className="mt-10 grid w-full max-w-xl grid-cols-2 gap-4 sm:grid-cols-4">
        {units.map((u) => (
          <div key={u.label} className="flex flex-col-reverse rounded-lg border border-green-200 bg-green-50 p-4">
            <dt className="text-sm font-medium uppercase tracking-wide text-green-900">{u.label}</dt>
            <dd className="text-4xl font-bold tabular-nums text-green-800">{String(u.value).padStart(2, '0')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
