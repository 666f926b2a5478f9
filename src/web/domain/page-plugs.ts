// The page's plugs into the sync machinery: every domain's appliers, and what discarding a refused change undoes
// (which may load code on demand, so the service worker installs the appliers alone).
import { installDomainPlugs } from '@/offline/appliers.ts';
import { installDomainAppliers } from './appliers.ts';
import { MONEY_DISCARD_STEPS } from './money/money-discard.ts';
import { installDiscardSteps } from './orders/order-discard.ts';

/** Idempotent; the page's start and the web tests call it once. */
export function installPageDomainPlugs(): void {
  installDomainAppliers();
  installDiscardSteps();
  installDomainPlugs({ appliers: [], discardSteps: MONEY_DISCARD_STEPS });
}
