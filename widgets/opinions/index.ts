export { Opinions } from './Opinions.tsx';
export type { OpinionsProps } from './opinions.spec.ts';
