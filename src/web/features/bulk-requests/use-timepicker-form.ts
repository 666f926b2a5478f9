// The time picker's form: the stored draft (or a new one) loaded into useContractForm, the date and window checked
// as before (after today, up to MAX_DAYS_AHEAD days ahead, 'HH:MM', the window ending after it starts), and 'Use this
// time' writing them into the whole draft. The schema passes the values through unchanged (z.custom): the parsed
// values hold only the three fields, so they are merged into the loaded draft, never saved on their own (a draft
// without its id or the rest of the request reads back as a new, empty one).
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { addDays, todayInCanada } from '@contract/order-rules.ts';
import { useAuth } from '@/lib/auth.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { loadDraft, MAX_DAYS_AHEAD, newDraft, saveDraft, WINDOW_PRESETS, type RequestDraft } from './request-draft.ts';

export type WindowChoice = (typeof WINDOW_PRESETS)[number]['id'] | 'custom';
export type DeliveryTime = Pick<RequestDraft, 'delivery_date' | 'window_start' | 'window_end'>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function presetOf(start: string, end: string): WindowChoice {
  return WINDOW_PRESETS.find((p) => p.start === start && p.end === end)?.id ?? 'custom';
}

export function useTimepickerForm() {
  const { t } = useLingui();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const navigate = useNavigate();
  const [draft, setDraft] = useState<RequestDraft | null>(null);
  const [choice, setChoice] = useState<WindowChoice>('morning');
  const today = todayInCanada();
  const min = addDays(today, 1);
  const max = addDays(today, MAX_DAYS_AHEAD);

  // Every check runs on every submit (one refinement, no field checks that would skip it), each message on its field.
  const schema = z.custom<DeliveryTime>().superRefine(({ delivery_date: date, window_start: start, window_end: end }, ctx) => {
    const issue = (path: keyof DeliveryTime, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!date) issue('delivery_date', t`Choose a date`);
    else if (date <= today) issue('delivery_date', t`Choose a date after today`);
    else if (date > max) issue('delivery_date', t`Choose a date within the next ${MAX_DAYS_AHEAD} days`);
    if (!TIME.test(start)) issue('window_start', t`Enter a time such as 08:00`);
    if (!TIME.test(end)) issue('window_end', t`Enter a time such as 08:00`);
    else if (TIME.test(start) && end <= start) issue('window_end', t`The delivery window must end after it starts`);
  });
  // Checked on 'Use this time' only; a change clears its field's message (pick, onDateChange, ...).
  const form = useContractForm(schema, {
    defaultValues: { delivery_date: '', window_start: WINDOW_PRESETS[0].start, window_end: WINDOW_PRESETS[0].end },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { reset, setValue, clearErrors } = form;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void loadDraft(userId).then((stored) => {
      if (!live) return;
      const d = stored ?? newDraft();
      setDraft(d);
      reset({ delivery_date: d.delivery_date, window_start: d.window_start, window_end: d.window_end });
      setChoice(presetOf(d.window_start, d.window_end));
    });
    return () => {
      live = false;
    };
  }, [userId, reset]);

  const pick = (id: WindowChoice) => {
    setChoice(id);
    const preset = WINDOW_PRESETS.find((p) => p.id === id);
    if (preset) {
      setValue('window_start', preset.start);
      setValue('window_end', preset.end);
    }
    clearErrors(['window_start', 'window_end']);
  };

  const submit = form.handleSubmit(async (values) => {
    if (!draft) return;
    await saveDraft(userId, { ...draft, ...values });
    await navigate({ to: '/request-produce' });
  });

  return { form, draft, choice, pick, submit, today, min, max };
}
