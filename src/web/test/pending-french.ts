// The French catalogues (public site and signed-in screens) as the app loads them, plus the translations still waiting in locales/fr-pending/*.json
// (parallel work: they reach fr/messages.po when the lead merges them, then this adds nothing).
import { i18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { messages as frenchCatalogue } from '@/locales/fr/messages.po';
import { messages as frenchWorkspace } from '@/locales/fr/workspace.po';

const pending = import.meta.glob<Record<string, string>>('../locales/fr-pending/*.json', { eager: true, import: 'default' });

export function frenchMessages(): Messages {
  const extra: Messages = {};
  for (const file of Object.values(pending)) {
    for (const [msgid, french] of Object.entries(file)) extra[generateMessageId(msgid)] = compileMessage(french);
  }
  return { ...(frenchCatalogue as Messages), ...(frenchWorkspace as Messages), ...extra };
}

/** Activate French with the pending translations (identical to the .po's once merged). */
export function activatePendingFrench(): void {
  i18n.load('fr', frenchMessages());
  i18n.activate('fr');
}
