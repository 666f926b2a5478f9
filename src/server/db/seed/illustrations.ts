// Demo pictures drawn as SVG: one illustration per kind of produce (no text, no initials), in the kind's colours.
// Every drawing is designed on a 100 x 100 grid centred on (50, 50) and fills about 70% of the square: a soft
// background from the kind's first colour, the produce lit from the top left (a radial or cylindrical gradient),
// a darker outline of its own colour, and a soft shadow under it. Several kinds share a parameterised drawing
// (round fruit, berries, bottles, roots, leafy bunches); `illustrationSvg` picks the drawing by slug.
import type { ProduceKind } from './data.ts';

// ---------------------------------------------------------------------------------------------------------------
// Colours

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
}

/** `a` moved a share `t` (0..1) of the way to `b`. */
function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const shade = (c: string, t: number) => mix(c, '#000000', t);
const tint = (c: string, t: number) => mix(c, '#ffffff', t);
/** The outline of a shape: its own colour, much darker. */
const ink = (c: string) => mix(c, '#1d1a16', 0.5);

const LEAF = '#4f9d3a';
const STEM = '#6b4a2b';
const WOOD = '#c99a6b';
const GLASS = '#eef4f4';

// ---------------------------------------------------------------------------------------------------------------
// Geometry

type Pt = [number, number];
const f = (n: number) => String(Math.round(n * 100) / 100);

/** A smooth closed (or open) path through the points (Catmull-Rom as cubic Béziers). */
function smooth(pts: Pt[], closed = true): string {
  const n = pts.length;
  const pt = (i: number): Pt => (closed ? pts[(i + n) % n]! : pts[Math.max(0, Math.min(n - 1, i))]!);
  let d = `M${f(pts[0]![0])} ${f(pts[0]![1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const [p0, p1, p2, p3] = [pt(i - 1), pt(i), pt(i + 1), pt(i + 2)];
    d += `C${f(p1[0] + (p2[0] - p0[0]) / 6)} ${f(p1[1] + (p2[1] - p0[1]) / 6)} ${f(p2[0] - (p3[0] - p1[0]) / 6)} ${f(p2[1] - (p3[1] - p1[1]) / 6)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** A closed blob around (cx, cy): radius scaled by `k(angle)`; angle 0 points right, angles grow clockwise. */
function blob(cx: number, cy: number, rx: number, ry: number, k: (a: number) => number, n = 24): string {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    pts.push([cx + Math.cos(a) * rx * k(a), cy + Math.sin(a) * ry * k(a)]);
  }
  return smooth(pts);
}

/** A small deterministic random source, so every drawing is the same at each run. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Places a drawing made around (50, 50) at (x, y), turned by r degrees and scaled by s. */
function at(content: string, x = 50, y = 50, s = 1, r = 0): string {
  return `<g transform="translate(${f(x)} ${f(y)})${r ? ` rotate(${f(r)})` : ''}${s !== 1 ? ` scale(${f(s)})` : ''} translate(-50 -50)">${content}</g>`;
}

// ---------------------------------------------------------------------------------------------------------------
// The picture: gradients and clips are collected as the drawing is made, then written in <defs>.

const SW = 1.3; // outline width

class Pic {
  private defs: string[] = [];
  private n = 0;
  private lits = new Map<string, string>();

  private id(prefix: string): string {
    return `${prefix}${(this.n += 1)}`;
  }

  /** A body lit from the top left: light, colour, then darker at the rim. */
  lit(c: string, light = 0.38): string {
    const key = `l${c}${light}`;
    let id = this.lits.get(key);
    if (!id) {
      id = this.id('l');
      this.lits.set(key, id);
      this.defs.push(
        `<radialGradient id="${id}" cx=".4" cy=".34" r=".72" fx=".34" fy=".26"><stop offset="0" stop-color="${tint(c, light)}"/><stop offset=".55" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, 0.22)}"/></radialGradient>`,
      );
    }
    return `url(#${id})`;
  }

  /** A long body lit from its left side (carrots, bottles, stalks), across its own width. */
  cyl(c: string, light = 0.35): string {
    const key = `c${c}${light}`;
    let id = this.lits.get(key);
    if (!id) {
      id = this.id('c');
      this.lits.set(key, id);
      this.defs.push(
        `<linearGradient id="${id}"><stop offset="0" stop-color="${c}"/><stop offset=".3" stop-color="${tint(c, light)}"/><stop offset=".62" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, 0.25)}"/></linearGradient>`,
      );
    }
    return `url(#${id})`;
  }

  /** A soft spot of colour fading out (a peach's blush). */
  glow(c: string, opacity = 0.7): string {
    const id = this.id('g');
    this.defs.push(`<radialGradient id="${id}"><stop offset="0" stop-color="${c}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`);
    return `url(#${id})`;
  }

  /** A clip to the given path; returns the attribute to put on a group. */
  clip(d: string): string {
    const id = this.id('k');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  svg(bg: string, fg: string, body: string, size: number): string {
    // The soft background: the kind's first colour, a round halo a little towards the produce's colour, a shadow.
    const halo = mix(bg, fg, 0.1);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><defs>${this.defs.join('')}</defs><rect width="100" height="100" fill="${bg}"/><circle cx="50" cy="50" r="44" fill="${halo}"/><ellipse cx="50" cy="87" rx="31" ry="4.2" fill="${shade(halo, 0.1)}"/>${body}</svg>`;
  }
}

// Small parts ----------------------------------------------------------------------------------------------------

/** A filled, outlined body. */
function body(p: Pic, d: string, c: string, fill = p.lit(c), w = SW): string {
  return `<path d="${d}" fill="${fill}" stroke="${ink(c)}" stroke-width="${w}" stroke-linejoin="round"/>`;
}

/** A stroke with an outline (stems, stalks). */
function stalk(d: string, c: string, w: number): string {
  return `<path d="${d}" fill="none" stroke="${ink(c)}" stroke-width="${f(w + SW * 1.6)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${c}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A white shine on a body. */
function shine(cx: number, cy: number, rx: number, ry: number, r = -30, o = 0.55): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" transform="rotate(${r} ${f(cx)} ${f(cy)})" fill="#ffffff" fill-opacity="${o}"/>`;
}

/** A pointed leaf whose base is (x, y), `len` long, pointing `angle` degrees clockwise from straight up. */
function leaf(p: Pic, x: number, y: number, len: number, w: number, angle: number, c = LEAF, vein = true): string {
  const d = `M0 0C${f(w)} ${f(-len * 0.22)} ${f(w * 0.8)} ${f(-len * 0.78)} 0 ${f(-len)}C${f(-w * 0.8)} ${f(-len * 0.78)} ${f(-w)} ${f(-len * 0.22)} 0 0Z`;
  const rib = vein ? `<path d="M0 ${f(-len * 0.06)}Q${f(w * 0.12)} ${f(-len * 0.5)} 0 ${f(-len * 0.86)}" fill="none" stroke="${shade(c, 0.3)}" stroke-width="${f(Math.max(0.6, w * 0.12))}" stroke-linecap="round"/>` : '';
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">${body(p, d, c)}${rib}</g>`;
}

/** A five- or six-pointed calyx (tomatoes, strawberries). */
function calyx(p: Pic, x: number, y: number, r: number, c = LEAF, points = 6, turn = 0): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = ((i / (points * 2)) * 360 + turn) * (Math.PI / 180);
    const rr = i % 2 === 0 ? r : r * 0.3;
    pts.push(`${f(x + Math.sin(a) * rr)} ${f(y - Math.cos(a) * rr * 0.55)}`);
  }
  return body(p, `M${pts.join('L')}Z`, c);
}

// ---------------------------------------------------------------------------------------------------------------
// Drawings. Each returns the body of the picture, made around (50, 50).

type Colors = { bg: string; fg: string };
type Drawing = (p: Pic, c: Colors) => string;

// Fruit -----------------------------------------------------------------------------------------------------------

function apple(opts: { streak?: string; patch?: string }): Drawing {
  return (p, { fg }) => {
    const d = 'M50 31C43 25 21 24 19 46C17 66 31 87 42 87C46 87 47 85 50 85C53 85 54 87 58 87C69 87 83 66 81 46C79 24 57 25 50 31Z';
    const streaks = opts.streak
      ? [27, 36, 62, 71]
          .map((x, i) => `<path d="M${x} ${36 + (i % 2) * 4}C${x - 3} 48 ${x - 2} 58 ${x + (x < 50 ? 3 : -3)} 70" fill="none" stroke="${opts.streak}" stroke-opacity=".3" stroke-width="1.8" stroke-linecap="round"/>`)
          .join('')
      : '';
    const patch = opts.patch ? `<ellipse cx="66" cy="42" rx="16" ry="13" fill="${p.glow(opts.patch, 0.85)}"/>` : '';
    return `${body(p, d, fg)}<g ${p.clip(d)}>${patch}${streaks}</g>
${shine(31, 47, 4.5, 9, 25)}<path d="M43 32C46 35 54 35 57 32" fill="none" stroke="${ink(fg)}" stroke-opacity=".5" stroke-width="1.2" stroke-linecap="round"/>
${stalk('M50 33C50 26 51 20 55 14', STEM, 2.6)}${leaf(p, 53, 25, 24, 9, 62)}`;
  };
}

const pear: Drawing = (p, { fg }) => {
  const d = 'M50 24C44 24 41 29 41 36C41 44 36 50 31 58C25 68 28 87 50 88C72 87 75 68 69 58C64 50 59 44 59 36C59 29 56 24 50 24Z';
  const r = rng(7);
  const specks = Array.from({ length: 26 }, () => `<circle cx="${f(30 + r() * 40)}" cy="${f(40 + r() * 46)}" r=".55" fill="${shade(fg, 0.35)}" fill-opacity=".55"/>`).join('');
  return `${body(p, d, fg)}<g ${p.clip(d)}>${specks}<ellipse cx="64" cy="70" rx="12" ry="14" fill="${p.glow('#e76f51', 0.35)}"/></g>
${shine(37, 66, 4.5, 9, 15)}${stalk('M50 26C50 20 52 15 56 11', STEM, 2.4)}${leaf(p, 53, 19, 20, 8, 70)}`;
};

const peach: Drawing = (p, { fg }) => {
  const d = 'M50 28C31 26 19 41 20 59C21 77 35 88 50 88C66 88 80 76 80 58C80 40 68 27 50 28Z';
  return `${body(p, d, fg)}<g ${p.clip(d)}><ellipse cx="64" cy="58" rx="26" ry="30" fill="${p.glow('#d62828', 0.55)}"/><ellipse cx="38" cy="44" rx="14" ry="14" fill="${p.glow('#ffe066', 0.5)}"/></g>
<path d="M50 30C41 40 40 62 47 86" fill="none" stroke="${ink(fg)}" stroke-opacity=".4" stroke-width="1.4" stroke-linecap="round"/>
${shine(32, 50, 4, 8, 20, 0.4)}${stalk('M50 31C50 26 51 22 52 19', STEM, 2.4)}${leaf(p, 52, 22, 22, 8, 55)}${leaf(p, 51, 23, 17, 6.5, -40, shade(LEAF, 0.1))}`;
};

const cherries: Drawing = (p, { fg }) => {
  const cherry = (x: number, y: number) =>
    `${body(p, `M${x} ${y - 12}C${x - 5} ${y - 16} ${x - 16} ${y - 12} ${x - 15} ${y + 1}C${x - 14} ${y + 12} ${x - 6} ${y + 16} ${x} ${y + 16}C${x + 6} ${y + 16} ${x + 14} ${y + 12} ${x + 15} ${y + 1}C${x + 16} ${y - 12} ${x + 5} ${y - 16} ${x} ${y - 12}Z`, fg)}${shine(x - 7, y - 3, 2.6, 5, 25, 0.7)}`;
  return `${stalk('M35 56C36 42 46 26 57 17', '#5b7a2b', 1.6)}${stalk('M64 59C63 44 60 29 57 17', '#5b7a2b', 1.6)}
${cherry(34, 67)}${cherry(64, 70)}${leaf(p, 57, 17, 24, 9, 62)}`;
};

const plums: Drawing = (p, { fg }) => {
  const plum = (bloomId: string) => {
    const d = 'M50 24C36 24 29 38 29 54C29 71 38 82 50 82C62 82 71 71 71 54C71 38 64 24 50 24Z';
    return `${body(p, d, fg)}<path d="${d}" fill="${bloomId}"/><path d="M50 26C44 38 44 62 49 80" fill="none" stroke="${ink(fg)}" stroke-opacity=".45" stroke-width="1.3"/>${shine(38, 44, 3.5, 8, 15, 0.45)}`;
  };
  const bloom = p.glow('#dcd3ff', 0.35);
  return `${at(plum(bloom), 37, 56, 0.9, -18)}${at(`${plum(bloom)}${stalk('M50 26L51 17', STEM, 2)}${leaf(p, 51, 19, 20, 7.5, 58)}`, 62, 58, 0.95, 14)}`;
};

const strawberry: Drawing = (p, { fg }) => {
  const d = 'M50 90C37 86 23 68 22 51C21 38 34 32 50 34C66 32 79 38 78 51C77 68 63 86 50 90Z';
  const seeds: string[] = [];
  for (let row = 0; row < 8; row++) {
    const y = 42 + row * 6;
    for (let x = 26 + (row % 2) * 4.5; x < 76; x += 9) seeds.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx=".9" ry="1.6" fill="#ffe8a1" stroke="${shade(fg, 0.35)}" stroke-width=".4"/>`);
  }
  const sepals = [-115, -72, -30, 30, 72, 115].map((a, i) => leaf(p, 50, 36, i % 2 ? 13 : 15, 4.5, a, LEAF, false)).join('');
  return `${body(p, d, fg)}<g ${p.clip(d)}>${seeds.join('')}</g>${shine(32, 50, 3.5, 8, 20, 0.45)}${sepals}${stalk('M50 36C50 30 51 24 53 19', '#5b8a2b', 2)}`;
};

function berries(spots: Array<[number, number, number]>, crown: boolean, leaves: Array<[number, number, number, number]>, leafColor = LEAF): Drawing {
  return (p, { fg }) => {
    const skin = mix(fg, '#6f86d6', 0.35);
    const out = spots
      .slice()
      .sort((a, b) => a[1] - b[1])
      .map(([x, y, r]) => {
        const star = crown
          ? `<path d="M${f(x + r * 0.15)} ${f(y - r * 0.58)}l${f(r * 0.12)} ${f(r * 0.2)} ${f(r * 0.24)} 0 -${f(r * 0.18)} ${f(r * 0.16)} ${f(r * 0.08)} ${f(r * 0.24)} -${f(r * 0.26)} -${f(r * 0.14)} -${f(r * 0.26)} ${f(r * 0.14)} ${f(r * 0.08)} -${f(r * 0.24)} -${f(r * 0.18)} -${f(r * 0.16)} ${f(r * 0.24)} 0z" fill="${shade(fg, 0.45)}" stroke="${shade(fg, 0.45)}" stroke-width="${f(r * 0.08)}" stroke-linejoin="round"/>`
          : '';
        return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${p.lit(skin, 0.45)}" stroke="${ink(fg)}" stroke-width="${SW}"/>${star}${shine(x - r * 0.42, y + r * 0.05, r * 0.16, r * 0.3, 20, 0.45)}`;
      });
    return `${leaves.map(([x, y, len, a]) => leaf(p, x, y, len, len * 0.38, a, leafColor)).join('')}${out.join('')}`;
  };
}

const raspberry: Drawing = (p, { fg }) => {
  // Packed drupelets over a rounded cone.
  const one = () => {
    const d = 'M50 89C40 89 28 77 27 60C26 45 37 35 50 35C63 35 74 45 73 60C72 77 60 89 50 89Z';
    const r = 4.4;
    const beads: string[] = [];
    for (let row = 0; row < 8; row++) {
      const y = 37 + row * 7;
      for (let x = 26 + (row % 2) * r; x <= 74; x += r * 1.95) {
        const glint = (row + Math.round(x)) % 2 ? `<circle cx="${f(x - 1.3)}" cy="${f(y - 1.3)}" r="1" fill="#fff" fill-opacity=".5"/>` : '';
        beads.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="${p.lit(fg, 0.4)}" stroke="${shade(fg, 0.35)}" stroke-width=".6"/>${glint}`);
      }
    }
    return `${body(p, d, shade(fg, 0.2))}<g ${p.clip(d)}>${beads.join('')}</g><path d="${d}" fill="none" stroke="${ink(fg)}" stroke-width="${SW}"/>${[-70, -25, 25, 70].map((a) => leaf(p, 50, 35, 10, 3.8, a, LEAF, false)).join('')}`;
  };
  return `${at(one(), 66, 44, 0.68, 22)}${at(one(), 44, 54, 0.95, -8)}`;
};

const cranberries: Drawing = (p, { fg }) => {
  const r = rng(11);
  const spots: Array<[number, number]> = [
    [32, 52], [50, 47], [68, 53], [24, 68], [42, 66], [60, 67], [77, 70], [33, 81], [52, 82], [69, 83],
  ];
  const berry = ([x, y]: [number, number]) => {
    const rot = f(r() * 60 - 30);
    const pale = r() < 0.3 ? `<ellipse cx="${f(x + 3)}" cy="${f(y + 2)}" rx="5" ry="3.6" fill="${tint(fg, 0.45)}" fill-opacity=".55"/>` : '';
    return `<g transform="rotate(${rot} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="10" ry="8.6" fill="${p.lit(fg, 0.4)}" stroke="${ink(fg)}" stroke-width="${SW}"/>${pale}<circle cx="${f(x + 6)}" cy="${f(y + 1)}" r=".9" fill="${shade(fg, 0.5)}"/>${shine(x - 4, y - 3, 2, 3.6, 40, 0.65)}</g>`;
  };
  return `${leaf(p, 40, 44, 14, 5, -50, '#3f7d3a')}${leaf(p, 58, 42, 13, 5, 40, '#3f7d3a')}${leaf(p, 50, 42, 14, 5, 5, '#4a8a3f')}${spots.map(berry).join('')}`;
};

const haskap: Drawing = (p, { fg }) => {
  const skin = mix(fg, '#6f7fd6', 0.3);
  const berry = (x: number, y: number, rot: number, s = 1) =>
    at(`${body(p, 'M50 37C56 37 57 46 57 55C57 63 54 67 50 67C46 67 43 63 43 55C43 46 44 37 50 37Z', fg, p.lit(skin, 0.45))}<path d="M48 66l2-2 2 2" fill="none" stroke="${ink(fg)}" stroke-width=".9"/>${shine(46.5, 47, 1.4, 5, 5, 0.45)}`, x, y, s, rot);
  const pairs: Array<[number, number, number, number]> = [
    [30, 30, 15, -70], [30, 30, 14, 110], [54, 34, 16, -20], [54, 34, 14, 160], [76, 40, 13, 20], [76, 40, 12, 150],
  ];
  const leaves = pairs.map(([x, y, len, a]) => leaf(p, x, y, len, len * 0.42, a, '#5f8f3e')).join('');
  const pedicels = `<path d="M36 32L35 38M47 33L47 41M62 36L62 43M73 39L73 46" stroke="#6a4a2a" stroke-width="1.2" stroke-linecap="round"/>`;
  return `${stalk('M16 27C34 30 58 33 84 43', '#7a5a3a', 1.8)}${pedicels}${leaves}${berry(36, 52, 8)}${berry(47, 56, -6, 1.1)}${berry(62, 58, 10, 1.05)}${berry(73, 58, -10, 0.9)}`;
};

// Vegetables: roots -------------------------------------------------------------------------------------------

function fronds(p: Pic, x: number, y: number, c: string, spread: number[], len: number): string {
  return spread
    .map((a, i) => {
      const rad = (a * Math.PI) / 180;
      const l = len * (i % 2 ? 0.85 : 1);
      const tip: Pt = [x + Math.sin(rad) * l, y - Math.cos(rad) * l];
      const mid: Pt = [x + Math.sin(rad) * l * 0.5 - Math.cos(rad) * 2, y - Math.cos(rad) * l * 0.5];
      const leaflets = [0.45, 0.65, 0.85, 1]
        .map((t) => {
          const lx = x + (tip[0] - x) * t;
          const ly = y + (tip[1] - y) * t;
          return `${leaf(p, lx, ly, 7, 2.6, a - 38, c, false)}${leaf(p, lx, ly, 7, 2.6, a + 38, c, false)}${t === 1 ? leaf(p, lx, ly, 8, 2.8, a, c, false) : ''}`;
        })
        .join('');
      return `${stalk(`M${f(x)} ${f(y)}Q${f(mid[0])} ${f(mid[1])} ${f(tip[0])} ${f(tip[1])}`, c, 1.3)}${leaflets}`;
    })
    .join('');
}

/** Carrots in a bunch; `plainTops` draws their greens as a few leaves (smaller files where they are small). */
const carrotBunch = (plainTops: boolean): Drawing => (p, { fg }) => {
  const one = (seed: number) => {
    const r = rng(seed);
    const d = 'M41 30C41 26 59 26 59 30C59 48 55 70 50 92C45 70 41 48 41 30Z';
    const ridges = Array.from({ length: 6 }, (_, i) => {
      const y = 36 + i * 8 + r() * 3;
      const w = 8 - i * 1.1;
      const side = i % 2 ? 1 : -1;
      return `<path d="M${f(50 + side * w * 0.2)} ${f(y)}q${f(side * w * 0.5)} 1 ${f(side * w * 0.9)} 0" fill="none" stroke="${shade(fg, 0.35)}" stroke-width=".9" stroke-linecap="round"/>`;
    }).join('');
    return `${body(p, d, fg, p.cyl(fg))}${ridges}`;
  };
  const tops = plainTops
    ? [-30, -10, 10, 30].map((a) => leaf(p, 50, 31, 24, 6, a, '#4c9a2a')).join('')
    : fronds(p, 50, 31, '#4c9a2a', [-34, -12, 10, 30], 22);
  return `${tops}${at(one(1), 50, 50, 0.92, -22)}${at(one(2), 50, 50, 0.92, 22)}${at(one(3), 50, 51, 0.95, 0)}`;
};

const parsnips: Drawing = (p, { fg }) => {
  const skin = tint(fg, 0.55);
  const one = (seed: number) => {
    const r = rng(seed);
    const d = 'M39 30C39 25 61 25 61 30C61 44 55 66 50 93C45 66 39 44 39 30Z';
    const rings = Array.from({ length: 7 }, (_, i) => {
      const y = 35 + i * 7 + r() * 2;
      const w = 10 - i * 1.3;
      return `<path d="M${f(50 - w)} ${f(y)}q${f(w)} 1.6 ${f(w * 2)} 0" fill="none" stroke="${shade(fg, 0.15)}" stroke-opacity=".7" stroke-width=".8" stroke-linecap="round"/>`;
    }).join('');
    return `${body(p, d, fg, p.cyl(skin, 0.5))}<g ${p.clip(d)}>${rings}</g><ellipse cx="50" cy="29" rx="8" ry="2.6" fill="${tint(fg, 0.25)}" stroke="${ink(fg)}" stroke-width=".9"/>`;
  };
  const stubs = [-14, 0, 14].map((a) => leaf(p, 50, 30, 14, 4, a, '#6a9f3a')).join('');
  return `${at(stubs + one(5), 60, 49, 0.88, 34)}${at(stubs + one(6), 45, 54, 0.97, 22)}`;
};

function lumpy(seed: number, amount: number): (a: number) => number {
  const r = rng(seed);
  const [p1, p2, p3] = [r() * 6, r() * 6, r() * 6];
  return (a) => 1 + amount * (Math.sin(a * 2 + p1) * 0.5 + Math.sin(a * 3 + p2) * 0.35 + Math.sin(a * 5 + p3) * 0.15);
}

const potatoes: Drawing = (p, { fg }) => {
  const whole = () => {
    const d = blob(50, 50, 30, 20, lumpy(3, 0.08), 20);
    const r = rng(4);
    const spots: Pt[] = [[38, 44], [58, 40], [66, 56], [45, 60], [28, 54]];
    const eyes = spots
      .map(([x, y]) => `<path d="M${x - 1.8} ${y}q1.8 -1.6 3.6 0" fill="none" stroke="${shade(fg, 0.45)}" stroke-width=".9" stroke-linecap="round"/>`)
      .join('');
    const specks = Array.from({ length: 22 }, () => `<circle cx="${f(24 + r() * 52)}" cy="${f(36 + r() * 28)}" r=".5" fill="${shade(fg, 0.35)}" fill-opacity=".6"/>`).join('');
    return `${body(p, d, fg)}<g ${p.clip(d)}>${specks}</g>${eyes}${shine(40, 40, 5, 2.6, -10, 0.35)}`;
  };
  const half = () => {
    const d = blob(50, 50, 24, 17, lumpy(8, 0.06), 20);
    const flesh = blob(50, 50, 21.5, 14.8, lumpy(8, 0.06), 20);
    return `${body(p, d, fg)}<path d="${flesh}" fill="${p.lit('#f6df8a', 0.5)}"/><path d="${blob(50, 50, 16, 10.5, lumpy(8, 0.06), 20)}" fill="none" stroke="#e9c85a" stroke-width=".8"/>${shine(43, 45, 5, 2, -10, 0.5)}`;
  };
  return `${at(whole(), 43, 47, 1.05, -12)}${at(half(), 62, 68, 0.95, 8)}`;
};

const sweetPotatoes: Drawing = (p, { fg }) => {
  const tuber = (seed: number) => {
    const d = seed % 2
      ? 'M18 51C22 42 38 37 52 38C66 38 78 44 82 50C78 57 66 62 52 62C38 63 23 59 18 51Z'
      : 'M18 50C24 41 38 38 50 38C64 37 77 43 82 51C77 58 64 63 50 62C37 62 23 58 18 50Z';
    const lines = [36, 48, 60]
      .map((x, i) => `<path d="M${x} ${42 + i}q2 8 0 16" fill="none" stroke="${shade(fg, 0.35)}" stroke-width=".8" stroke-linecap="round"/>`)
      .join('');
    return `${body(p, d, fg)}${lines}<path d="M82 50.5l6 1M18 50.5l-5 -1" stroke="${ink(fg)}" stroke-width="1" stroke-linecap="round"/>${shine(44, 43, 9, 1.8, 0, 0.35)}`;
  };
  const slice = `${body(p, 'M50 36C59 36 66 42 66 50C66 58 59 64 50 64C41 64 34 58 34 50C34 42 41 36 50 36Z', fg)}<circle cx="50" cy="50" r="12" fill="${p.lit('#f48c06', 0.35)}"/><circle cx="50" cy="50" r="8" fill="none" stroke="#f9a03f" stroke-width=".8"/>`;
  return `${at(tuber(12), 48, 44, 1.05, -18)}${at(tuber(13), 52, 62, 0.95, 8)}${at(slice, 70, 75, 0.85)}`;
};

const beets: Drawing = (p, { fg }) => {
  const skin = mix(fg, '#a4133c', 0.35);
  const stem = mix(fg, '#c9184a', 0.4);
  const bulb = 'M50 44C31 44 25 58 29 70C33 80 43 83 50 92C57 83 67 80 71 70C75 58 69 44 50 44Z';
  const leaves: Pt[] = [[-34, 30], [-8, 36], [22, 33], [44, 26]]; // angle, length
  const greens = leaves
    .map(([a, len]) => {
      const rad = (a * Math.PI) / 180;
      const tip: Pt = [50 + Math.sin(rad) * len, 45 - Math.cos(rad) * len];
      const base: Pt = [50 + Math.sin(rad) * len * 0.45, 45 - Math.cos(rad) * len * 0.45];
      return `${stalk(`M50 45L${f(base[0])} ${f(base[1])}`, stem, 1.8)}<g>${leaf(p, base[0], base[1], len * 0.62, len * 0.24, a, '#3f8f3a')}</g><path d="M${f(base[0])} ${f(base[1])}L${f(base[0] + (tip[0] - base[0]) * 0.85)} ${f(base[1] + (tip[1] - base[1]) * 0.85)}" stroke="${stem}" stroke-width="1.1" stroke-linecap="round"/>`;
    })
    .join('');
  return `${greens}${body(p, bulb, skin)}<path d="M50 91Q51 95 49 98" fill="none" stroke="${ink(skin)}" stroke-width="1.1" stroke-linecap="round"/>
<path d="M33 74l-3 1M67 74l3 1M40 82l-2 2" fill="none" stroke="${ink(skin)}" stroke-width=".9" stroke-linecap="round"/>${shine(38, 56, 3.5, 6, 30, 0.4)}`;
};

const onions: Drawing = (p, { fg }) => {
  const skin = mix(fg, '#b5651d', 0.35);
  const d = 'M47 28C47 38 23 44 23 63C23 78 36 86 50 86C64 86 77 78 77 63C77 44 53 38 53 28Z';
  const lines = ['M48 32C38 44 32 62 40 85', 'M50 33C46 48 45 68 48 86', 'M52 32C62 44 68 62 60 85', 'M49 34C30 50 28 72 36 82', 'M51 34C70 50 72 72 64 82']
    .map((l) => `<path d="${l}" fill="none" stroke="${shade(skin, 0.3)}" stroke-opacity=".55" stroke-width=".9"/>`)
    .join('');
  return `${body(p, 'M47 29L48 14Q50 12 52 14L53 29Z', skin, tint(skin, 0.2), 1)}${body(p, d, skin)}<g ${p.clip(d)}>${lines}</g>
<path d="M44 86l-2 4M48 87l-.5 5M52 87l.5 5M56 86l2 4" stroke="${shade(skin, 0.4)}" stroke-width=".9" stroke-linecap="round"/>${shine(35, 58, 3.5, 8, 20, 0.45)}`;
};

const garlic: Drawing = (p, { fg }) => {
  const skin = '#f6f1ea';
  const line = shade(fg, 0.35);
  const cloveLines = ['M50 32C38 42 34 64 40 84', 'M50 32C62 42 66 64 60 84', 'M50 34C46 50 46 70 50 86']
    .map((l) => `<path d="${l}" fill="none" stroke="${line}" stroke-width="1" stroke-opacity=".8"/>`)
    .join('');
  const d = 'M47 32C44 40 22 46 22 64C22 79 35 87 50 87C65 87 78 79 78 64C78 46 56 40 53 32Z';
  const streaks = `<path d="M30 56C28 66 32 76 38 82M70 56C72 66 68 76 62 82" fill="none" stroke="#b185c4" stroke-opacity=".35" stroke-width="2"/>`;
  return `${body(p, 'M47 33L48 18Q50 15 52 18L53 33Z', fg, p.lit(skin), 1)}${body(p, d, fg, p.lit(skin, 0.4))}<g ${p.clip(d)}>${streaks}${cloveLines}</g>
<path d="M44 87l-2 4M48 88l-.5 4M52 88l.5 4M56 87l2 4" stroke="${shade(fg, 0.2)}" stroke-width="1" stroke-linecap="round"/>${shine(33, 60, 3, 7, 20, 0.6)}`;
};

// Vegetables: fruiting ----------------------------------------------------------------------------------------

const tomato: Drawing = (p, { fg }) => {
  const one = (c: string) => {
    const d = 'M50 30C30 29 19 42 19 58C19 75 33 86 50 86C67 86 81 75 81 58C81 42 70 29 50 30Z';
    return `${body(p, d, c)}<path d="M40 33C36 38 35 44 36 48M60 33C64 38 65 44 64 48" fill="none" stroke="${shade(c, 0.3)}" stroke-opacity=".5" stroke-width="1"/>${shine(32, 48, 4, 8, 30, 0.5)}${calyx(p, 50, 33, 15)}${stalk('M50 33C50 28 51 25 53 22', '#4c8a2a', 2.2)}`;
  };
  return `${at(one(shade(fg, 0.08)), 68, 48, 0.55, 10)}${at(one(fg), 45, 56, 0.92)}`;
};

const heirloom: Drawing = (p, { fg }) => {
  const one = (c: string, seed: number) => {
    // Pleated lobes all round, deepest at the shoulders.
    const d = blob(50, 60, 32, 23, (a) => 1 - 0.07 * Math.abs(Math.sin(a * 3.5 + seed)) ** 3 * (Math.sin(a) < 0 ? 1.4 : 0.7), 56);
    const ribs = [-24, -12, 12, 24]
      .map((dx) => `<path d="M${50 + dx * 0.25} 41C${50 + dx} 46 ${50 + dx * 1.2} 60 ${50 + dx * 0.9} 78" fill="none" stroke="${shade(c, 0.35)}" stroke-opacity=".5" stroke-width="1.1"/>`)
      .join('');
    return `${body(p, d, c)}<g ${p.clip(d)}>${ribs}<ellipse cx="50" cy="42" rx="20" ry="8" fill="${p.glow('#8ab83a', 0.35)}"/></g>${shine(30, 56, 3.5, 7, 30, 0.45)}${calyx(p, 50, 41, 16, LEAF, 5, 18)}${stalk('M50 41C50 36 51 33 53 31', '#4c8a2a', 2.2)}`;
  };
  // A slice shows the seed chambers.
  const chambers = [0, 72, 144, 216, 288]
    .map((a) => `<ellipse cx="50" cy="40" rx="4.6" ry="6" transform="rotate(${a} 50 52)" fill="${tint(fg, 0.3)}" stroke="${shade(fg, 0.15)}" stroke-width=".6"/><circle cx="50" cy="41" r="1" transform="rotate(${a} 50 52)" fill="#fbe8a6"/>`)
    .join('');
  const slice = `<circle cx="50" cy="52" r="20" fill="${fg}" stroke="${ink(fg)}" stroke-width="${SW}"/><circle cx="50" cy="52" r="17.4" fill="${tint(fg, 0.18)}"/>${chambers}<circle cx="50" cy="52" r="3.6" fill="${tint(fg, 0.45)}"/>`;
  return `${at(one(fg, 2), 46, 48, 0.95)}${at(slice, 72, 74, 0.62)}`;
};

const cucumber: Drawing = (p, { fg }) => {
  const skin = shade(fg, 0.2);
  const d = 'M50 12C57 12 60 18 60 28L60 76C60 85 56 90 50 90C44 90 40 85 40 76L40 28C40 18 43 12 50 12Z';
  const r = rng(21);
  const bumps = Array.from({ length: 26 }, () => `<circle cx="${f(42 + r() * 16)}" cy="${f(18 + r() * 68)}" r=".55" fill="${tint(fg, 0.5)}"/>`).join('');
  const stripes = [45, 50, 55].map((x) => `<path d="M${x} 16L${x} 86" stroke="${tint(fg, 0.3)}" stroke-opacity=".45" stroke-width="1.4"/>`).join('');
  const whole = `${body(p, d, skin, p.cyl(skin, 0.3))}<g ${p.clip(d)}>${stripes}${bumps}</g><path d="M50 12l0-3" stroke="${ink(skin)}" stroke-width="2.2" stroke-linecap="round"/>`;
  const seeds = [0, 60, 120, 180, 240, 300]
    .map((a) => `<ellipse cx="50" cy="44.5" rx="1" ry="2.1" transform="rotate(${a} 50 50)" fill="#f3f7dc" stroke="#a7c48a" stroke-width=".4"/>`)
    .join('');
  const slice = `<circle cx="50" cy="50" r="13" fill="${skin}" stroke="${ink(skin)}" stroke-width="${SW}"/><circle cx="50" cy="50" r="11.4" fill="#d9efb8"/><circle cx="50" cy="50" r="7.5" fill="#eef7d6" stroke="#c3df9c" stroke-width=".6"/>${seeds}`;
  return `${at(whole, 46, 50, 0.9, 40)}${at(slice, 70, 74, 0.95)}`;
};

const sweetCorn: Drawing = (p, { fg }) => {
  const cob = 'M50 14C58 14 63 24 63 38L62 74C61 84 56 88 50 88C44 88 39 84 38 74L37 38C37 24 42 14 50 14Z';
  const r = rng(5);
  const kernels: string[] = [];
  for (let y = 15; y < 88; y += 5) {
    for (let x = 37.5; x < 63; x += 5.2) {
      const c = r() < 0.3 ? '#fff6d6' : fg;
      kernels.push(`<rect x="${f(x + 0.4)}" y="${f(y + 0.4)}" width="4.5" height="4.3" rx="1.8" fill="${p.lit(c, 0.5)}"/>`);
    }
  }
  const husk = (side: 1 | -1, len: number, c: string) =>
    body(p, `M50 86C${50 + side * 14} 84 ${50 + side * 22} 70 ${50 + side * 26} ${86 - len}C${50 + side * 18} ${86 - len * 0.6} ${50 + side * 10} 72 ${50 + side * 6} 66Z`, c);
  const cobDrawing = `${body(p, cob, fg, shade(fg, 0.3))}<g ${p.clip(cob)}>${kernels.join('')}</g><path d="${cob}" fill="none" stroke="${ink(fg)}" stroke-width="${SW}"/>`;
  return at(
    `${husk(-1, 46, '#6a9f3a')}${husk(1, 50, '#6a9f3a')}${cobDrawing}${husk(-1, 30, '#7fb24a')}${husk(1, 34, '#86b84f')}<path d="M50 14C48 9 45 7 42 6M50 14C51 9 53 7 56 5" fill="none" stroke="#c89b52" stroke-width="1" stroke-linecap="round"/>`,
    50, 50, 0.95, 22,
  );
};

const greenBeans: Drawing = (p, { fg }) => {
  const skin = mix(fg, '#6bbf59', 0.55);
  const pod = (seed: number) => {
    const r = rng(seed);
    const n = 24;
    const left: Pt[] = [];
    const right: Pt[] = [];
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const cx = 50 + Math.sin(t * Math.PI) * 7 * (seed % 2 ? 1 : -1);
      const y = 14 + t * 70;
      const taper = t < 0.08 ? 0.55 + t * 5.6 : t > 0.86 ? Math.max(0.05, (1 - t) / 0.14) : 1;
      const w = (3 + 0.45 * Math.abs(Math.sin(t * Math.PI * 5.5 + r()))) * taper;
      left.push([cx - w, y]);
      right.push([cx + w, y]);
    }
    const seam = smooth(left.slice(2, -3).map(([x, y], i): Pt => [(x + right[i + 2]![0]) / 2 + 1, y]), false);
    const d = smooth([...left, ...right.reverse()]);
    return `${body(p, d, skin, p.cyl(skin, 0.35))}<path d="${seam}" fill="none" stroke="${shade(skin, 0.2)}" stroke-opacity=".5" stroke-width=".8"/><path d="M50 14l-1.5-4" stroke="${ink(skin)}" stroke-width="2.2" stroke-linecap="round"/><path d="M50 84q1 4 -2 6" fill="none" stroke="${ink(skin)}" stroke-width=".9" stroke-linecap="round"/>`;
  };
  // A loose handful lying on the diagonal.
  const pods: Array<[number, number, number]> = [[38, 38, 44], [52, 44, 50], [44, 52, 55], [56, 58, 60], [46, 64, 66]];
  return pods
    .map(([a, x, y], i) => at(pod(i + 30), x, y, 0.9, a))
    .join('');
};

const bellPepper: Drawing = (p, { fg }) => {
  const one = (c: string) => {
    const d = 'M31 34C22 36 18 50 20 64C22 80 30 88 38 86C42 85 44 88 50 88C56 88 58 85 62 86C70 88 78 80 80 64C82 50 78 36 69 34C63 32 57 37 50 37C43 37 37 32 31 34Z';
    return `${body(p, d, c)}<path d="M38 40C35 54 35 72 39 85M62 40C65 54 65 72 61 85" fill="none" stroke="${shade(c, 0.3)}" stroke-opacity=".6" stroke-width="1.2"/>${shine(29, 52, 3.5, 9, 10, 0.5)}${shine(52, 50, 2.5, 9, 0, 0.35)}
${body(p, 'M40 37C42 32 58 32 60 37C56 40 44 40 40 37Z', '#3f7d2a')}${stalk('M50 36C50 28 53 22 58 19', '#4c8a2a', 3.2)}`;
  };
  return `${at(one('#d62828'), 66, 47, 0.62, 12)}${at(one(fg), 45, 55, 0.95, -4)}`;
};

// Vegetables: brassicas and stalks ----------------------------------------------------------------------------

const broccoli: Drawing = (p, { fg }) => {
  const stalkC = '#8cc56a';
  const trunk = 'M44 88C45 78 45 70 42 60L35 52L44 55L50 48L56 55L65 52L58 60C55 70 55 78 56 88C52 90 48 90 44 88Z';
  const heads: Array<[number, number, number]> = [
    [30, 46, 13], [70, 46, 13], [40, 34, 14], [60, 33, 14], [50, 44, 15], [50, 24, 11], [33, 30, 10], [67, 29, 10],
  ];
  const top = mix(fg, '#52a06a', 0.55);
  const r = rng(9);
  const buds = heads
    .flatMap(([x, y, rr]) =>
      Array.from({ length: 7 }, () => {
        const a = r() * Math.PI * 2;
        const dd = Math.sqrt(r()) * rr * 0.8;
        return `<circle cx="${f(x + Math.cos(a) * dd)}" cy="${f(y + Math.sin(a) * dd)}" r="${f(2 + r() * 1.2)}" fill="${tint(top, 0.12)}" stroke="${shade(top, 0.25)}" stroke-width=".5"/>`;
      }),
    )
    .join('');
  const outline = heads.map(([x, y, rr]) => `<circle cx="${x}" cy="${y}" r="${rr}" fill="none" stroke="${ink(top)}" stroke-width="${f(SW * 2)}"/>`).join('');
  const fills = heads.map(([x, y, rr]) => `<circle cx="${x}" cy="${y}" r="${rr}" fill="${p.lit(top, 0.25)}"/>`).join('');
  return `${body(p, trunk, stalkC, p.cyl(stalkC, 0.3))}<path d="M50 58L50 86" stroke="${shade(stalkC, 0.15)}" stroke-width=".8"/>${outline}${fills}${buds}`;
};

const cauliflower: Drawing = (p, { fg }) => {
  const curd = mix(fg, '#f7f1dc', 0.55);
  const heads: Array<[number, number, number]> = [
    [34, 52, 13], [66, 52, 13], [42, 40, 14], [58, 40, 14], [50, 52, 14], [50, 32, 12],
  ];
  const r = rng(17);
  const bumps = heads
    .flatMap(([x, y, rr]) =>
      Array.from({ length: 6 }, () => {
        const a = r() * Math.PI * 2;
        const dd = Math.sqrt(r()) * rr * 0.75;
        return `<path d="M${f(x + Math.cos(a) * dd - 2)} ${f(y + Math.sin(a) * dd)}q2 -2.2 4 0" fill="none" stroke="${shade(curd, 0.2)}" stroke-width=".8" stroke-linecap="round"/>`;
      }),
    )
    .join('');
  const outline = heads.map(([x, y, rr]) => `<circle cx="${x}" cy="${y}" r="${rr}" fill="none" stroke="${ink(fg)}" stroke-width="${f(SW * 2)}"/>`).join('');
  const fills = heads.map(([x, y, rr]) => `<circle cx="${x}" cy="${y}" r="${rr}" fill="${p.lit(curd, 0.5)}"/>`).join('');
  const green = '#5e9f45';
  const leafBody = (side: 1 | -1, c: string) =>
    `${body(p, `M50 86C${50 + side * 12} 86 ${50 + side * 30} 80 ${50 + side * 36} 60C${50 + side * 38} 50 ${50 + side * 34} 44 ${50 + side * 30} 46C${50 + side * 28} 58 ${50 + side * 18} 66 50 66Z`, c)}<path d="M50 80C${50 + side * 16} 76 ${50 + side * 26} 66 ${50 + side * 31} 52" fill="none" stroke="#e8f3d8" stroke-width="1.3" stroke-linecap="round"/>`;
  const front = `${body(p, 'M30 70C36 62 44 60 50 64C56 60 64 62 70 70C66 82 58 88 50 88C42 88 34 82 30 70Z', green)}<path d="M50 66L50 86M50 74L42 68M50 74L58 68" fill="none" stroke="#e8f3d8" stroke-width="1.2" stroke-linecap="round"/>`;
  return `${leafBody(-1, shade(green, 0.1))}${leafBody(1, shade(green, 0.1))}${outline}${fills}${bumps}${front}`;
};

const cabbage: Drawing = (p, { fg }) => {
  const head = mix(fg, '#b7e4a0', 0.3);
  const outer = shade(fg, 0.1);
  const outerLeaf = (side: 1 | -1) => {
    const d = `M50 88C${50 + side * 20} 88 ${50 + side * 36} 78 ${50 + side * 37} 60C${50 + side * 38} 44 ${50 + side * 30} 30 ${50 + side * 22} 28C${50 + side * 30} 44 ${50 + side * 26} 70 50 80Z`;
    return `${body(p, d, outer)}<path d="M50 84C${50 + side * 18} 80 ${50 + side * 30} 66 ${50 + side * 30} 46" fill="none" stroke="${tint(outer, 0.45)}" stroke-width="1.2" stroke-linecap="round"/>`;
  };
  const d = 'M50 22C32 22 20 36 20 54C20 72 33 84 50 84C67 84 80 72 80 54C80 36 68 22 50 22Z';
  const veins = ['M50 82C46 66 40 52 30 40', 'M50 82C50 66 52 48 60 30', 'M50 82C56 70 64 60 74 52', 'M40 62C36 60 32 58 26 58', 'M54 56C58 52 62 46 66 40']
    .map((l) => `<path d="${l}" fill="none" stroke="${tint(head, 0.5)}" stroke-width="1.3" stroke-linecap="round"/>`)
    .join('');
  return `${body(p, d, head)}<g ${p.clip(d)}>${veins}</g>${outerLeaf(-1)}${outerLeaf(1)}`;
};

const asparagus: Drawing = (p, { fg }) => {
  const spear = (tipC: string) => {
    const d = 'M46 24C46 18 48 13 50 11C52 13 54 18 54 24L53.5 88L46.5 88Z';
    const scales = [34, 46, 58, 70]
      .map((y, i) => `<path d="M${i % 2 ? 54 : 46} ${y}l${i % 2 ? -2.6 : 2.6} -4" fill="none" stroke="${shade(fg, 0.3)}" stroke-width=".9" stroke-linecap="round"/>`)
      .join('');
    const tip = `<path d="M46 24C46 18 48 13 50 11C52 13 54 18 54 24C52 22 48 22 46 24Z" fill="${tipC}"/><path d="M47 20l3 -2 3 2M46.5 23.5l3.5 -2.5 3.5 2.5" fill="none" stroke="${shade(tipC, 0.3)}" stroke-width=".7"/>`;
    return `${body(p, d, fg, p.cyl(fg, 0.35))}${tip}${scales}<rect x="46.5" y="84" width="7" height="4" fill="${tint(fg, 0.55)}"/>`;
  };
  const tip = mix(tint(fg, 0.1), '#8e5aa8', 0.4);
  const out = [-16, -9, 9, 16, -3, 3].map((a, i) => at(spear(tip), 50 + a * 0.9, 52 + (i > 3 ? 2 : 0), 0.98, a * 0.5)).join('');
  return `${out}<rect x="38" y="62" width="24" height="5" rx="1.5" fill="#c0392b" stroke="${ink('#c0392b')}" stroke-width="${SW}"/>`;
};

// Squash -----------------------------------------------------------------------------------------------------

const butternut: Drawing = (p, { fg }) => {
  const skin = mix(fg, '#f2d29b', 0.35);
  // A long, thick neck and a round bulb, lying on the diagonal.
  const d = 'M40 22C40 16 60 16 60 22L61 50C62 56 71 60 71 72C71 84 62 90 50 90C38 90 29 84 29 72C29 60 38 56 39 50Z';
  return at(
    `${body(p, d, skin, p.cyl(skin, 0.3))}<path d="M44 24C44 34 44 44 43 52M56 24C56 34 56 44 57 52" fill="none" stroke="${shade(skin, 0.18)}" stroke-opacity=".55" stroke-width=".9"/>
<circle cx="50" cy="83" r="2.3" fill="${shade(skin, 0.25)}"/>${shine(36, 70, 3, 7, 15, 0.4)}${shine(44, 34, 1.6, 9, 0, 0.35)}${body(p, 'M46 20L45 11C47 9 53 9 55 11L54 20Z', '#8a9a5b', p.cyl('#8a9a5b', 0.3), 1)}`,
    50, 52, 1, 28,
  );
};

const pumpkin: Drawing = (p, { fg }) => {
  const lobe = (cx: number, rx: number, c: string) => body(p, `M${cx} 36C${cx - rx} 36 ${cx - rx * 1.1} 50 ${cx - rx * 1.1} 60C${cx - rx * 1.1} 74 ${cx - rx} 86 ${cx} 86C${cx + rx} 86 ${cx + rx * 1.1} 74 ${cx + rx * 1.1} 60C${cx + rx * 1.1} 50 ${cx + rx} 36 ${cx} 36Z`, c);
  const dark = shade(fg, 0.1);
  return `${lobe(30, 12, dark)}${lobe(70, 12, dark)}${lobe(39, 14, fg)}${lobe(61, 14, fg)}${lobe(50, 15, tint(fg, 0.05))}${shine(44, 54, 2.5, 9, 5, 0.35)}
${body(p, 'M46 38C46 32 45 27 43 23L50 21C52 26 53 32 54 38Z', '#7a6a3a', p.cyl('#8a7a45', 0.3), 1.1)}<path d="M54 30C60 26 64 30 62 34C60 37 57 35 59 33" fill="none" stroke="#5b8a2b" stroke-width="1.2" stroke-linecap="round"/>${leaf(p, 55, 34, 18, 9, 70, '#4c8a2a')}`;
};

// Leafy greens and herbs --------------------------------------------------------------------------------------

/** A leaf of curly kale: a ruffled edge around a pale rib. */
function kaleLeaf(p: Pic, c: string, seed: number): string {
  const r = rng(seed);
  const pts: Pt[] = [];
  const n = 46;
  for (let i = 0; i < n; i++) {
    const t = i / n;
    const a = t * Math.PI * 2;
    // An elongated leaf from (50, 88) up to (50, 14), widest near the top third.
    const y = 50 - Math.cos(a) * 36;
    const width = Math.sin(a) * 19 * (0.35 + 0.65 * Math.sin(Math.min(1, (88 - y) / 60) * Math.PI * 0.62));
    const ruffle = i % 2 ? 0.8 : 1.12 + r() * 0.08;
    pts.push([50 + width * ruffle, y]);
  }
  const d = smooth(pts);
  const veins = [30, 42, 54, 66]
    .map((y) => `<path d="M50 ${y + 6}Q${43} ${y + 2} ${38} ${y - 4}M50 ${y + 6}Q${57} ${y + 2} ${62} ${y - 4}" fill="none" stroke="${tint(c, 0.35)}" stroke-width="1" stroke-linecap="round"/>`)
    .join('');
  return `${body(p, d, c)}${veins}<path d="M50 94L50 22" stroke="${tint(c, 0.45)}" stroke-width="2.2" stroke-linecap="round"/>`;
}

const kale: Drawing = (p, { fg }) =>
  `${at(kaleLeaf(p, shade(fg, 0.2), 3), 36, 52, 0.85, -28)}${at(kaleLeaf(p, shade(fg, 0.12), 4), 64, 52, 0.85, 28)}${at(kaleLeaf(p, fg, 5), 50, 50, 0.95)}`;

const spinach: Drawing = (p, { fg }) => {
  const one = (c: string) => {
    const d = 'M50 62C39 60 28 50 28 36C28 24 39 15 50 11C61 15 72 24 72 36C72 50 61 60 50 62Z';
    return `${stalk('M50 60L50 80', tint(c, 0.3), 1.8)}${body(p, d, c)}<path d="M50 60L50 17M50 48L40 38M50 48L60 38M50 34L43 27M50 34L57 27" fill="none" stroke="${tint(c, 0.4)}" stroke-width="1.1" stroke-linecap="round"/>${shine(38, 30, 2.5, 6, 30, 0.3)}`;
  };
  // A rosette: each leaf turned about the point where the stems meet.
  const rosette: Array<[number, string, number]> = [
    [-56, shade(fg, 0.14), 0.78], [56, shade(fg, 0.14), 0.78], [-28, shade(fg, 0.06), 0.86], [28, shade(fg, 0.06), 0.86], [0, tint(fg, 0.06), 0.92],
  ];
  return rosette.map(([a, c, s]) => `<g transform="rotate(${a} 50 86)">${at(one(c), 50, 86 - 30 * s, s)}</g>`).join('');
};

const romaine: Drawing = (p, { fg }) => {
  const one = (c: string, seed: number) => {
    const r = rng(seed);
    const pts: Pt[] = [];
    const n = 30;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const y = 52 - Math.cos(a) * 38;
      const w = Math.sin(a) * (3 + 11 * Math.sin(Math.min(1, (90 - y) / 76) * Math.PI * 0.55));
      pts.push([50 + w * (1 + (r() - 0.5) * 0.12), y]);
    }
    const d = smooth(pts);
    return `${body(p, d, c)}<path d="M50 90C49 70 49 44 50 20" fill="none" stroke="${tint(c, 0.6)}" stroke-width="3.4" stroke-linecap="round"/><path d="M50 60L42 50M50 46L44 38M50 60L58 50M50 46L56 38" fill="none" stroke="${tint(c, 0.4)}" stroke-width=".9" stroke-linecap="round"/>`;
  };
  return `${at(one(shade(fg, 0.15), 1), 37, 52, 0.95, -16)}${at(one(shade(fg, 0.15), 2), 63, 52, 0.95, 16)}${at(one(shade(fg, 0.05), 3), 43, 51, 0.97, -6)}${at(one(shade(fg, 0.05), 4), 57, 51, 0.97, 6)}${at(one(tint(fg, 0.12), 5), 50, 52, 0.95)}`;
};

const basil: Drawing = (p, { fg }) => {
  const green = mix(fg, '#5cb85c', 0.6);
  const pair = (y: number, len: number, spread: number) =>
    `${leaf(p, 50, y, len, len * 0.55, -spread, green)}${leaf(p, 50, y, len, len * 0.55, spread, shade(green, 0.06))}`;
  return `${stalk('M50 90C50 70 50 40 50 22', shade(green, 0.15), 2.4)}${pair(76, 26, 62)}${pair(56, 24, 52)}${pair(38, 19, 40)}${leaf(p, 50, 28, 14, 6, -18, green)}${leaf(p, 50, 28, 14, 6, 18, green)}${leaf(p, 50, 26, 12, 5, 0, tint(green, 0.1))}`;
};

const dill: Drawing = (p, { fg }) => {
  const green = fg;
  const frond = (x: number, y: number, angle: number, len: number) => {
    const rad = (angle * Math.PI) / 180;
    const tip: Pt = [x + Math.sin(rad) * len, y - Math.cos(rad) * len];
    const needles: string[] = [];
    for (let t = 0.3; t <= 1; t += 0.15) {
      const nx = x + (tip[0] - x) * t;
      const ny = y + (tip[1] - y) * t;
      for (const side of [-1, 1]) {
        const a = rad + side * 0.75;
        const l = 7 * (1.2 - t * 0.6);
        needles.push(`M${f(nx)} ${f(ny)}l${f(Math.sin(a) * l)} ${f(-Math.cos(a) * l)}`);
      }
    }
    return `<path d="M${f(x)} ${f(y)}L${f(tip[0])} ${f(tip[1])}${needles.join('')}" fill="none" stroke="${green}" stroke-width="1" stroke-linecap="round"/>`;
  };
  // An umbel of yellow flowers, the sign of dill.
  const umbel = (cx: number, cy: number) => {
    const rays = [-60, -35, -12, 12, 35, 60].map((a) => {
      const rad = (a * Math.PI) / 180;
      const ex = cx + Math.sin(rad) * 12;
      const ey = cy - Math.cos(rad) * 9;
      return `<path d="M${cx} ${cy}L${f(ex)} ${f(ey)}" stroke="${shade(green, 0.1)}" stroke-width=".9"/><circle cx="${f(ex)}" cy="${f(ey)}" r="2.2" fill="#e9c46a" stroke="#b08a2a" stroke-width=".6"/>`;
    });
    return rays.join('');
  };
  const stems = `${stalk('M50 90C49 74 44 54 34 32', shade(green, 0.1), 1.5)}${stalk('M50 90C51 70 54 50 62 26', shade(green, 0.1), 1.5)}${stalk('M50 90C50 76 50 64 49 52', shade(green, 0.1), 1.4)}${frond(49, 53, -4, 16)}`;
  return `${frond(42, 60, -40, 26)}${frond(56, 62, 38, 24)}${frond(46, 76, -58, 20)}${frond(54, 76, 56, 20)}${stems}${umbel(34, 32)}${umbel(62, 26)}
<path d="M45 76L55 76" stroke="#c9a26a" stroke-width="3" stroke-linecap="round"/>`;
};

const microgreens: Drawing = (p, { fg }) => {
  const r = rng(31);
  const shoots: string[] = [];
  const leafs: string[] = [];
  const green = mix(fg, '#9acd5a', 0.45);
  const green2 = mix(fg, '#9acd5a', 0.2);
  for (let i = 0; i < 12; i++) {
    const x = 29 + i * 3.8 + (r() - 0.5) * 2;
    const top: Pt = [x + (r() - 0.5) * 16, 22 + r() * 26];
    shoots.push(`M${f(x)} 70Q${f(x + (r() - 0.5) * 6)} ${f((70 + top[1]) / 2)} ${f(top[0])} ${f(top[1])}`);
    const tilt = (r() - 0.5) * 30;
    leafs.push(`${leaf(p, top[0], top[1], 7.5, 5, tilt - 55, i % 2 ? green : green2, false)}${leaf(p, top[0], top[1], 7.5, 5, tilt + 55, i % 2 ? green2 : green, false)}`);
    if (i % 4 === 1) shoots.push(`M${f(top[0])} ${f(top[1])}q3 -6 0 -9q-3 -2 -2 2`);
  }
  const tray = `${body(p, 'M22 70L78 70L74 88L26 88Z', WOOD, p.cyl(WOOD, 0.25))}<path d="M24 78L76 78" stroke="${shade(WOOD, 0.25)}" stroke-width=".9"/><rect x="22" y="67" width="56" height="5" rx="1" fill="#6b4a2b"/>`;
  return `<path d="${shoots.join('')}" fill="none" stroke="${mix(fg, '#cfe8b0', 0.35)}" stroke-width="1.6" stroke-linecap="round"/>${leafs.join('')}${tray}`;
};

// Mushrooms --------------------------------------------------------------------------------------------------

const oyster: Drawing = (p, { fg }) => {
  // Shell-shaped caps seen from above, in a clump: wavy rims, faint streaks running to the stems at the base.
  const cap = (c: string, seed: number) => {
    const r = rng(seed);
    const pts: Pt[] = [[50, 84], [40, 74]];
    for (let i = 0; i <= 10; i++) {
      const a = Math.PI * (1.08 + (i / 10) * 0.84);
      const wave = 1 + (i % 2 ? -0.035 : 0.03) + (r() - 0.5) * 0.04;
      pts.push([50 + Math.cos(a) * 32 * wave, 56 + Math.sin(a) * 30 * wave]);
    }
    pts.push([60, 74]);
    const d = smooth(pts);
    const streaks = [-24, -15, -7, 0, 7, 15, 24].map((dx) => `M50 80Q${f(50 + dx * 0.7)} 56 ${f(50 + dx)} ${f(32 + Math.abs(dx) * 0.25)}`).join('');
    return `${body(p, d, c, p.lit(c, 0.35))}<path d="${streaks}" fill="none" stroke="${shade(c, 0.25)}" stroke-opacity=".45" stroke-width=".8"/><path d="${smooth(pts.slice(3, -2).map(([x, y]): Pt => [50 + (x - 50) * 0.9, 56 + (y - 56) * 0.9]), false)}" fill="none" stroke="${tint(c, 0.35)}" stroke-width="1.1" stroke-linecap="round"/>`;
  };
  const base = tint(fg, 0.55);
  return `${at(cap(shade(fg, 0.12), 1), 34, 44, 0.72, -38)}${at(cap(shade(fg, 0.12), 2), 66, 44, 0.72, 38)}${at(cap(shade(fg, 0.04), 3), 42, 52, 0.8, -14)}${at(cap(shade(fg, 0.04), 4), 59, 54, 0.78, 18)}${body(p, 'M42 88C44 82 46 78 47 72L53 72C54 78 56 82 58 88C53 90 47 90 42 88Z', shade(base, 0.05), p.cyl(base, 0.3))}${at(cap(tint(fg, 0.06), 5), 50, 62, 0.7, 2)}`;
};

const shiitake: Drawing = (p, { fg }) => {
  const capC = fg;
  const upright = () => {
    const capD = 'M22 52C22 34 34 22 50 22C66 22 78 34 78 52C72 56 60 57 50 57C40 57 28 56 22 52Z';
    const r = rng(41);
    const cracks = Array.from({ length: 9 }, () => {
      const x = 30 + r() * 40;
      const y = 30 + r() * 20;
      return `<path d="M${f(x)} ${f(y)}l${f(2 + r() * 3)} ${f(-1 + r() * 2)}l${f(1.5)} ${f(1.5)}" fill="none" stroke="#f3e6d2" stroke-width="1" stroke-linecap="round" stroke-opacity=".85"/>`;
    }).join('');
    return `${body(p, 'M44 56C44 66 43 78 42 86C46 89 54 89 58 86C57 78 56 66 56 56Z', '#e8dccb', p.cyl('#efe4d3', 0.3))}${body(p, capD, capC)}<g ${p.clip(capD)}>${cracks}</g><path d="M23 52C30 56 40 58 50 58C60 58 70 56 77 52" fill="none" stroke="#f0e4d0" stroke-width="1.6" stroke-linecap="round"/>${shine(36, 32, 6, 3, -25, 0.3)}`;
  };
  const under = () => {
    const d = 'M20 50C20 40 34 32 50 32C66 32 80 40 80 50C80 60 66 68 50 68C34 68 20 60 20 50Z';
    const gills = Array.from({ length: 18 }, (_, i) => {
      const a = (i / 18) * Math.PI * 2;
      return `M${f(50 + Math.cos(a) * 7)} ${f(50 + Math.sin(a) * 4.5)}L${f(50 + Math.cos(a) * 28)} ${f(50 + Math.sin(a) * 16)}`;
    }).join('');
    return `${body(p, d, capC, p.lit('#efe2cf', 0.3))}<path d="${gills}" stroke="#c9b497" stroke-width=".7"/><ellipse cx="50" cy="50" rx="7" ry="4.5" fill="#e8dccb" stroke="${ink('#c9b497')}" stroke-width=".9"/>`;
  };
  return `${at(under(), 66, 70, 0.62, -20)}${at(upright(), 44, 48, 0.95)}`;
};

const chanterelles: Drawing = (p, { fg }) => {
  const one = (c: string) => {
    const d = 'M22 30C22 24 36 22 50 24C64 22 78 24 78 30C76 36 64 44 58 52C55 60 55 74 54 86C52 88 48 88 46 86C45 74 45 60 42 52C36 44 24 36 22 30Z';
    const ridges = [-20, -13, -6, 0, 6, 13, 20].map((dx) => `M${50 + dx * 1.25} 33C${50 + dx * 0.7} 42 ${50 + dx * 0.3} 54 ${50 + dx * 0.12} 70`).join('');
    const rim = 'M22 30C24 36 36 38 50 36C64 38 76 36 78 30C78 24 64 22 50 24C36 22 22 24 22 30Z';
    return `${body(p, d, c, p.cyl(c, 0.3))}<path d="${ridges}" fill="none" stroke="${shade(c, 0.28)}" stroke-width=".8"/>${body(p, rim, c, p.lit(shade(c, 0.12), 0.2))}<path d="M30 30C38 28 44 31 50 29C56 31 64 28 70 30" fill="none" stroke="${shade(c, 0.35)}" stroke-width=".8"/>`;
  };
  const dried = mix(fg, '#a8641d', 0.3);
  return `${at(one(shade(dried, 0.08)), 34, 50, 0.62, -24)}${at(one(shade(dried, 0.05)), 67, 52, 0.6, 22)}${at(one(dried), 50, 54, 0.82, -4)}`;
};

// Pantry: grains, eggs, dairy ----------------------------------------------------------------------------------

function bowl(p: Pic, c: string): { back: string; front: string } {
  return {
    back: `<ellipse cx="50" cy="58" rx="32" ry="9" fill="${shade(c, 0.3)}" stroke="${ink(c)}" stroke-width="${SW}"/>`,
    front: `${body(p, 'M18 58C18 74 32 86 50 86C68 86 82 74 82 58C76 64 64 67 50 67C36 67 24 64 18 58Z', c, p.cyl(c, 0.3))}<path d="M22 66C30 72 40 74 50 74C60 74 70 72 78 66" fill="none" stroke="${tint(c, 0.3)}" stroke-width="1.2"/>`,
  };
}

const lentils: Drawing = (p, { fg }) => {
  const b = bowl(p, WOOD);
  const r = rng(51);
  const shades = [fg, tint(fg, 0.15), mix(fg, '#8d6e3f', 0.35), shade(fg, 0.1)];
  const lens = (x: number, y: number) =>
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="3.2" ry="2.3" transform="rotate(${f(r() * 180)} ${f(x)} ${f(y)})" fill="${shades[Math.floor(r() * shades.length)]}" stroke="${ink(fg)}" stroke-width=".5"/>`;
  const heap = 'M20 58C24 44 36 36 50 36C64 36 76 44 80 58C70 64 30 64 20 58Z';
  const onHeap: string[] = [];
  for (let y = 40; y < 62; y += 3.4) {
    const half = 28 * Math.sqrt(Math.min(1, (y - 34) / 24));
    for (let x = 50 - half; x < 50 + half; x += 5.2) onHeap.push(lens(x + r() * 2, y + r()));
  }
  const loose: Pt[] = [[22, 88], [30, 91], [74, 89], [80, 86], [66, 92]];
  const scattered = loose.map(([x, y]) => lens(x, y)).join('');
  return `${b.back}${body(p, heap, fg, p.lit(fg, 0.2))}<g ${p.clip(heap)}>${onHeap.join('')}</g>${b.front}${scattered}`;
};

const oats: Drawing = (p, { fg }) => {
  const b = bowl(p, '#7d9fb5');
  const flake = tint(fg, 0.45);
  const r = rng(61);
  const flakes: string[] = [];
  for (let y = 42; y < 62; y += 3.6) {
    const half = 28 * Math.sqrt(Math.min(1, (y - 36) / 24));
    for (let x = 50 - half; x < 50 + half; x += 6) {
      const d = blob(x + r() * 2, y + r(), 3.4, 2.4, lumpy(Math.floor(r() * 1000), 0.15), 8);
      flakes.push(`<path d="${d}" fill="${mix(flake, '#ffffff', r() * 0.3)}" stroke="${shade(fg, 0.15)}" stroke-width=".5"/>`);
    }
  }
  const heap = 'M20 58C24 44 36 38 50 38C64 38 76 44 80 58C70 64 30 64 20 58Z';
  // An oat stalk leaning on the bowl: drooping spikelets.
  const spots: Array<[number, number, number]> = [[76, 24, 30], [70, 30, -20], [80, 33, 35], [73, 38, -15], [82, 43, 30]];
  const spikelets = spots
    .map(([x, y, a]) => at(`${body(p, 'M50 40C54 44 55 52 50 60C45 52 46 44 50 40Z', '#d8c08a', p.lit('#e6d3a0', 0.3), 1)}`, x, y, 0.55, a))
    .join('');
  return `${stalk('M86 62C82 48 78 32 74 16', '#c7ab6e', 1.4)}${spikelets}${b.back}${body(p, heap, flake, p.lit(flake, 0.2))}<g ${p.clip(heap)}>${flakes.join('')}</g>${b.front}`;
};

const eggs: Drawing = (p, { fg }) => {
  const egg = (c: string) => `${body(p, 'M50 20C38 20 30 38 30 52C30 66 39 74 50 74C61 74 70 66 70 52C70 38 62 20 50 20Z', c)}${shine(41, 38, 3.5, 7, 20, 0.55)}`;
  const brown = mix(fg, '#c68b59', 0.55);
  const carton = '#b9ab92';
  const front = `${body(p, 'M14 62L86 62L80 86L20 86Z', carton, p.cyl(carton, 0.2))}<path d="M14 62C20 68 26 68 32 62C38 68 44 68 50 62C56 68 62 68 68 62C74 68 80 68 86 62" fill="${carton}" stroke="${ink(carton)}" stroke-width="${SW}" stroke-linejoin="round"/><path d="M32 70L30 84M50 70L50 84M68 70L70 84" stroke="${shade(carton, 0.15)}" stroke-width="1"/>`;
  return `${at(egg(brown), 31, 46, 0.62, -6)}${at(egg(fg), 50, 42, 0.66)}${at(egg(brown), 69, 46, 0.62, 6)}${at(egg(tint(fg, 0.2)), 40, 56, 0.58, -4)}${at(egg(brown), 60, 56, 0.58, 4)}${front}`;
};

const cheeseCurds: Drawing = (p, { fg }) => {
  const curd = mix(fg, '#fff1c1', 0.35);
  const b = bowl(p, '#c44536');
  const r = rng(71);
  const spots: Array<[number, number, number]> = [
    [30, 52, 8], [44, 46, 9], [58, 48, 8.5], [70, 54, 8], [37, 60, 8.5], [53, 58, 9], [66, 63, 7.5], [24, 63, 7], [46, 36, 7.5], [60, 38, 7],
  ];
  const curds = spots
    .sort((a, c) => a[1] - c[1])
    .map(([x, y, s]) => {
      const d = blob(x, y, s, s * 0.8, lumpy(Math.floor(r() * 1000), 0.14), 9);
      return `${body(p, d, shade(curd, 0.05), p.lit(curd, 0.5))}${shine(x - s * 0.3, y - s * 0.3, s * 0.22, s * 0.12, -20, 0.55)}`;
    })
    .join('');
  return `${b.back}${curds}${b.front}`;
};

// Jars and bottles -------------------------------------------------------------------------------------------

function mapleLeaf(x: number, y: number, size: number, c: string): string {
  const d =
    'm-90 2030 45-863a95 95 0 0 0-111-98l-859 151 116-320a65 65 0 0 0-20-73l-941-762 212-99a65 65 0 0 0 34-79l-186-572 542 115a65 65 0 0 0 73-38l105-247 423 454a65 65 0 0 0 111-57l-204-1052 327 189a65 65 0 0 0 91-27l332-652 332 652a65 65 0 0 0 91 27l327-189-204 1052a65 65 0 0 0 111 57l423-454 105 247a65 65 0 0 0 73 38l542-115-186 572a65 65 0 0 0 34 79l212 99-941 762a65 65 0 0 0-20 73l116 320-859-151a95 95 0 0 0-111 98l45 863z';
  return `<path d="${d}" transform="translate(${f(x)} ${f(y)}) scale(${(size / 4030).toFixed(5)}) translate(0 -25)" fill="${c}"/>`;
}

const mapleSyrup: Drawing = (p, { fg }) => {
  const syrup = mix(fg, '#b5651d', 0.25);
  // A glass jug with a small handle at the neck, amber syrup, a cream label with a red maple leaf.
  const jug = 'M43 14L57 14L57 26C57 30 72 34 72 46L72 82C72 86 68 89 64 89L36 89C32 89 28 86 28 82L28 46C28 34 43 30 43 26Z';
  const fill = 'M29.5 44L70.5 44L70.5 82C70.5 85 67 87.5 64 87.5L36 87.5C33 87.5 29.5 85 29.5 82Z';
  return `<path d="M57 20C66 20 68 30 63 34" fill="none" stroke="${ink(GLASS)}" stroke-width="4.6" stroke-linecap="round"/><path d="M57 20C66 20 68 30 63 34" fill="none" stroke="${GLASS}" stroke-width="2.2" stroke-linecap="round"/>
${body(p, jug, syrup, GLASS)}<path d="${fill}" fill="${p.cyl(syrup, 0.35)}"/><path d="M33 44C36 38 44 35 46 30" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="1.6" stroke-linecap="round"/>
<rect x="33" y="54" width="34" height="24" rx="3" fill="#fbf3e4" stroke="${ink(syrup)}" stroke-width="1"/>${mapleLeaf(50, 66, 18, '#c1121f')}
<path d="${jug}" fill="none" stroke="${ink(syrup)}" stroke-width="${SW}" stroke-linejoin="round"/>${shine(31.5, 60, 1.2, 14, 0, 0.5)}${body(p, 'M41.5 8L58.5 8L58.5 15L41.5 15Z', '#b23a2a', p.cyl('#c0392b', 0.3), 1.1)}`;
};

const honey: Drawing = (p, { fg }) => {
  const jar = 'M28 32L72 32C75 32 77 35 77 39L77 80C77 85 73 88 68 88L32 88C27 88 23 85 23 80L23 39C23 35 25 32 28 32Z';
  const hex = (x: number, y: number, s: number) => {
    const pts = Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i + Math.PI / 6;
      return `${f(x + Math.cos(a) * s)} ${f(y + Math.sin(a) * s)}`;
    });
    return `M${pts.join('L')}Z`;
  };
  const comb = [hex(44, 62, 5), hex(53, 57, 5), hex(53, 67, 5), hex(62, 62, 5)].join('');
  const lid = `${body(p, 'M26 24L74 24L74 34L26 34Z', '#d9a441', p.cyl('#e0b050', 0.3))}<path d="M30 24L30 34M38 24L38 34M46 24L46 34M54 24L54 34M62 24L62 34M70 24L70 34" stroke="${shade('#d9a441', 0.25)}" stroke-width=".8"/>`;
  const drip = `<path d="M58 34C58 40 60 42 60 45C60 48 56 48 56 45C56 42 58 40 58 34Z" fill="${fg}" stroke="${ink(fg)}" stroke-width=".9"/>`;
  return `${body(p, jar, fg, p.cyl(fg, 0.3))}<rect x="30" y="48" width="40" height="30" rx="3" fill="#fff8e6" stroke="${ink(fg)}" stroke-width="1"/><path d="${comb}" fill="${tint(fg, 0.2)}" stroke="${shade(fg, 0.25)}" stroke-width="1"/>${shine(26.5, 60, 1.3, 14, 0, 0.55)}${lid}${drip}`;
};

function bottle(opts: { juice: string; cap: string; label: (p: Pic) => string; extra?: (p: Pic) => string }): Drawing {
  return (p) => {
    const shape = 'M44 12L56 12L56 26C56 32 66 36 66 46L66 84C66 87 64 89 61 89L39 89C36 89 34 87 34 84L34 46C34 36 44 32 44 26Z';
    const fill = 'M35.5 40L64.5 40L64.5 84C64.5 86 63 87.5 61 87.5L39 87.5C37 87.5 35.5 86 35.5 84Z';
    return `${body(p, shape, opts.juice, GLASS)}<path d="${fill}" fill="${p.cyl(opts.juice, 0.35)}"/><rect x="35" y="54" width="30" height="24" rx="2" fill="#fffaf0" stroke="${ink(opts.juice)}" stroke-width="1"/>${opts.label(p)}
<path d="${shape}" fill="none" stroke="${ink(opts.juice)}" stroke-width="${SW}" stroke-linejoin="round"/>${shine(38, 64, 1.1, 18, 0, 0.55)}${body(p, 'M42.5 6L57.5 6L57.5 14L42.5 14Z', opts.cap, p.cyl(opts.cap, 0.3), 1.1)}${opts.extra?.(p) ?? ''}`;
  };
}

const appleIcon = (p: Pic, x: number, y: number, s: number, c: string) =>
  at(`${body(p, 'M50 31C43 25 21 24 19 46C17 66 31 87 42 87C46 87 47 85 50 85C53 85 54 87 58 87C69 87 83 66 81 46C79 24 57 25 50 31Z', c)}${stalk('M50 33C50 26 51 20 55 14', STEM, 2.6)}${leaf(p, 53, 25, 24, 9, 62)}${shine(31, 47, 4.5, 9, 25)}`, x, y, s);

// Many produce at once --------------------------------------------------------------------------------------

const harvestBox: Drawing = (p) => {
  const crate = WOOD;
  const c = (col: string): Colors => ({ bg: '#ffffff', fg: col });
  const inside = [
    at(cabbage(p, c('#70a37f')), 66, 44, 0.5),
    at(carrotBunch(true)(p, c('#f77f00')), 33, 42, 0.55, -10),
    at(tomato(p, c('#d62828')), 50, 50, 0.45),
    at(sweetCorn(p, c('#f9c74f')), 78, 40, 0.5, 10),
    at(apple({})(p, c('#c1121f')), 60, 56, 0.36),
  ].join('');
  const slats = `${body(p, 'M14 58L86 58L82 88L18 88Z', crate, p.cyl(crate, 0.2))}<path d="M16 68L84 68M17 78L83 78" stroke="${shade(crate, 0.3)}" stroke-width="1.2"/><path d="M26 58L26 88M74 58L74 88" stroke="${shade(crate, 0.2)}" stroke-width="2.4"/>`;
  return `${inside}${slats}`;
};

// ---------------------------------------------------------------------------------------------------------------

/** A drawing scaled about the ground under it (50, 88) and moved up by `lift`, to fill about 70% of the square. */
const fit = (draw: Drawing, s: number, lift = 0): Drawing => (p, c) => at(draw(p, c), 50, 88 - 38 * s - lift, s);

const DRAWINGS: Record<string, Drawing> = {
  honeycrisp: apple({ streak: '#f6d55c', patch: '#f6d55c' }),
  mcintosh: apple({ patch: '#8cc152' }),
  bartlett: pear,
  peaches: peach,
  cherries,
  plums,
  strawberries: strawberry,
  blueberries: berries([[30, 70, 12.5], [53, 73, 13], [73, 67, 12], [40, 51, 12], [63, 50, 12.5], [50, 33, 11]], true, [[58, 34, 22, 50], [44, 36, 20, -40]]),
  'wild-blueberries': berries(
    [[28, 74, 7], [41, 77, 7.5], [55, 78, 7], [69, 75, 7.5], [34, 63, 7], [48, 65, 7.5], [62, 64, 7], [75, 62, 6.5], [41, 52, 7], [55, 52, 7], [67, 50, 6.5], [48, 40, 6.5], [61, 38, 6]],
    true,
    [[50, 40, 18, -55], [56, 38, 17, 30], [53, 39, 16, -8]],
    '#b5452b',
  ),
  raspberries: raspberry,
  cranberries,
  haskap,
  carrots: fit(carrotBunch(false), 0.88),
  'yukon-potatoes': potatoes,
  beets: fit(beets, 0.88, 3),
  parsnips,
  onions,
  garlic,
  tomatoes: tomato,
  'heirloom-tomatoes': heirloom,
  cucumbers: cucumber,
  'sweet-corn': sweetCorn,
  'green-beans': greenBeans,
  'bell-peppers': bellPepper,
  broccoli,
  cauliflower,
  cabbage,
  asparagus,
  butternut,
  pumpkins: pumpkin,
  kale,
  spinach: fit(spinach, 0.84, 6),
  romaine,
  basil,
  dill,
  'oyster-mushrooms': oyster,
  shiitake,
  lentils: fit(lentils, 1, 4),
  oats,
  eggs,
  'maple-syrup': mapleSyrup,
  honey,
  'apple-juice': fit(bottle({
    juice: '#e9a23b',
    cap: '#2d6a4f',
    label: (p) => appleIcon(p, 50, 66, 0.3, '#c1121f'),
    extra: (p) => appleIcon(p, 74, 76, 0.3, '#c1121f'),
  }), 0.92),
  'cheese-curds': cheeseCurds,
  chanterelles,
  microgreens,
  'sweet-potatoes': sweetPotatoes,
  'haskap-juice': fit(bottle({
    juice: '#5a189a',
    cap: '#3c096c',
    label: (p) => at(haskap(p, { bg: '#fff', fg: '#3c096c' }), 50, 66, 0.3),
    extra: (p) => at(`${body(p, 'M50 37C56 37 57 46 57 55C57 63 54 67 50 67C46 67 43 63 43 55C43 46 44 37 50 37Z', '#3c096c', p.lit(mix('#3c096c', '#6f7fd6', 0.3), 0.45))}`, 74, 80, 0.45, 30),
  }), 0.92),
  'harvest-box': harvestBox,
};

/** Whether the kind has its own drawing (every kind of the demo does; others get a plain round fruit). */
export function hasIllustration(slug: string): boolean {
  return slug in DRAWINGS;
}

/** The picture of a kind of produce as an SVG document, `size` pixels square. */
export function illustrationSvg(kind: Pick<ProduceKind, 'slug' | 'colors'>, size = 1200): string {
  const [bg, fg] = kind.colors;
  const p = new Pic();
  const draw = DRAWINGS[kind.slug] ?? apple({});
  const content = draw(p, { bg, fg });
  return p.svg(bg, fg, content, size);
}
