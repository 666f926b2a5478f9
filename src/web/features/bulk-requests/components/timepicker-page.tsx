// /request/timepicker: the delivery date (after today, up to 120 days ahead) and time window (morning, midday,
// afternoon or the buyer's own hours) of the request being written. 'Use this time' writes them into the draft on
// the device and goes back to the form; 'Cancel' goes back without a change.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { MAX_DAYS_AHEAD } from '../request-draft.ts';
import { useTimepickerForm } from '../use-timepicker-form.ts';
import { WindowChoiceFields } from './window-choice-fields.tsx';

export function TimepickerPage() {
  const { day } = useOrderFormats();
  const { form, draft, choice, pick, submit, today, min, max } = useTimepickerForm();
  const { register, control, fieldError, clearErrors } = form;
  const date = useWatch({ control, name: 'delivery_date' });
  const dateError = fieldError('delivery_date');
  const endError = fieldError('window_end');

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
              error={dateError}
              {...register('delivery_date', { onChange: () => clearErrors('delivery_date') })}
            />
            {date && !dateError && date > today && date <= max && (
              <p className="text-sm text-gray-800" data-testid="chosen-day">
                {day(date)}
              </p>
            )}
          </div>

          <WindowChoiceFields choice={choice} onPick={pick} />

          {choice === 'custom' && (
            <div className="grid grid-cols-2 gap-4">
              <TextField
                id="timepicker-start"
                type="time"
                label={<Trans>From</Trans>}
                step={900}
                error={fieldError('window_start')}
                {...register('window_start', { onChange: () => clearErrors(['window_start', 'window_end']) })}
              />
              <TextField
                id="timepicker-end"
                type="time"
                label={<Trans>Until</Trans>}
                step={900}
                error={endError}
                {...register('window_end', { onChange: () => clearErrors('window_end') })}
              />
            </div>
          )}
          {choice !== 'custom' && endError && <Notice>{endError}</Notice>}

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
