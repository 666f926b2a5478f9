// Discarding a refused order gives its lines back to the cart (the server never took them out). Checkout's order code
// loads only then, so it stays out of the first page load.
import { installDomainPlugs, type DiscardStep } from '@/offline/appliers.ts';
import { ORDER_CREATE_KIND } from './order-writes.ts';

const giveBackDiscardedOrder: DiscardStep = async (entry) => {
  const orders = await import('./order-create.ts');
  const orderId = orders.placedOrderId(entry);
  return orderId ? (db) => orders.giveBackCart(db, orderId) : undefined;
};

export const ORDER_DISCARD_STEPS: ReadonlyArray<readonly [string, DiscardStep]> = [[ORDER_CREATE_KIND, giveBackDiscardedOrder]];

/** The page's: what discarding a refused change undoes, by kind (only a placed order has anything to give back). */
export function installDiscardSteps(): void {
  installDomainPlugs({ appliers: [], discardSteps: ORDER_DISCARD_STEPS });
}
