// Draws the FreshMarket mark (a leaf over a basket) once and writes the PWA icons into public/icons.
// Run by hand when the mark changes: `node scripts/make-icons.mjs`; the PNGs are committed.
import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../public/icons/', import.meta.url));
const GREEN = '#166534';

// The mark on a 512 grid; `inset` shrinks it toward the centre (maskable icons keep it inside the 80% safe zone).
function mark({ background, rounded, inset }) {
  const s = 1 - inset * 2;
  const t = 256 * (1 - s);
  const bg = rounded
    ? `<rect width="512" height="512" rx="112" fill="${background}"/>`
    : `<rect width="512" height="512" fill="${background}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  ${bg}
  <g transform="translate(${t} ${t}) scale(${s})">
    <path d="M256 92c-70 18-118 70-122 146 60 6 112-24 134-78 10 28 6 58-10 86 58-20 92-74 82-140-26-12-56-18-84-14z" fill="#bbf7d0"/>
    <path d="M262 120c-8 40-26 78-62 110" stroke="${GREEN}" stroke-width="12" stroke-linecap="round" fill="none"/>
    <path d="M96 250h320l-34 164a28 28 0 0 1-27 22H157a28 28 0 0 1-27-22z" fill="#fef3c7"/>
    <path d="M96 250h320" stroke="#fef3c7" stroke-width="28" stroke-linecap="round"/>
    <path d="M176 296l10 104M256 296v104M336 296l-10 104" stroke="${GREEN}" stroke-width="16" stroke-linecap="round"/>
  </g>
</svg>`;
}

const plain = mark({ background: GREEN, rounded: true, inset: 0 });
const maskable = mark({ background: GREEN, rounded: false, inset: 0.12 });
const touch = mark({ background: GREEN, rounded: false, inset: 0.06 });

async function png(svg, size, name) {
  await sharp(Buffer.from(svg), { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toFile(out + name);
  console.log(`wrote public/icons/${name}`);
}

await mkdir(out, { recursive: true });
await writeFile(out + 'favicon.svg', plain);
console.log('wrote public/icons/favicon.svg');
await png(plain, 192, 'icon-192.png');
await png(plain, 512, 'icon-512.png');
await png(maskable, 192, 'maskable-192.png');
await png(maskable, 512, 'maskable-512.png');
await png(touch, 180, 'apple-touch-icon.png');
