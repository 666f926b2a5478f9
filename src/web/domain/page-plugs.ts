// The page's plugs into the sync machinery: every domain's appliers, and what discarding a refused change undoes
// (which may load code on demand, so the service worker installs the appliers alone).
import { installDomainAppliers } from './appliers.ts';
import { installDiscardSteps } from './orders/order-discard.ts';

/** Idempotent; the page's start and the web tests call it once. */
export function installPageDomainPlugs(): void {
  installDomainAppliers();
  installDiscardSteps();
}
