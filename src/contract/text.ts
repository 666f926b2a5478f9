// Text no field may hold: NUL (PostgreSQL text cannot store it) and lone UTF-16 surrogates (not Unicode; they
// cannot be encoded as UTF-8). The server refuses them on every route; forms refuse them with the same code.
import { z } from 'zod';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const INVALID_CHARACTERS_CODE = 'validation.invalid_characters';

export function hasInvalidCharacters(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** A zod check for any string schema: `z.string().check(storableText())`. */
export const storableText = () => z.refine<string>((s) => !hasInvalidCharacters(s), { error: INVALID_CHARACTERS_CODE, abort: true });
