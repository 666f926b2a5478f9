// An idempotent write that may store photo files (product photos, problem reports, blog covers, gallery photos):
// the files of a change that did not commit are removed, and once it has committed the files it made obsolete
// (`obsolete()`: photos dropped by an edit, a replaced cover, a deleted product's) go too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Answer } from '../plugins/idempotency.ts';
import { removePhotoFiles } from './photos.ts';

export async function withPhotoFiles(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  /** Records every key it stores in `written` (writePhotos does) before storing it. */
  effect: (tx: Db, written: string[]) => Promise<Answer>,
  opts: { fingerprint?: unknown; obsolete?: () => string[] } = {},
): Promise<void> {
  const written: string[] = [];
  try {
    await app.idempotent(request, reply, (tx) => effect(tx, written), {
      fingerprint: opts.fingerprint,
      afterCommit: async (answer) => {
        if (answer.status >= 300) await removePhotoFiles(app.storage, written);
        else if (opts.obsolete) await removePhotoFiles(app.storage, opts.obsolete());
      },
    });
  } catch (err) {
    await removePhotoFiles(app.storage, written);
    throw err;
  }
}
