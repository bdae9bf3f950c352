export { OffersAdmin } from './OffersAdmin.tsx';
export type { OffersAdminProps } from './offers-admin.spec.ts';
