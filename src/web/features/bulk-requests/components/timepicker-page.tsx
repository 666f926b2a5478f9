// /request/timepicker: the delivery date (after today, up to 120 days ahead) and time window (morning, midday,
// afternoon or the buyer's own hours) of the request being written. 'Use this time' writes them into the draft on
// the device and goes back to the form; 'Cancel' goes back without a change.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { addDays, todayInCanada } from '@contract/order-rules.ts';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAuth } from '@/lib/auth.ts';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { loadDraft, MAX_DAYS_AHEAD, newDraft, saveDraft, WINDOW_PRESETS, type RequestDraft } from '../request-draft.ts';

type WindowChoice = (typeof WINDOW_PRESETS)[number]['id'] | 'custom';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function presetOf(start: string, end: string): WindowChoice {
  return WINDOW_PRESETS.find((p) => p.start === start && p.end === end)?.id ?? 'custom';
}

export function TimepickerPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const navigate = useNavigate();
  const { day } = useOrderFormats();
  const [draft, setDraft] = useState<RequestDraft | null>(null);
  const [date, setDate] = useState('');
  const [choice, setChoice] = useState<WindowChoice>('morning');
  const [start, setStart] = useState('06:00');
  const [end, setEnd] = useState('10:00');
  const [errors, setErrors] = useState<{ date?: string; end?: string; start?: string }>({});
  const name = useId();
  const today = todayInCanada();
  const min = addDays(today, 1);
  const max = addDays(today, MAX_DAYS_AHEAD);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void loadDraft(userId).then((stored) => {
      if (!live) return;
      const d = stored ?? newDraft();
      setDraft(d);
      setDate(d.delivery_date);
      setStart(d.window_start);
      setEnd(d.window_end);
      setChoice(presetOf(d.window_start, d.window_end));
    });
    return () => {
      live = false;
    };
  }, [userId]);

  const pick = (id: WindowChoice) => {
    setChoice(id);
    const preset = WINDOW_PRESETS.find((p) => p.id === id);
    if (preset) {
      setStart(preset.start);
      setEnd(preset.end);
    }
    setErrors((e) => ({ ...e, start: undefined, end: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const found: typeof errors = {};
    if (!date) found.date = t`Choose a date`;
    else if (date <= today) found.date = t`Choose a date after today`;
    else if (date > max) found.date = t`Choose a date within the next ${MAX_DAYS_AHEAD} days`;
    if (!TIME.test(start)) found.start = t`Enter a time such as 08:00`;
    if (!TIME.test(end)) found.end = t`Enter a time such as 08:00`;
    else if (TIME.test(start) && end <= start) found.end = t`The delivery window must end after it starts`;
    setErrors(found);
    const first = found.date ? 'timepicker-date' : found.start ? 'timepicker-start' : found.end ? 'timepicker-end' : null;
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    await saveDraft(userId, { ...draft, delivery_date: date, window_start: start, window_end: end });
    await navigate({ to: '/request-produce' });
  };

  const presetLabel: Record<(typeof WINDOW_PRESETS)[number]['id'], string> = { morning: t`Morning`, midday: t`Midday`, afternoon: t`Afternoon` };

  return (
    <div className="mx-auto max-w-xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        <Trans>Choose a delivery time</Trans>
      </h1>
      <p className="mt-1 text-gray-700">
        <Trans>The day and the hours the produce should arrive (or be picked up), Toronto time.</Trans>
      </p>
      {!draft ? (
        <p className="mt-6 text-gray-700">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <TextField
              id="timepicker-date"
              type="date"
              label={<Trans>Delivery date</Trans>}
              hint={<Trans>From tomorrow up to {MAX_DAYS_AHEAD} days ahead.</Trans>}
              min={min}
              max={max}
              value={date}
              error={errors.date}
              onChange={(e) => {
                setDate(e.target.value);
                setErrors((er) => ({ ...er, date: undefined }));
              }}
            />
            {date && !errors.date && date > today && date <= max && (
              <p className="text-sm text-gray-800" data-testid="chosen-day">
                {day(date)}
              </p>
            )}
          </div>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-gray-800">
              <Trans>Time window</Trans>
            </legend>
            {WINDOW_PRESETS.map((p) => (
              <label key={p.id} className="flex min-h-11 items-center gap-3 rounded-md border border-gray-300 bg-white px-3 text-gray-900 has-checked:border-green-700 has-checked:bg-green-50">
                <input type="radio" name={name} className="size-5 accent-green-700" checked={choice === p.id} onChange={() => pick(p.id)} />
                <span className="font-medium">{presetLabel[p.id]}</span>
                <span className="text-gray-700">
                  {p.start}–{p.end}
                </span>
              </label>
            ))}
            <label className="flex min-h-11 items-center gap-3 rounded-md border border-gray-300 bg-white px-3 text-gray-900 has-checked:border-green-700 has-checked:bg-green-50">
              <input type="radio" name={name} className="size-5 accent-green-700" checked={choice === 'custom'} onChange={() => pick('custom')} />
              <span className="font-medium">
                <Trans>Other hours</Trans>
              </span>
            </label>
          </fieldset>

          {choice === 'custom' && (
            <div className="grid grid-cols-2 gap-4">
              <TextField
                id="timepicker-start"
                type="time"
                label={<Trans>From</Trans>}
                value={start}
                step={900}
                error={errors.start}
                onChange={(e) => {
                  setStart(e.target.value);
                  setErrors((er) => ({ ...er, start: undefined, end: undefined }));
                }}
              />
              <TextField
                id="timepicker-end"
                type="time"
                label={<Trans>Until</Trans>}
                value={end}
                step={900}
                error={errors.end}
                onChange={(e) => {
                  setEnd(e.target.value);
                  setErrors((er) => ({ ...er, end: undefined }));
                }}
              />
            </div>
          )}
          {choice !== 'custom' && errors.end && <Notice>{errors.end}</Notice>}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to="/request-produce" className={buttonClasses('secondary', 'lg')}>
              <Trans>Cancel</Trans>
            </Link>
            <Button type="submit" size="lg">
              <Trans>Use this time</Trans>
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
