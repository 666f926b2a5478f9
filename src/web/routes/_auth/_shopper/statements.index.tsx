// /statements ('What you owe'): the buyer's accounts with each farm, from the device (offline too).
import { createFileRoute } from '@tanstack/react-router';
import { StatementsPage } from '@/features/statements/components/statements-page.tsx';

export const Route = createFileRoute('/_auth/_shopper/statements/')({
  component: StatementsPage,
});
