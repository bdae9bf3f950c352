export { Manuals } from './Manuals.tsx';
export type { ManualsProps } from './manuals.spec.ts';
