// The bookkeeping export: every ledger entry of a period as CSV, one line per posting (account, debit, credit), the
// file an accountant imports. The server makes it, so it needs a connection; offline the button says so.
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { monthBounds, monthOf } from '@contract/ledger-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { downloadLedgerExport } from '@/domain/money/money-files.ts';
import { useOnline } from '@/lib/online.ts';

export interface ExportPeriod {
  from?: string;
  to?: string;
}

export function BookkeepingExport({ period, today, onChange }: { period: ExportPeriod; today: string; onChange: (patch: ExportPeriod) => void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const offlineId = useId();
  const from = period.from ?? monthBounds(monthOf(today)).from;
  const to = period.to ?? today;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const wrong = from > to;
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadLedgerExport(from, to, `${i18n.locale === 'fr' ? 'grand-livre' : 'ledger'}-${from}-${to}.csv`);
    } catch {
      setError(t`The export could not be downloaded. Try again when you are online.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="export-title" className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="bookkeeping-export">
      <h2 id="export-title" className="text-lg font-semibold text-gray-900">
        <Trans>Export for your bookkeeping</Trans>
      </h2>
      <p className="text-sm text-gray-700">
        <Trans>Every entry of the period as a CSV file, one line per account (receivable, sales, delivery, tax, cash by method, returns, bad debt), ready for your accountant.</Trans>
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <TextField label={<Trans>From</Trans>} type="date" value={from} max={to} onChange={(e) => e.target.value && onChange({ from: e.target.value })} />
        <TextField
          label={<Trans>To</Trans>}
          type="date"
          value={to}
          min={from}
          error={wrong ? t`The end comes before the start.` : undefined}
          onChange={(e) => e.target.value && onChange({ to: e.target.value })}
        />
        <Button variant="secondary" disabled={!online || busy || wrong} aria-describedby={online ? undefined : offlineId} onClick={() => void download()}>
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download CSV</Trans>
        </Button>
      </div>
      {!online && (
        <p id={offlineId} className="mt-2 text-sm text-amber-950" data-testid="export-offline">
          <Trans>The export needs a connection: the server makes the file from the whole ledger. Connect and try again.</Trans>
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}
