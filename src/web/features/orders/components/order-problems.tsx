// The satisfaction guarantee: within 48 hours of delivery the buyer reports missing, damaged or poor-quality lines
// (with up to 3 photos); the farm answers with a refund, a credit or a reason. Both see the reports and answers.
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { MessageSquareWarning } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { ProblemList } from './problem-list.tsx';
import { ReportProblemForm } from './report-problem-form.tsx';

/** The report section: the reports, and the form while the 48-hour window is open. */
export function ProblemSection({ order, canReport }: { order: LocalOrder; canReport: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <ProblemList order={order} />
      {canReport ? (
        open ? (
          <ReportProblemForm order={order} onDone={() => setOpen(false)} />
        ) : (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-gray-800">
              <Trans>Something missing, damaged or not fresh? Tell the farm within 48 hours of delivery.</Trans>
            </p>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              <MessageSquareWarning aria-hidden="true" className="size-4" />
              <Trans>Report a problem</Trans>
            </Button>
          </div>
        )
      ) : (
        order.problems.length === 0 && (
          <Notice tone="info">
            <Trans>Problems can be reported within 48 hours of delivery.</Trans>
          </Notice>
        )
      )}
    </div>
  );
}
