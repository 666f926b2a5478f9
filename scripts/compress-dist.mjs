// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the built web app, once, at the
// highest levels, so the server sends compressed bytes without compressing per request (static plugin:
// preCompressed). Used by the Vite build (vite.config.ts) and runnable alone: `node scripts/compress-dist.mjs [dir]`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** A copy must save at least this share of the file to be worth a second request path. */
const MIN_SAVING = 0.1;
const MIN_BYTES = 512;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export function compressDist(dir) {
  let written = 0;
  let raw = 0;
  let brotli = 0;
  for (const path of files(dir)) {
    if (!TEXT.test(path)) continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gz = gzipSync(bytes, { level: 9 });
    if (br.length > bytes.length * (1 - MIN_SAVING)) continue;
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    written += 1;
    raw += bytes.length;
    brotli += br.length;
  }
  return { written, raw, brotli };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../dist/web', import.meta.url));
  const { written, raw, brotli } = compressDist(dir);
  console.log(`compress-dist: ${written} files, ${(raw / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB brotli`);
}
