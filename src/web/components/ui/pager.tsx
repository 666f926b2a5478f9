// Previous / 'Page 2 of 5' / Next, for a list shown a page at a time (the marketplace, the upcoming harvests).
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t, i18n } = useLingui();
  const current = i18n.number(page);
  const last = i18n.number(pages);
  return (
    <nav aria-label={t`Pages`} className="mt-8 flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        <Trans>Previous</Trans>
      </Button>
      <span className="text-sm text-gray-800" aria-current="page">
        <Trans>
          Page {current} of {last}
        </Trans>
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
