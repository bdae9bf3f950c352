/** Price notes (seed 000 §7 `price/specialDiscount`, `price/types`): the configurator's summary and offers. */
export { priceMessages } from './i18n.ts';
export { PriceNotes } from './PriceNotes.tsx';
export { NAMED_PRICE_TYPES, type PriceNotesData, priceNotes } from './priceNotes.ts';
