// A fault-injecting HTTP proxy on 127.0.0.1 in front of the real server, for the sync proofs.
// A seeded PRNG (mulberry32) decides, per request, one of:
//   pass           forward, answer the server's response
//   dropRequest    never forwarded; the client socket is destroyed (the client sees a socket error)
//   dropResponse   forwarded and answered by the server (the effect is committed), then the client
//                  socket is destroyed instead of answering
//   duplicate      forwarded twice one after the other (the second is a replay), the first answer is sent
//   duplicateConcurrent  forwarded twice, the second copy 2 ms after the first while it is still being
//                  processed (a client retrying after a timeout); the second copy's answer is sent
//   delay          held 0-300 ms, then passed (concurrent requests reorder)
//   error500       answered 500 without forwarding
//   error503       forwarded (committed), then answered 503
// Counters of each kind are in `proxy.counts`; `upstreamDown` counts requests that found no server
// (during a restart): those get a socket error, like a dropped request.
import { createServer, request as httpRequest, Agent } from 'node:http';

/** mulberry32: a tiny deterministic PRNG; returns floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const FAULT_KINDS = ['dropRequest', 'dropResponse', 'duplicate', 'duplicateConcurrent', 'delay', 'error500', 'error503'];

/** Default probabilities per request (the rest passes). */
export const DEFAULT_RATES = {
  dropRequest: 0.05,
  dropResponse: 0.05,
  duplicate: 0.04,
  duplicateConcurrent: 0.03,
  delay: 0.15,
  error500: 0.04,
  error503: 0.04,
};

/**
 * @param {{ targetPort: number | (() => number), seed?: number, rates?: Partial<typeof DEFAULT_RATES>,
 *           enabled?: boolean, only?: (req: import('node:http').IncomingMessage) => boolean, maxDelayMs?: number,
 *           maxSockets?: number }} options
 *   `only`: which requests may get a fault (default: every request under /api/ except /api/health).
 *   `decide`: a script instead of the PRNG: returns the kind for a request (or undefined to use the PRNG),
 *   e.g. "500 for the first POST to the cart, then pass".
 *   `maxSockets`: connections to the server at once (more requests wait for one); bench:fleet's hundreds of devices need more.
 */
export async function startFaultProxy({ targetPort, seed = 1, rates = DEFAULT_RATES, enabled = true, only, maxDelayMs = 300, decide, maxSockets = 64 } = {}) {
  const random = mulberry32(seed);
  const port = () => (typeof targetPort === 'function' ? targetPort() : targetPort);
  const agent = new Agent({ keepAlive: true, maxSockets });
  const counts = { requests: 0, pass: 0, upstreamDown: 0, mutating: 0 };
  for (const k of FAULT_KINDS) counts[k] = 0;
  const state = { enabled, rates: { ...DEFAULT_RATES, ...rates } };
  const faultable = only ?? ((req) => req.url.startsWith('/api/') && !req.url.startsWith('/api/health'));

  function choose() {
    const r = random();
    let acc = 0;
    for (const kind of FAULT_KINDS) {
      acc += state.rates[kind] ?? 0;
      if (r < acc) return kind;
    }
    return 'pass';
  }

  /** Sends one copy upstream; resolves { status, headers, body } or rejects on a connection error. */
  function forward(req, body) {
    return new Promise((resolve, reject) => {
      const headers = { ...req.headers, host: `127.0.0.1:${port()}` };
      delete headers.connection;
      const up = httpRequest({ host: '127.0.0.1', port: port(), method: req.method, path: req.url, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      up.on('error', reject);
      up.end(body);
    });
  }

  function answer(res, { status, headers, body }) {
    const h = { ...headers };
    delete h['transfer-encoding'];
    delete h.connection;
    delete h['keep-alive'];
    h['content-length'] = String(body.length);
    res.writeHead(status, h);
    res.end(body);
  }

  const kill = (req) => req.socket.destroy();

  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const body = Buffer.concat(chunks);
    counts.requests++;
    if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method)) counts.mutating++;
    const kind = (state.enabled && faultable(req) ? (decide?.(req) ?? choose()) : 'pass');
    counts[kind]++;
    try {
      switch (kind) {
        case 'dropRequest':
          return kill(req);
        case 'error500':
          return answer(res, {
            status: 500,
            headers: { 'content-type': 'application/json' },
            body: Buffer.from(JSON.stringify({ message: 'fault proxy: injected 500', code: 'injected' })),
          });
        case 'dropResponse':
          await forward(req, body);
          return kill(req);
        case 'error503': {
          await forward(req, body);
          return answer(res, {
            status: 503,
            headers: { 'content-type': 'application/json' },
            body: Buffer.from(JSON.stringify({ message: 'fault proxy: injected 503 after commit', code: 'injected' })),
          });
        }
        case 'duplicate': {
          const first = await forward(req, body);
          await forward(req, body).catch(() => undefined);
          return answer(res, first);
        }
        case 'duplicateConcurrent': {
          // A retry while the first copy is still being processed (a client that timed out and sent again):
          // the second copy's answer is the one the client gets (usually the server's 409 'in progress').
          const first = forward(req, body);
          first.catch(() => undefined); // settled below; never an unhandled rejection meanwhile
          await new Promise((r) => setTimeout(r, 2));
          const [, second] = await Promise.allSettled([first, forward(req, body)]);
          if (second.status === 'rejected') throw second.reason;
          return answer(res, second.value);
        }
        case 'delay':
          await new Promise((r) => setTimeout(r, Math.floor(random() * maxDelayMs)));
          return answer(res, await forward(req, body));
        default:
          return answer(res, await forward(req, body));
      }
    } catch {
      // No server behind us (restarting) or it hung up: the client sees a connection error.
      counts.upstreamDown++;
      kill(req);
    }
  });
  server.keepAliveTimeout = 5000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: proxyPort } = server.address();
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    port: proxyPort,
    counts,
    /** Turns fault injection on or off (off: every request passes). */
    setEnabled(on) {
      state.enabled = on;
    },
    setRates(r) {
      state.rates = { ...DEFAULT_RATES, ...r };
    },
    /** Sum of the counts of the fault kinds (not pass). */
    faults() {
      return FAULT_KINDS.reduce((n, k) => n + counts[k], 0);
    },
    close() {
      agent.destroy();
      server.closeAllConnections?.();
      return new Promise((r) => server.close(() => r()));
    },
  };
}
