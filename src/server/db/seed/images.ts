// Demo pictures: one illustration per kind of produce (illustrations.ts: drawn as SVG, no text), written as WebP in
// three sizes under uploads/demo/. Existing files are kept; the version in the file names makes a data directory
// seeded with older pictures get the new ones.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { ProduceKind } from './data.ts';
import { illustrationSvg } from './illustrations.ts';

export const IMAGE_SIZES = { thumb: 160, card: 480, full: 1200 } as const;
/**
 * WebP settings per size. The drawings are flat shapes with soft shading: these qualities show no visible loss, and
 * a higher effort (slower encoding, smaller files) is spent on the card and thumb, which lists and the home page
 * load most; the full picture keeps the quick setting (a product page loads one).
 */
const WEBP: Record<keyof typeof IMAGE_SIZES, { quality: number; effort: number }> = {
  thumb: { quality: 65, effort: 3 },
  card: { quality: 68, effort: 5 },
  full: { quality: 70, effort: 2 },
};
export type ImagePaths = { thumb: string; card: string; full: string };

/** Bumped whenever the drawings change, so pictures drawn by an earlier version are not reused. */
export const DEMO_IMAGE_VERSION = 2;

export const demoImagePaths = (slug: string): ImagePaths => ({
  thumb: `demo/${slug}-v${DEMO_IMAGE_VERSION}-thumb.webp`,
  card: `demo/${slug}-v${DEMO_IMAGE_VERSION}-card.webp`,
  full: `demo/${slug}-v${DEMO_IMAGE_VERSION}-full.webp`,
});

async function drawKind(uploadsDir: string, kind: ProduceKind): Promise<void> {
  const paths = demoImagePaths(kind.slug);
  if (Object.values(paths).every((p) => existsSync(join(uploadsDir, p)))) return;
  // Drawn once at full size into raw pixels (no PNG round trip), then scaled down for each size.
  const { data, info } = await sharp(Buffer.from(illustrationSvg(kind, IMAGE_SIZES.full))).raw().toBuffer({ resolveWithObject: true });
  await Promise.all(
    (Object.keys(IMAGE_SIZES) as Array<keyof typeof IMAGE_SIZES>).map((size) =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .resize(IMAGE_SIZES[size], IMAGE_SIZES[size])
        .webp(WEBP[size])
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
