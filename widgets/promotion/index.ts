export { Promotion } from './Promotion.tsx';
export type { PromotionProps } from './promotion.spec.ts';
