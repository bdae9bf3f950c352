export type { CarDraft } from './CarChangeModal.tsx';
export type { FundedCar, FundingOffer } from './fundedCar.ts';
export { OfferFunding, type OfferFundingProps } from './OfferFunding.tsx';
