// Moves French translations from src/web/locales/fr-pending/*.json into fr/messages.po:
// fills every empty msgstr whose msgid has a pending translation. Run after `lingui extract`.
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'src/web/locales/fr-pending';
const poPath = 'src/web/locales/fr/messages.po';
const pending = {};
for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) Object.assign(pending, JSON.parse(readFileSync(join(dir, f), 'utf8')));

const unquote = (s) => JSON.parse(s);
const quote = (s) => JSON.stringify(s);
const entries = readFileSync(poPath, 'utf8').split(/\n\n/);
let filled = 0;
const missing = [];
const out = entries.map((e) => {
  const id = e.match(/^msgid ((?:".*"\n?)+)/m);
  const str = e.match(/^msgstr ((?:".*"\n?)+)/m);
  if (!id || !str) return e;
  const msgid = id[1].trim().split('\n').map(unquote).join('');
  const msgstr = str[1].trim().split('\n').map(unquote).join('');
  if (msgid === '' || msgstr !== '') return e;
  if (!(msgid in pending)) {
    missing.push(msgid);
    return e;
  }
  filled++;
  return e.replace(/^msgstr (?:".*"(?:\n|$))+/m, (m) => `msgstr ${quote(pending[msgid])}${m.endsWith('\n') ? '\n' : ''}`);
});
writeFileSync(poPath, out.join('\n\n'));
console.log(`filled ${filled} French translations from ${Object.keys(pending).length} pending`);
if (missing.length) console.log(`still missing:\n${missing.map((m) => `  ${m}`).join('\n')}`);
