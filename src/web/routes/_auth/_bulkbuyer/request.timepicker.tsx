// /request/timepicker: the delivery date and time window of the request being written.
import { createFileRoute } from '@tanstack/react-router';
import { TimepickerPage } from '@/features/bulk-requests/components/timepicker-page.tsx';

export const Route = createFileRoute('/_auth/_bulkbuyer/request/timepicker')({
  component: TimepickerPage,
});
