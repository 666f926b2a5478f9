// The decode queue on its own: never more renderings at once than its slots, one at a time per user, and a 429 with
// Retry-After instead of an ever longer line.
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { DecodeQueue } from './photo-queue.ts';

const options = { slots: 2, waitingPerUser: 1, maxWaiting: 3, retryAfterUser: 5, retryAfterServer: 30 };

/** Work that runs until `finish()` is called. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((r) => (finish = r));
  return { done, finish };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('DecodeQueue', () => {
  it('runs at most `slots` renderings at once, in order of arrival', async () => {
    const queue = new DecodeQueue(options);
    let now = 0;
    let most = 0;
    const order: number[] = [];
    const gates = [gate(), gate(), gate()];
    const runs = gates.map((g, i) =>
      queue.run(`user-${i}`, async () => {
        now++;
        most = Math.max(most, now);
        order.push(i);
        await g.done;
        now--;
      }),
    );
    await tick();
    expect(queue.stats()).toMatchObject({ running: 2, waiting: 1 });
    gates[0]!.finish();
    await tick();
    expect(order).toEqual([0, 1, 2]);
    gates[1]!.finish();
    gates[2]!.finish();
    await Promise.all(runs);
    expect(most).toBe(2);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, started: 3, refused: 0 });
  });

  it("runs one user's renderings one after the other and refuses a third with 429 and Retry-After", async () => {
    const queue = new DecodeQueue(options);
    const first = gate();
    const events: string[] = [];
    const a = queue.run('u', async () => {
      events.push('a');
      await first.done;
    });
    const b = queue.run('u', async () => void events.push('b'));
    const refused = await queue.run('u', async () => undefined).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 429, messageCode: 'photo.busy', extra: { headers: { 'retry-after': '5' } } });
    await tick();
    // A free slot does not let the user's second one start while the first runs.
    expect(events).toEqual(['a']);
    first.finish();
    await Promise.all([a, b]);
    expect(events).toEqual(['a', 'b']);
    // Done: the user may send again.
    await expect(queue.run('u', async () => 'ok')).resolves.toBe('ok');
  });

  it('frees the turn when a rendering fails', async () => {
    const queue = new DecodeQueue(options);
    await expect(queue.run('u', async () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    await expect(queue.run('u', async () => 1)).resolves.toBe(1);
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('refuses with 429 when too many wait in all', async () => {
    const queue = new DecodeQueue({ ...options, slots: 1, maxWaiting: 2 });
    const g = gate();
    const runs = [queue.run('a', () => g.done)];
    await tick();
    runs.push(queue.run('b', () => g.done), queue.run('c', () => g.done));
    expect(queue.stats()).toMatchObject({ running: 1, waiting: 2 });
    const refused = await queue.run('d', async () => undefined).catch((e: unknown) => e);
    expect(refused).toMatchObject({ statusCode: 429, messageCode: 'photo.server_busy', extra: { headers: { 'retry-after': '30' } } });
    g.finish();
    await Promise.all(runs);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, started: 3, refused: 1 });
  });
});
