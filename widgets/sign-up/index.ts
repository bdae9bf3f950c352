export { SignUp } from './SignUp.tsx';
export type { SignUpProps } from './sign-up.spec.ts';
