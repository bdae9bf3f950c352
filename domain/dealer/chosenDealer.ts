import { atom } from 'jotai/vanilla';
import type { PickedDealer } from '../../api/dealers.ts';

/**
 * The dealer the shopper last chose in any widget of the page (dealer picker, test drive, WhatsApp
 * chat), in the shared store, so the other widgets start from it. Not persisted.
 */
export const chosenDealerAtom = atom<PickedDealer | null>(null);
