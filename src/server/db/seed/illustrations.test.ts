// The demo pictures: every kind of produce has its own drawing (no text, no initials), drawn into three WebP sizes
// under versioned names, and a picture already on disk is kept.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCE } from './data.ts';
import { hasIllustration, illustrationSvg } from './illustrations.ts';
import { DEMO_IMAGE_VERSION, IMAGE_SIZES, demoImagePaths, drawDemoImages } from './images.ts';

describe('demo illustrations', () => {
  it('draws every kind with its own drawing, as shapes only (no text, no initials)', () => {
    const drawings = new Set<string>();
    for (const kind of PRODUCE) {
      expect(hasIllustration(kind.slug), kind.slug).toBe(true);
      const svg = illustrationSvg(kind);
      expect(svg, kind.slug).not.toMatch(/<text|<tspan|font-family/);
      // The kind's first colour is the background.
      expect(svg, kind.slug).toContain(`<rect width="100" height="100" fill="${kind.colors[0]}"/>`);
      drawings.add(svg.replace(/#[0-9a-f]{6}/gi, ''));
    }
    // Two kinds may share a drawing's shapes only when they differ by more than their colours (here: never).
    expect(drawings.size).toBe(PRODUCE.length);
  });

  it('gives a kind without a drawing of its own a plain fruit, still without initials', () => {
    const svg = illustrationSvg({ slug: 'quince', colors: ['#fff8e1', '#e9c46a'] }, 160);
    expect(hasIllustration('quince')).toBe(false);
    expect(svg).toContain('width="160"');
    expect(svg).not.toMatch(/<text/);
  });

  it('versions the file names, so pictures drawn by an earlier version are not reused', () => {
    expect(demoImagePaths('carrots')).toEqual({
      thumb: `demo/carrots-v${DEMO_IMAGE_VERSION}-thumb.webp`,
      card: `demo/carrots-v${DEMO_IMAGE_VERSION}-card.webp`,
      full: `demo/carrots-v${DEMO_IMAGE_VERSION}-full.webp`,
    });
    expect(DEMO_IMAGE_VERSION).toBeGreaterThanOrEqual(2);
  });

  describe('drawing the files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fm-demo-pictures-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('writes small WebP pictures in three sizes, and keeps a picture already there', async () => {
      const kinds = PRODUCE.filter((k) => k.slug === 'broccoli' || k.slug === 'eggs');
      await drawDemoImages(dir, kinds);
      for (const kind of kinds) {
        const paths = demoImagePaths(kind.slug);
        for (const size of ['thumb', 'card', 'full'] as const) {
          const meta = await sharp(readFileSync(join(dir, paths[size]))).metadata();
          expect(meta.format).toBe('webp');
          expect([meta.width, meta.height]).toEqual([IMAGE_SIZES[size], IMAGE_SIZES[size]]);
        }
        // Flat shapes compress well: the card (what lists and the home page load) stays small.
        expect(statSync(join(dir, paths.card)).size).toBeLessThan(10 * 1024);
      }
      const card = join(dir, demoImagePaths('eggs').card);
      writeFileSync(card, 'kept');
      await drawDemoImages(dir, kinds);
      expect(readFileSync(card, 'utf8')).toBe('kept');
    });
  });
});
