// Demo pictures: one per kind of produce, drawn from an SVG (colour field, a simple fruit shape, initials)
// and written as WebP in three sizes under uploads/demo/. Existing files are kept.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { ProduceKind } from './data.ts';

export const IMAGE_SIZES = { thumb: 160, card: 480, full: 1200 } as const;
export type ImagePaths = { thumb: string; card: string; full: string };

export const demoImagePaths = (slug: string): ImagePaths => ({
  thumb: `demo/${slug}-thumb.webp`,
  card: `demo/${slug}-card.webp`,
  full: `demo/${slug}-full.webp`,
});

function initials(name: string): string {
  const words = name.replace(/[^A-Za-z ]/g, ' ').split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase();
}

function svgFor(kind: ProduceKind): string {
  const [bg, fg] = kind.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
  <defs><radialGradient id="g" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="${fg}" stop-opacity="0"/></radialGradient></defs>
  <rect width="1200" height="1200" fill="${bg}"/>
  <ellipse cx="600" cy="640" rx="330" ry="310" fill="${fg}"/>
  <ellipse cx="600" cy="640" rx="330" ry="310" fill="url(#g)"/>
  <path d="M600 330 C 600 270, 620 230, 650 200" stroke="#5a3e2b" stroke-width="26" fill="none" stroke-linecap="round"/>
  <path d="M640 300 C 720 220, 820 230, 860 260 C 800 330, 700 340, 640 300 Z" fill="#52b788"/>
  <text x="600" y="700" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="220" fill="#ffffff" fill-opacity="0.92">${initials(kind.name)}</text>
</svg>`;
}

async function drawKind(uploadsDir: string, kind: ProduceKind): Promise<void> {
  const paths = demoImagePaths(kind.slug);
  if (Object.values(paths).every((p) => existsSync(join(uploadsDir, p)))) return;
  const base = await sharp(Buffer.from(svgFor(kind))).png().toBuffer();
  await Promise.all(
    (Object.keys(IMAGE_SIZES) as Array<keyof typeof IMAGE_SIZES>).map((size) =>
      sharp(base)
        .resize(IMAGE_SIZES[size], IMAGE_SIZES[size])
        .webp({ quality: size === 'thumb' ? 70 : 78, effort: 2 })
        .toFile(join(uploadsDir, paths[size])),
    ),
  );
}

/** Draws the pictures of every kind, a few at a time. */
export async function drawDemoImages(uploadsDir: string, kinds: ProduceKind[]): Promise<void> {
  // libvips' operation cache would keep the decoded pictures in memory for the life of the server.
  sharp.cache(false);
  mkdirSync(join(uploadsDir, 'demo'), { recursive: true });
  const queue = [...kinds];
  const workers = Array.from({ length: 4 }, async () => {
    for (let kind = queue.shift(); kind; kind = queue.shift()) await drawKind(uploadsDir, kind);
  });
  await Promise.all(workers);
}

/**
 * Draws the pictures in a child process: libvips keeps the memory it touched for the life of a process,
 * and the server should not carry ~200 MB for pictures it drew once.
 */
export function drawDemoImagesInChild(uploadsDir: string): Promise<void> {
  const script = fileURLToPath(new URL('./draw-images.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, uploadsDir], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`drawing demo pictures failed (exit ${code})`))));
  });
}
