// The farm's ledgers as its money screens read them, derived on the device (offline too) from the synced entries,
// notices and orders: one book per buyer and currency, the e-Transfer notices to answer, and the refused changes.
import { useMemo, useState } from 'react';
import { todayInCanada } from '@contract/order-rules.ts';
import { useMyFarmId } from '@/domain/farm/my-farm.ts';
import { ledgerBooks, type LedgerBook } from '@/domain/money/ledger-book.ts';
import { isPending, useFarmMoney, type MoneyRows } from '@/domain/money/use-money.ts';
import type { ClaimItem } from './components/claims-to-answer.tsx';

export interface FarmBooks {
  farmId: string | null;
  rows: MoneyRows;
  books: LedgerBook[];
  /** Notices waiting for an answer, and answers waiting to be sent, oldest first. */
  claims: ClaimItem[];
  today: string;
}

export function useFarmBooks(): FarmBooks | undefined {
  const farmId = useMyFarmId();
  const rows = useFarmMoney(farmId);
  const [today] = useState(todayInCanada);
  return useMemo(() => {
    if (!rows || farmId === undefined) return undefined;
    const books = ledgerBooks(rows.orders, rows.entries, rows.claims, today);
    const claims: ClaimItem[] = [];
    for (const book of books)
      for (const claim of book.claims) {
        const waiting = isPending(rows, 'payment_claims', claim.id);
        if (claim.status === 'claimed' || waiting) claims.push({ claim, book, waiting });
      }
    claims.sort((a, b) => a.claim.created_at.localeCompare(b.claim.created_at));
    return { farmId, rows, books, claims, today };
  }, [rows, farmId, today]);
}
