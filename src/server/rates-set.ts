// `npm run rates:set -- USD=1.3850 INR=0.01650 [--date 2026-11-28]`: the operator sets exchange rates (CAD per one
// unit of the currency, exact decimals) from a day on (today, Toronto time, when no --date). Nothing is fetched from
// the internet: the operator reads the rate where they trust it (the Bank of Canada's daily rates) and types it here
// or on the admin screen (/admin/exchange-rates). Rows are added, never changed: the history is kept. With no rate,
// prints the rates in force.
import { parseArgs } from 'node:util';
import { rateText } from '../contract/currency-rules.ts';
import { setExchangeRatesSchema } from '../contract/exchange-rates.ts';
import { translate } from '../contract/messages.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { adminView, setRates } from './modules/exchange-rates/service.ts';

function fail(message: string): never {
  console.error(`rates:set: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({ options: { date: { type: 'string' } }, allowPositionals: true });
const rates = positionals.map((p) => {
  const m = /^([A-Za-z]{3})=(.+)$/.exec(p);
  if (!m) fail(`'${p}': write each rate as CURRENCY=RATE, for example USD=1.3850`);
  return { currency: m[1]!.toUpperCase(), rate: m[2]! };
});

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await database.migrate();
  const now = new Date();
  if (rates.length > 0) {
    const parsed = setExchangeRatesSchema.safeParse({ rates, ...(values.date !== undefined && { effective_on: values.date }) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      fail(`${issue.path.join('.') || 'rates'}: ${translate(issue.message, 'en')}`);
    }
    const saved = await database.db.transaction((tx) => setRates(tx, parsed.data, { setBy: null, source: 'script', now }));
    for (const r of saved) console.log(`Set ${r.currency} = ${rateText(r.cad_micro)} CAD from ${r.effective_on}.`);
  }
  const view = await adminView(database.db, now);
  console.log(`Rates in force on ${view.today}:`);
  if (view.current.length === 0) console.log('  none (prices in USD and INR are shown without a converted amount)');
  for (const r of view.current) console.log(`  1 ${r.currency} = ${rateText(r.cad_micro)} CAD (rate of ${r.effective_on})`);
} finally {
  await database.close();
}
