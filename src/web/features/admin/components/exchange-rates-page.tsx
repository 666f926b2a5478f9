// /admin/exchange-rates: the rates the marketplace converts prices with (CAD per one US dollar, per one rupee), the
// ones in force with their day, a form to set new ones from a day on, and the history. Never fetched from the
// internet: the operator reads the rate where they trust it (the Bank of Canada's daily rates) and types it here or
// with `npm run rates:set`. Online reads and writes, as the other admin screens; offline it says so.
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { RATED_CURRENCIES, rateText, type RatedCurrency } from '@contract/currency-rules.ts';
import type { ExchangeRatesAdmin } from '@contract/exchange-rates.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { ScrollRegion } from '@/components/ui/scroll-region.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { rateDate } from '@/domain/currency/converted-price.tsx';
import { ApiError } from '@/lib/api.ts';
import { useOnline } from '@/lib/online.ts';
import { fetchExchangeRates, setExchangeRates } from '../admin-api.ts';
import { AdminNav } from './admin-nav.tsx';

type Load = { state: 'loading' } | { state: 'ok'; view: ExchangeRatesAdmin } | { state: 'error'; message: string };

export function ExchangeRatesPage() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [rates, setRates] = useState<Record<RatedCurrency, string>>({ USD: '', INR: '' });
  const [day, setDay] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  // One key per intended change: a retry of the same submit (after a lost answer) is applied once.
  const key = useRef<string>(crypto.randomUUID());
  const dateId = useId();

  useEffect(() => {
    if (!online) return;
    let live = true;
    fetchExchangeRates().then(
      (view) => {
        if (!live) return;
        setLoad({ state: 'ok', view });
        setDay((d) => d || view.today);
      },
      (err: unknown) => live && setLoad({ state: 'error', message: err instanceof Error ? err.message : t`Something went wrong` }),
    );
    return () => {
      live = false;
    };
  }, [online, attempt, t]);

  const names: Record<RatedCurrency, string> = { USD: t`US dollar (USD)`, INR: t`Indian rupee (INR)` };
  const sourceName = (s: string, who: string | null) => (s === 'admin' ? (who ?? t`An administrator`) : s === 'script' ? t`Command line (npm run rates:set)` : t`Demo data`);

  const submit = async () => {
    const body = {
      effective_on: day || undefined,
      rates: RATED_CURRENCIES.filter((c) => rates[c].trim() !== '').map((c) => ({ currency: c, rate: rates[c].trim() })),
    };
    setErrors({});
    setFormError('');
    if (body.rates.length === 0) {
      setFormError(t`Enter at least one rate.`);
      return;
    }
    setBusy(true);
    try {
      const res = await setExchangeRates(body, key.current);
      key.current = crypto.randomUUID();
      toast.success(res.message);
      setLoad({ state: 'ok', view: res.data });
      setRates({ USD: '', INR: '' });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        // The server names each field as rates.N.rate / effective_on: back to this form's fields.
        const out: Record<string, string> = {};
        for (const [field, messages] of Object.entries(err.messages)) {
          const m = /^rates\.(\d+)\.(rate|currency)$/.exec(field);
          const currency = m ? body.rates[Number(m[1])]?.currency : undefined;
          out[currency ?? (field === 'effective_on' ? 'date' : 'form')] = messages[0] ?? err.message;
        }
        setErrors(out);
        if (out.form || Object.keys(out).length === 0) setFormError(out.form ?? err.message);
        key.current = crypto.randomUUID();
      } else setFormError(err instanceof Error ? err.message : t`Something went wrong`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <AdminNav />
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        <Trans>Exchange rates</Trans>
      </h1>
      <p className="mt-2 text-gray-700">
        <Trans>
          Prices a farm lists in US dollars or rupees are shown to buyers converted to their currency with these rates, always with the rate’s date. Orders are still charged in the farm’s currency.
          Rates are never fetched from the internet: copy them from a source you trust, such as the Bank of Canada’s daily exchange rates.
        </Trans>
      </p>

      {!online ? (
        <div className="mt-6">
          <Notice tone="info">
            <span className="inline-flex items-start gap-2">
              <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <Trans>You are offline. Setting exchange rates needs a connection; they show again when you are back online.</Trans>
            </span>
          </Notice>
        </div>
      ) : load.state === 'loading' ? (
        <p className="mt-6 text-gray-700">
          <Trans>Loading…</Trans>
        </p>
      ) : load.state === 'error' ? (
        <div className="mt-6 space-y-3">
          <Notice>{load.message}</Notice>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          <section aria-labelledby="rates-now" className="mt-6">
            <h2 id="rates-now" className="text-lg font-semibold text-gray-900">
              <Trans>In force today</Trans>
            </h2>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="rates-in-force">
              {RATED_CURRENCIES.map((c) => {
                const r = load.view.current.find((x) => x.currency === c);
                const date = r ? rateDate(r.effective_on, i18n.locale) : '';
                const rate = r ? i18n.number(r.cad_micro / 1_000_000, { minimumFractionDigits: 4, maximumFractionDigits: 6 }) : '';
                return (
                  <li key={c} className="rounded-lg border border-gray-200 bg-white p-3 shadow-sm">
                    <p className="font-semibold text-gray-900">{names[c]}</p>
                    {r ? (
                      <p className="text-gray-800">
                        <Trans>
                          1 {c} = {rate} CAD, rate of {date}
                        </Trans>
                      </p>
                    ) : (
                      <p className="text-gray-700">
                        <Trans>No rate yet: prices in {c} are shown without a converted amount.</Trans>
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-labelledby="rates-set" className="mt-8">
            <h2 id="rates-set" className="text-lg font-semibold text-gray-900">
              <Trans>Set new rates</Trans>
            </h2>
            <form
              className="mt-3 grid gap-4 rounded-lg border border-gray-200 bg-gray-50 p-4 sm:grid-cols-3"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              {RATED_CURRENCIES.map((c) => (
                <TextField
                  key={c}
                  label={t`Canadian dollars for 1 ${c}`}
                  hint={c === 'USD' ? t`For example 1.3850` : t`For example 0.01650`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={rates[c]}
                  onChange={(e) => setRates((r) => ({ ...r, [c]: e.target.value }))}
                  error={errors[c]}
                />
              ))}
              <div className="flex flex-col gap-1">
                <label htmlFor={dateId} className="text-sm font-medium text-gray-800">
                  <Trans>In force from</Trans>
                </label>
                <p className="text-xs text-gray-600">
                  <Trans>A later date waits for its day.</Trans>
                </p>
                <input
                  id={dateId}
                  type="date"
                  value={day}
                  onChange={(e) => setDay(e.target.value)}
                  aria-invalid={errors.date ? true : undefined}
                  aria-describedby={errors.date ? `${dateId}-error` : undefined}
                  className={`min-h-11 rounded-md border bg-white px-3 text-base text-gray-900 ${errors.date ? 'border-red-700' : 'border-gray-400'}`}
                />
                {errors.date && (
                  <p id={`${dateId}-error`} className="text-sm text-red-700">
                    {errors.date}
                  </p>
                )}
              </div>
              <div className="sm:col-span-3">
                {formError && <Notice>{formError}</Notice>}
                <Button type="submit" disabled={busy} className="mt-2">
                  {busy ? <Trans>Saving…</Trans> : <Trans>Save rates</Trans>}
                </Button>
              </div>
            </form>
          </section>

          <section aria-labelledby="rates-history" className="mt-8">
            <h2 id="rates-history" className="text-lg font-semibold text-gray-900">
              <Trans>History</Trans>
            </h2>
            <ScrollRegion label={t`Exchange rate history`} className="mt-2">
              <table className="w-full min-w-[32rem] text-left text-sm" data-testid="rates-history">
                <caption className="sr-only">
                  <Trans>Every rate set, newest first</Trans>
                </caption>
                <thead className="border-b border-gray-300 text-gray-700">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      <Trans>In force from</Trans>
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      <Trans>Currency</Trans>
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      <Trans>CAD for 1 unit</Trans>
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      <Trans>Set by</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {load.view.history.map((h) => (
                    <tr key={h.id} className="border-b border-gray-200">
                      <td className="py-2 pr-3">{rateDate(h.effective_on, i18n.locale)}</td>
                      <td className="py-2 pr-3">{h.currency}</td>
                      <td className="py-2 pr-3 tabular-nums">{i18n.locale === 'fr' ? rateText(h.cad_micro).replace('.', ',') : rateText(h.cad_micro)}</td>
                      <td className="py-2">{sourceName(h.source, h.set_by_name)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </section>
        </>
      )}
    </div>
  );
}
