// Fails when the French catalogue is incomplete: every fr msgid with an empty msgstr, and every
// translation whose placeholders ({name}, ICU arguments) or tags (<0>...</0>) differ from the English.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const frDir = fileURLToPath(new URL('../src/web/locales/fr/', import.meta.url));
/** Every French catalogue: messages.po (the public site) and workspace.po (screens behind sign-in). */
export const FRENCH_CATALOGUES = readdirSync(frDir)
  .filter((n) => n.endsWith('.po'))
  .map((n) => join(frDir, n));

/** msgid -> msgstr of every French catalogue together. */
export function frenchTranslations() {
  return new Map(FRENCH_CATALOGUES.flatMap((file) => parsePo(readFileSync(file, 'utf8')).map((e) => [e.msgid, e.msgstr])));
}

/** Parses a .po file into { msgctxt, msgid, msgstr, ref } entries (obsolete `#~` entries skipped). */
export function parsePo(text) {
  const entries = [];
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const entry = { msgctxt: '', msgid: null, msgstr: null, ref: '' };
    let field = null;
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('#:')) entry.ref ||= line.slice(2).trim();
      const key = line.match(/^(msgctxt|msgid|msgstr)\s+(".*")\s*$/);
      const more = line.match(/^\s*(".*")\s*$/);
      if (key) {
        field = key[1];
        entry[field] = JSON.parse(key[2]);
      } else if (more && field) {
        entry[field] += JSON.parse(more[1]);
      } else if (!line.startsWith('"')) {
        field = line.startsWith('#') ? null : field;
      }
    }
    if (entry.msgid !== null && entry.msgid !== '') entries.push(entry);
  }
  return entries;
}

/** The argument names and tag numbers a message uses, sorted, e.g. ['{count}', '<0>', '</0>']. */
export function placeholders(message) {
  const found = new Set();
  // ICU arguments: `{name}` or `{name, plural, ...}` at any depth; plural bodies like `one {...}` are not arguments.
  for (const m of message.matchAll(/\{\s*([A-Za-z0-9_$]+)\s*(?=[,}])/g)) found.add(`{${m[1]}}`);
  for (const m of message.matchAll(/<(\/?)(\d+)(\/?)>/g)) found.add(`<${m[1]}${m[2]}${m[3]}>`);
  return [...found].sort();
}

function main() {
  const entries = FRENCH_CATALOGUES.flatMap((file) => parsePo(readFileSync(file, 'utf8')));
  const empty = entries.filter((e) => e.msgstr === null || e.msgstr.trim() === '');
  const mismatched = entries.filter((e) => {
    if (!e.msgstr || !e.msgstr.trim()) return false;
    return placeholders(e.msgid).join(' ') !== placeholders(e.msgstr).join(' ');
  });
  for (const e of empty) console.error(`fr: missing translation for ${JSON.stringify(e.msgid)}${e.ref ? `  (${e.ref})` : ''}`);
  for (const e of mismatched) {
    console.error(
      `fr: placeholder mismatch in ${JSON.stringify(e.msgid)}: en ${placeholders(e.msgid).join(' ') || '(none)'}, fr ${placeholders(e.msgstr).join(' ') || '(none)'}`,
    );
  }
  if (empty.length || mismatched.length) {
    console.error(`check-translations: ${empty.length} missing, ${mismatched.length} mismatched of ${entries.length} French messages`);
    process.exit(1);
  }
  console.log(`check-translations: all ${entries.length} French messages translated, placeholders match`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
