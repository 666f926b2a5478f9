// /admin/exchange-rates: the exchange rates the marketplace converts prices with (Admin only).
import { createFileRoute } from '@tanstack/react-router';
import { ExchangeRatesPage } from '@/features/admin/components/exchange-rates-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin/exchange-rates')({
  component: ExchangeRatesPage,
});
