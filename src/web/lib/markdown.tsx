// Markdown to React elements, safely: the text is parsed into elements and never handed to the browser as HTML
// (no dangerouslySetInnerHTML), so a <script> or <iframe> written in a post is shown as the characters typed.
// Links go only to http(s), mailto and this site's own paths, with rel attributes; anything else stays text.
// Covers what the operator's posts and pages need: headings (# is an h2 under the page's h1), paragraphs,
// bullet and numbered lists, bold, italic, inline code, links, block quotes, rules and simple tables.
import { Fragment, type ReactNode } from 'react';

const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/))/i;

/** A link's address if it is one we let readers follow, else null (javascript:, data:, //host, and so on). */
export function safeHref(raw: string): string | null {
  const url = raw.trim();
  // Control characters and spaces can hide a scheme ("java\tscript:"); such an address is refused.
  if (!url || [...url].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  return SAFE_URL.test(url) ? url : null;
}

// Emphasis with asterisks only: underscores are common inside words and addresses (snake_case, __proto__).
const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/;

/** Bold, italic, code and links inside a line; everything else is text. */
export function renderInline(text: string, key = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let n = 0;
  while (rest) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push(rest);
      break;
    }
    if (m.index > 0) out.push(rest.slice(0, m.index));
    const token = m[0];
    const k = `${key}-${n++}`;
    if (token.startsWith('**')) out.push(<strong key={k}>{renderInline(token.slice(2, -2), k)}</strong>);
    else if (token.startsWith('`')) out.push(<code key={k} className="rounded bg-gray-100 px-1 text-[0.95em]">{token.slice(1, -1)}</code>);
    else if (token.startsWith('[')) {
      const close = token.indexOf('](');
      const label = token.slice(1, close);
      const href = safeHref(token.slice(close + 2, -1));
      if (href) {
        const external = !href.startsWith('/');
        out.push(
          <a key={k} href={href} rel={external ? 'nofollow noopener noreferrer' : undefined} className="font-medium text-green-800 underline underline-offset-2 hover:text-green-900">
            {renderInline(label, k)}
          </a>,
        );
      } else out.push(token);
    } else out.push(<em key={k}>{renderInline(token.slice(1, -1), k)}</em>);
    rest = rest.slice(m.index + token.length);
  }
  return out;
}

type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'rule' }
  | { kind: 'table'; head: string[]; rows: string[][] };

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: Math.min(4, Math.max(2, heading[1]!.length)) as 2 | 3 | 4, text: heading[2]!.replace(/\s+#+\s*$/, '') });
      i++;
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      blocks.push({ kind: 'rule' });
      i++;
      continue;
    }
    if (/^\s*\|.*\|\s*$/.test(line) && i + 1 < lines.length && /^\s*\|?\s*:?-{2,}/.test(lines[i + 1]!)) {
      const head = cells(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && /^\s*\|.*\|\s*$/.test(lines[i]!)) rows.push(cells(lines[i++]!));
      blocks.push({ kind: 'table', head, rows });
      continue;
    }
    const bullet = /^\s*[-*+]\s+/;
    const numbered = /^\s*\d+[.)]\s+/;
    if (bullet.test(line) || numbered.test(line)) {
      const ordered = numbered.test(line);
      const marker = ordered ? numbered : bullet;
      const items: string[] = [];
      while (i < lines.length && lines[i]!.trim()) {
        const l = lines[i]!;
        if (marker.test(l)) items.push(l.replace(marker, ''));
        else if (items.length) items[items.length - 1] += ` ${l.trim()}`;
        i++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (/^\s*>/.test(line)) {
      const parts: string[] = [];
      while (i < lines.length && /^\s*>/.test(lines[i]!)) parts.push(lines[i++]!.replace(/^\s*>\s?/, ''));
      blocks.push({ kind: 'quote', text: parts.join(' ') });
      continue;
    }
    const parts: string[] = [];
    while (i < lines.length && lines[i]!.trim() && !/^(#{1,6})\s/.test(lines[i]!) && !/^\s*([-*+]|\d+[.)])\s+/.test(lines[i]!) && !/^\s*>/.test(lines[i]!)) parts.push(lines[i++]!.trim());
    if (parts.length === 0) {
      // A line no rule took (a table row without its header): shown as text.
      parts.push(lines[i++]!.trim());
    }
    blocks.push({ kind: 'paragraph', text: parts.join(' ') });
  }
  return blocks;
}

const headingClass = { 2: 'mt-8 text-2xl font-bold text-gray-900', 3: 'mt-6 text-xl font-semibold text-gray-900', 4: 'mt-4 text-lg font-semibold text-gray-900' };

export function Markdown({ source, className = '' }: { source: string; className?: string }) {
  return (
    <div className={`space-y-4 text-base leading-relaxed text-gray-800 ${className}`}>
      {parseBlocks(source).map((b, i) => {
        const k = `b${i}`;
        switch (b.kind) {
          case 'heading': {
            const H = `h${b.level}` as const;
            return <H key={k} className={headingClass[b.level]}>{renderInline(b.text, k)}</H>;
          }
          case 'paragraph':
            return <p key={k}>{renderInline(b.text, k)}</p>;
          case 'list': {
            const L = b.ordered ? 'ol' : 'ul';
            return (
              <L key={k} className={`space-y-1 pl-6 ${b.ordered ? 'list-decimal' : 'list-disc'}`}>
                {b.items.map((item, j) => (
                  <li key={j}>{renderInline(item, `${k}-${j}`)}</li>
                ))}
              </L>
            );
          }
          case 'quote':
            return <blockquote key={k} className="border-l-4 border-green-700 pl-4 italic">{renderInline(b.text, k)}</blockquote>;
          case 'rule':
            return <hr key={k} className="border-gray-200" />;
          case 'table':
            return (
              <div key={k} className="overflow-x-auto">
                <table className="w-full border-collapse text-left text-sm">
                  <thead>
                    <tr>
                      {b.head.map((h, j) => (
                        <th key={j} scope="col" className="border-b-2 border-gray-300 px-2 py-1 font-semibold">
                          {renderInline(h, `${k}-h${j}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {b.rows.map((row, r) => (
                      <tr key={r}>
                        {b.head.map((_, j) => (
                          <td key={j} className="border-b border-gray-200 px-2 py-1 align-top">
                            {renderInline(row[j] ?? '', `${k}-${r}-${j}`)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          default:
            return <Fragment key={k} />;
        }
      })}
    </div>
  );
}
