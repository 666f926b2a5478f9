// The words of the money CSV files (a statement, the bookkeeping export) in English and French: the caller's
// language (Accept-Language, as every server message). Canadian French as a bookkeeper writes it.
import type { Language, PaymentRecordMethod } from '../../../contract/enums.ts';
import type { AgingBucket, LedgerKind } from '../../../contract/ledger-rules.ts';
import type { LedgerAccount } from './ledger.ts';

interface CsvWords {
  farm: string;
  buyer: string;
  month: string;
  currency: string;
  opening: string;
  closing: string;
  overdue: string;
  aging: string;
  agingBuckets: Record<AgingBucket, string>;
  statementColumns: [string, string, string, string, string, string, string, string];
  exportColumns: [string, string, string, string, string, string, string, string, string, string, string, string];
  kinds: Record<LedgerKind, string>;
  /** A refund's second statement line: the money paid back. */
  refundPayout: string;
  methods: Record<PaymentRecordMethod, string>;
  accounts: Record<LedgerAccount, string>;
}

const EN: CsvWords = {
  farm: 'Farm',
  buyer: 'Buyer',
  month: 'Month',
  currency: 'Currency',
  opening: 'Opening balance',
  closing: 'Closing balance',
  overdue: 'Of which overdue',
  aging: 'Aging (days since the invoice date)',
  agingBuckets: { '0_30': '0-30 days', '31_60': '31-60 days', '61_90': '61-90 days', '90_plus': 'Over 90 days' },
  statementColumns: ['Date', 'Type', 'Invoice', 'Method', 'Reference', 'Debit', 'Credit', 'Balance'],
  exportColumns: ['Date', 'Entry id', 'Kind', 'Buyer', 'Invoice', 'Account', 'Debit', 'Credit', 'Currency', 'Method', 'Reference', 'Note'],
  kinds: {
    charge: 'Invoice',
    adjustment: 'Invoice adjustment',
    cancellation: 'Invoice cancelled',
    payment: 'Payment',
    credit: 'Credit',
    refund: 'Refund (credit note)',
    write_off: 'Write-off',
    reversal: 'Reversal',
  },
  refundPayout: 'Refund paid out',
  methods: { cash: 'Cash', cheque: 'Cheque', etransfer: 'Interac e-Transfer', card_on_delivery: 'Card on delivery' },
  accounts: {
    receivable: 'Accounts receivable',
    sales: 'Sales',
    delivery: 'Delivery income',
    tax: 'Sales tax payable',
    returns: 'Returns and allowances',
    bad_debt: 'Bad debts',
    'cash:cash': 'Cash',
    'cash:cheque': 'Cheques',
    'cash:etransfer': 'Interac e-Transfers',
    'cash:card_on_delivery': 'Card payments',
  },
};

const FR: CsvWords = {
  farm: 'Ferme',
  buyer: 'Acheteur',
  month: 'Mois',
  currency: 'Devise',
  opening: "Solde d'ouverture",
  closing: 'Solde de clôture',
  overdue: 'Dont en retard',
  aging: 'Classement chronologique (jours depuis la date de facture)',
  agingBuckets: { '0_30': '0 à 30 jours', '31_60': '31 à 60 jours', '61_90': '61 à 90 jours', '90_plus': 'Plus de 90 jours' },
  statementColumns: ['Date', 'Type', 'Facture', 'Mode', 'Référence', 'Débit', 'Crédit', 'Solde'],
  exportColumns: ['Date', "No d'écriture", 'Type', 'Acheteur', 'Facture', 'Compte', 'Débit', 'Crédit', 'Devise', 'Mode', 'Référence', 'Note'],
  kinds: {
    charge: 'Facture',
    adjustment: 'Ajustement de facture',
    cancellation: 'Facture annulée',
    payment: 'Paiement',
    credit: 'Crédit',
    refund: 'Remboursement (note de crédit)',
    write_off: 'Radiation',
    reversal: "Contrepassation",
  },
  refundPayout: 'Remboursement versé',
  methods: { cash: 'Comptant', cheque: 'Chèque', etransfer: 'Virement Interac', card_on_delivery: 'Carte à la livraison' },
  accounts: {
    receivable: 'Comptes clients',
    sales: 'Ventes',
    delivery: 'Revenus de livraison',
    tax: 'Taxes de vente à payer',
    returns: 'Rendus et rabais sur ventes',
    bad_debt: 'Créances irrécouvrables',
    'cash:cash': 'Encaisse',
    'cash:cheque': 'Chèques',
    'cash:etransfer': 'Virements Interac',
    'cash:card_on_delivery': 'Paiements par carte',
  },
};

export function csvWords(lang: Language): CsvWords {
  return lang === 'fr' ? FR : EN;
}

/** A file name's part: 'Ferme des Érables' -> 'ferme-des-erables'. */
export function slug(text: string): string {
  const s = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return s || 'x';
}

/** A CSV file's text: a byte-order mark (so a spreadsheet reads the accents as UTF-8) and CRLF lines (RFC 4180). */
export function csvFile(lines: string[]): string {
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
