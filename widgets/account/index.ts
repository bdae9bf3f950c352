export { Account } from './Account.tsx';
export type { AccountProps } from './account.spec.ts';
