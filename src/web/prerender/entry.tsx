// The build's server-side entry (vite.config.ts `prerenderPages`): draws a public page with the app's own router,
// shell and messages, as a signed-out visitor on a device that holds nothing sees it before any data has arrived.
// Its form controls are disabled: until the app has started they would do nothing, and whatever was typed into them
// would be lost when the app draws the page over this copy. Links stay links (they work without script).
import { renderToString } from 'react-dom/server';
import { i18n, type Messages } from '@lingui/core';
import { createMemoryHistory } from '@tanstack/react-router';
import type { Language } from '@contract/enums.ts';
import { AppRoot } from '@/app/app-root.tsx';
import { makeRouter } from '@/app/router.tsx';
import { COPY_DISABLED } from '@/lib/splash.ts';
import { giveAnswer, takeGiven } from '@/lib/early-fetch.ts';
import { currentLanguage } from '@/lib/language.ts';
import { messages as en } from '@/locales/en/messages.po';
import { messages as fr } from '@/locales/fr/messages.po';

i18n.load({ en: en as Messages, fr: fr as Messages });

/**
 * Adds `disabled` to every button, input, select and textarea of server-rendered HTML (React writes no such attribute
 * twice), with COPY_DISABLED beside it: the app, once it has taken the copy over (main.tsx), enables those again.
 */
export function disableControls(html: string): string {
  return html.replace(/<(button|input|select|textarea)\b((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g, (tag, name: string, attrs: string, close: string) =>
    /\sdisabled(=|\s|$)/.test(attrs) ? tag : `<${name}${attrs} disabled="" ${COPY_DISABLED}=""${close}>`,
  );
}

/**
 * `given`: reads the page shows, by address, with the server's answer as JSON text (the marketplace's first page of
 * cards, drawn at request time by the server); without them the page shows its loading state, as at build time.
 */
export async function render(path: string, lang: Language, given: Record<string, string> = {}): Promise<string> {
  const router = makeRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  if (router.state.location.pathname !== path) throw new Error(`prerender: ${path} was redirected to ${router.state.location.pathname}`);
  // From here to the end, nothing waits: another page drawn meanwhile (the server draws several) cannot change the
  // language or the answers this one is drawn with.
  i18n.activate(lang);
  const urls = Object.keys(given);
  for (const url of urls) giveAnswer(url, currentLanguage(), given[url] ?? '');
  try {
    const html = renderToString(<AppRoot router={router} />);
    return disableControls(html);
  } finally {
    for (const url of urls) takeGiven(url, currentLanguage());
  }
}
