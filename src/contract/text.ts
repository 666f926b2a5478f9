// Text no field may hold: NUL (PostgreSQL text cannot store it) and lone UTF-16 surrogates (not Unicode; they
// cannot be encoded as UTF-8). The server refuses them on every route (src/server/plugins/input.ts); the contract's
// text fields refuse them with the same code, so a form says so before anything is sent or queued.
// The rule itself is zod-free (text-rules.ts); this module holds its zod forms.
import { z } from 'zod';
import { hasInvalidCharacters, INVALID_CHARACTERS_CODE } from './text-rules.ts';

export { hasInvalidCharacters, INVALID_CHARACTERS_CODE } from './text-rules.ts';

/**
 * A zod check for any schema whose value may be a string: `z.string().check(storableText())`. It aborts, so the
 * checks after it do not run and the field shows this one message. Values that are not strings pass.
 */
export const storableText = <T = string>() =>
  z.refine<T>((v) => typeof v !== 'string' || !hasInvalidCharacters(v), { error: INVALID_CHARACTERS_CODE, abort: true });

/**
 * Where every text field of the contract starts: `z.string(params)` whose raw value (before any trim) holds no NUL
 * and no lone surrogate. Chain the field's own checks after it (`storableString(...).trim().min(1, ...)`); for text
 * inside a union, put `storableText()` on the union instead (a refused branch would hide the union's message).
 */
export const storableString = (params?: Parameters<typeof z.string>[0]) => z.string(params).check(storableText());
