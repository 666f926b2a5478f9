// Which language the user reads: detected in the spec's order (§9) and cached in localStorage.
import { asLanguage, DEFAULT_LANGUAGE, type Language } from '@contract/enums.ts';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, LANGUAGE_STORAGE_KEY } from '@contract/constants.ts';

function readCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

function safe<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null; // storage can throw in private modes
  }
}

/** Query parameter, cookie, localStorage, sessionStorage, browser languages, <html lang>; then English. */
export function detectLanguage(): Language {
  const candidates: Array<() => string | null | undefined> = [
    () => new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM),
    () => readCookie(LANGUAGE_COOKIE),
    () => window.localStorage.getItem(LANGUAGE_STORAGE_KEY),
    () => window.sessionStorage.getItem(LANGUAGE_STORAGE_KEY),
    () => navigator.languages?.map(asLanguage).find(Boolean) ?? navigator.language,
    () => document.documentElement.lang,
  ];
  for (const read of candidates) {
    const lang = asLanguage(safe(read));
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

let current: Language = DEFAULT_LANGUAGE;

export function currentLanguage(): Language {
  return current;
}

/** Remember the choice (localStorage, as the spec says) and mark the document. */
export function rememberLanguage(lang: Language): void {
  current = lang;
  safe(() => window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang));
  document.documentElement.lang = lang;
}
