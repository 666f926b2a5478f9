// 'Last synced 3 minutes ago', '5 minutes ago' in the reader's language, refreshed every 30 seconds (sync status, notifications).
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', Infinity],
];

export function formatRelative(at: number, now: number, locale: string): string {
  let value = Math.round((at - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return unit === 'second' && Math.abs(value) < 10 ? format.format(0, 'second') : format.format(value, unit);
    value = Math.round(value / size);
  }
  return format.format(value, 'day');
}

export function useRelativeTime(at: number | null): string | null {
  const { i18n } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return at === null ? null : formatRelative(at, Math.max(now, at), i18n.locale);
}
