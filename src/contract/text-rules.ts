// Text no field may hold: NUL (PostgreSQL text cannot store it) and lone UTF-16 surrogates (not Unicode; they
// cannot be encoded as UTF-8). Zod-free, so a screen or the service worker can check text without loading zod;
// text.ts builds the contract's zod text fields on it.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The message code of text that holds such characters (contract/messages.ts), on the server and in the forms. */
export const INVALID_CHARACTERS_CODE = 'validation.invalid_characters';

export function hasInvalidCharacters(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}
