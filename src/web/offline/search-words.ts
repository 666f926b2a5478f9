// Offline search: the folded words of a product's names and tags (kept in its twin, see
// product-facets.ts), so the marketplace searches without a network. A query word matches a product when one of its words starts with the query's stem,
// so 'carot' finds 'carottes', 'pomme' finds 'pommes' and 'Épinards' finds 'epinards'. The server does the same
// with PostgreSQL full-text search (English and French stems); this is the offline approximation.

/** Lower case, accents removed (NFD), œ/æ spelled out. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

/** Words of a text: letters and digits, 2 characters or more. */
export function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
}

export interface Searchable {
  name?: string | null;
  name_fr?: string | null;
  tags?: string[] | null;
}

/** Tolerates partial rows (a row is stored as the server sent it). */
export function searchWords(p: Searchable): string[] {
  return [...new Set(wordsOf(`${p.name ?? ''} ${p.name_fr ?? ''} ${(p.tags ?? []).join(' ')}`))];
}

/** A query word reduced to a stem that prefixes its singular and plural: 'tomatoes' -> 'tomato', 'carrots' -> 'carrot'. */
export function queryStem(word: string): string {
  if (word.length >= 6 && word.endsWith('oes')) return word.slice(0, -2);
  if (word.length >= 5 && (word.endsWith('es') || word.endsWith('ux'))) return word.slice(0, -1).replace(/e$/, '');
  if (word.length >= 4 && (word.endsWith('s') || word.endsWith('x'))) return word.slice(0, -1);
  return word;
}

/** The stems of a search box's text, each to be matched as a prefix. */
export function queryTerms(q: string | undefined): string[] {
  return [...new Set(wordsOf(q ?? '').map(queryStem))];
}
