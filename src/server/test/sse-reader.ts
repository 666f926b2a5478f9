// Reads a server-sent event stream over a real socket (app.inject cannot read a response while it is still open).
import { request, type IncomingMessage } from 'node:http';

export interface SseEvent {
  event: string;
  data: string;
  /** performance.now() when the event was parsed. */
  at: number;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The raw text received so far (comments and `retry:` included). */
  text(): string;
  events: SseEvent[];
  /** Resolves with the first event (received from `from` on) that matches, or rejects after `timeoutMs`. */
  next(match: (e: SseEvent) => boolean, timeoutMs: number, from?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, access: string | null): Promise<SseStream> {
  // node:http with a socket of its own (fetch's pool leaves spare sockets open that keep a closing server waiting).
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(url, { agent: false, headers: { accept: 'text/event-stream', ...(access && { authorization: `Bearer ${access}` }) } }, resolve);
    req.on('error', reject);
    req.end();
  });
  const events: SseEvent[] = [];
  let raw = '';
  let buffer = '';
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    raw += chunk;
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trim());
      }
      if (data.length > 0) events.push({ event, data: data.join('\n'), at: performance.now() });
    }
    wake();
  });
  const ended = new Promise<void>((resolve) => {
    res.on('end', resolve);
    res.on('close', resolve);
    res.on('error', () => resolve());
  });
  const headers = new Headers();
  for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);

  return {
    status: res.statusCode ?? 0,
    headers,
    text: () => raw,
    events,
    ended,
    next(match, timeoutMs, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.slice(from).map((e) => e.data))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => res.destroy(),
  };
}

/** The tables of a `changed` event. */
export const tablesOf = (e: SseEvent): string[] => (JSON.parse(e.data) as { tables: string[] }).tables;
