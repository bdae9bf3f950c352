export { Loyalty } from './Loyalty.tsx';
export type { LoyaltyProps } from './loyalty.spec.ts';
