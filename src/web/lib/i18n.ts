// Lingui setup: load a language's catalogues (with the spec's retry policy) and activate it. Two catalogues per
// language (lingui.config.ts): `messages` for everything the public site shows, loaded at start, and `workspace`
// for the screens behind sign-in, loaded by the `_auth` layout before it renders (`loadWorkspaceMessages`), so the
// home page does not download the messages of checkout, orders, requests or the seller's tools.
import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@contract/enums.ts';
import { TRANSLATION_RETRIES, TRANSLATION_RETRY_BASE_MS } from '@contract/constants.ts';
import { detectLanguage, rememberLanguage } from '@/lib/language.ts';

type Catalog = { messages: Record<string, unknown> };
type Part = 'messages' | 'workspace';

const loaders: Record<Part, Record<Language, () => Promise<Catalog>>> = {
  messages: {
    en: () => import('../locales/en/messages.po'),
    fr: () => import('../locales/fr/messages.po'),
  },
  workspace: {
    en: () => import('../locales/en/workspace.po'),
    fr: () => import('../locales/fr/workspace.po'),
  },
};

async function loadWithRetry(part: Part, lang: Language): Promise<Messages> {
  let delay = TRANSLATION_RETRY_BASE_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return (await loaders[part][lang]()).messages as Messages;
    } catch (err) {
      if (attempt >= TRANSLATION_RETRIES) throw err;
      await new Promise((r) => setTimeout(r, delay));
      delay *= 2;
    }
  }
}

/** Set once a signed-in screen asked for the workspace messages: a language switch then loads both. */
let workspaceWanted = false;
const loaded = new Set<string>();

export async function activateLanguage(lang: Language): Promise<void> {
  const parts: Part[] = workspaceWanted ? ['messages', 'workspace'] : ['messages'];
  const catalogs = await Promise.all(parts.map((part) => loadWithRetry(part, lang)));
  i18n.load(lang, Object.assign({}, ...catalogs) as Messages);
  for (const part of parts) loaded.add(`${part}:${lang}`);
  i18n.activate(lang);
  rememberLanguage(lang);
}

/** The messages of the signed-in screens, in the active language (once per language; later calls resolve at once). */
export async function loadWorkspaceMessages(): Promise<void> {
  workspaceWanted = true;
  const lang = (i18n.locale || detectLanguage()) as Language;
  if (loaded.has(`workspace:${lang}`)) return;
  const messages = await loadWithRetry('workspace', lang);
  // `load` merges into the language's messages and tells the provider to render again.
  i18n.load(lang, messages);
  loaded.add(`workspace:${lang}`);
}

export async function initI18n(): Promise<void> {
  await activateLanguage(detectLanguage());
}

export { i18n };
