// The build's server-side entry (vite.config.ts `prerenderPages`): draws a public page with the app's own router,
// shell and messages, as a signed-out visitor on a device that holds nothing sees it before any data has arrived.
// Its form controls are disabled: until the app has started they would do nothing, and whatever was typed into them
// would be lost when the app draws the page over this copy. Links stay links (they work without script).
import { renderToString } from 'react-dom/server';
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { Language } from '@contract/enums.ts';
import { makeRouter } from '@/app/router.tsx';
import { messages as en } from '@/locales/en/messages.po';
import { messages as fr } from '@/locales/fr/messages.po';

i18n.load({ en: en as Messages, fr: fr as Messages });

/** Adds `disabled` to every button, input, select and textarea of server-rendered HTML (React writes no such attribute twice). */
export function disableControls(html: string): string {
  return html.replace(/<(button|input|select|textarea)\b((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g, (tag, name: string, attrs: string, close: string) =>
    /\sdisabled(=|\s|$)/.test(attrs) ? tag : `<${name}${attrs} disabled=""${close}>`,
  );
}

export async function render(path: string, lang: Language): Promise<string> {
  i18n.activate(lang);
  const router = makeRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  if (router.state.location.pathname !== path) throw new Error(`prerender: ${path} was redirected to ${router.state.location.pathname}`);
  return disableControls(html);
}
