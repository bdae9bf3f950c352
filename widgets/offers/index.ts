export { Offers } from './Offers.tsx';
export type { OffersProps } from './offers.spec.ts';
