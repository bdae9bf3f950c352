import { balanceChosen } from './balance/awaitsBalance.ts';
import { type OrderLike, orderKind } from './orderKind.ts';

/**
 * Whether the order is in the factory's and the dealer's hands: on its way (not unfinished, delivered,
 * cancelled or expired) with its balance chosen, so that it moves on with nothing asked of the buyer
 * (ordered, mounted, produced, invoiced, dispatched, delivered). Such an order is worth reading again
 * while the buyer looks at it.
 */
export function inFactoryHands(order: OrderLike): boolean {
  return orderKind(order) === 'active' && balanceChosen(order);
}
