// Lingui setup: load a language's catalogue (with the spec's retry policy) and activate it.
import { i18n } from '@lingui/core';
import type { Language } from '@contract/enums.ts';
import { TRANSLATION_RETRIES, TRANSLATION_RETRY_BASE_MS } from '@contract/constants.ts';
import { detectLanguage, rememberLanguage } from '@/lib/language.ts';

type Catalog = { messages: Record<string, unknown> };

const loaders: Record<Language, () => Promise<Catalog>> = {
  en: () => import('../locales/en/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
};

async function loadWithRetry(lang: Language): Promise<Catalog> {
  let delay = TRANSLATION_RETRY_BASE_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await loaders[lang]();
    } catch (err) {
      if (attempt >= TRANSLATION_RETRIES) throw err;
      await new Promise((r) => setTimeout(r, delay));
      delay *= 2;
    }
  }
}

export async function activateLanguage(lang: Language): Promise<void> {
  const { messages } = await loadWithRetry(lang);
  i18n.load(lang, messages as Parameters<typeof i18n.load>[1]);
  i18n.activate(lang);
  rememberLanguage(lang);
}

export async function initI18n(): Promise<void> {
  await activateLanguage(detectLanguage());
}

export { i18n };
