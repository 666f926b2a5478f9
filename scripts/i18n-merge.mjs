// Fills empty French translations in every catalogue of src/web/locales/fr/ (messages.po, workspace.po): from
// src/web/locales/fr-pending/*.json ({ "<English msgid>": "<French>" }), from the same msgid already translated in
// another French catalogue (a message that moved between catalogues keeps its French), and from any .po files given
// as arguments. Run after `lingui extract`.
import { readFileSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo } from './check-translations.mjs';

const dir = 'src/web/locales/fr-pending';
const frDir = 'src/web/locales/fr';
const catalogues = readdirSync(frDir)
  .filter((n) => n.endsWith('.po'))
  .map((n) => join(frDir, n));

const known = {};
for (const file of [...process.argv.slice(2), ...catalogues]) {
  for (const e of parsePo(readFileSync(file, 'utf8'))) if (e.msgstr && e.msgstr.trim() && !e.msgctxt) known[e.msgid] = e.msgstr;
}
if (existsSync(dir)) for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) Object.assign(known, JSON.parse(readFileSync(join(dir, f), 'utf8')));

const unquote = (s) => JSON.parse(s);
const quote = (s) => JSON.stringify(s);
let filled = 0;
const missing = [];
for (const poPath of catalogues) {
  const entries = readFileSync(poPath, 'utf8').split(/\n\n/);
  const out = entries.map((e) => {
    const id = e.match(/^msgid ((?:".*"\n?)+)/m);
    const str = e.match(/^msgstr ((?:".*"\n?)+)/m);
    if (!id || !str) return e;
    const msgid = id[1].trim().split('\n').map(unquote).join('');
    const msgstr = str[1].trim().split('\n').map(unquote).join('');
    if (msgid === '' || msgstr !== '') return e;
    if (!(msgid in known)) {
      missing.push(msgid);
      return e;
    }
    filled++;
    return e.replace(/^msgstr (?:".*"(?:\n|$))+/m, (m) => `msgstr ${quote(known[msgid])}${m.endsWith('\n') ? '\n' : ''}`);
  });
  writeFileSync(poPath, out.join('\n\n'));
}
console.log(`filled ${filled} French translations in ${catalogues.length} catalogues`);
if (missing.length) console.log(`still missing:\n${missing.map((m) => `  ${m}`).join('\n')}`);
