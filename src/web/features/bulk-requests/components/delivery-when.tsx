// The delivery date and time window of the request being written, as a sentence with a link to /request/timepicker
// where they are chosen. Errors of both show here; the link takes the focus when one of them is wrong.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CalendarClock } from 'lucide-react';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import type { RequestDraft } from '../request-draft.ts';

export function DeliveryWhen({ draft, dateError, windowError, focusId }: { draft: Pick<RequestDraft, 'delivery_date' | 'window_start' | 'window_end'>; dateError?: string | undefined; windowError?: string | undefined; focusId: string }) {
  const { t } = useLingui();
  const { day } = useOrderFormats();
  const errorId = `${focusId}-error`;
  const error = dateError || windowError;
  const start = draft.window_start;
  const end = draft.window_end;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium text-gray-800">
        <Trans>Delivery date and time</Trans>
      </p>
      <div className={`flex flex-wrap items-center justify-between gap-3 rounded-md border px-3 py-2 ${error ? 'border-red-700' : 'border-gray-300'}`}>
        <p className="flex items-center gap-2 text-gray-900" data-testid="delivery-when">
          <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-green-800" />
          {draft.delivery_date ? (
            <span>
              <Trans>
                {day(draft.delivery_date)}, between {start} and {end}
              </Trans>
            </span>
          ) : (
            <span className="text-gray-700">
              <Trans>No date chosen yet</Trans>
            </span>
          )}
        </p>
        <Link
          id={focusId}
          to="/request/timepicker"
          aria-describedby={error ? errorId : undefined}
          aria-label={draft.delivery_date ? t`Change the delivery date and time` : t`Choose the delivery date and time`}
          className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          {draft.delivery_date ? <Trans>Change</Trans> : <Trans>Choose</Trans>}
        </Link>
      </div>
      {error && (
        <p id={errorId} className="flex flex-col text-sm text-red-700">
          {dateError && <span>{dateError}</span>}
          {windowError && <span>{windowError}</span>}
        </p>
      )}
    </div>
  );
}
