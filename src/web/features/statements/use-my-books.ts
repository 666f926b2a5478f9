// The signed-in buyer's ledgers (one per farm and currency), derived on the device (offline too), most urgent first:
// overdue, then the largest balance.
import { useMemo, useState } from 'react';
import { todayInCanada } from '@contract/order-rules.ts';
import { ledgerBooks, type LedgerBook } from '@/domain/money/ledger-book.ts';
import { useMyMoney, type MoneyRows } from '@/domain/money/use-money.ts';

export interface MyBooks {
  rows: MoneyRows;
  books: LedgerBook[];
  today: string;
}

export function useMyBooks(): MyBooks | undefined {
  const rows = useMyMoney();
  const [today] = useState(todayInCanada);
  return useMemo(() => {
    if (!rows) return undefined;
    const books = ledgerBooks(rows.orders, rows.entries, rows.claims, today).sort(
      (a, b) => b.overdue - a.overdue || b.balance - a.balance || a.party.farm_name.localeCompare(b.party.farm_name),
    );
    return { rows, books, today };
  }, [rows, today]);
}
