import type { SignUpScreen } from './sign-up.spec.ts';

/** A move to another screen, with the e-mail carried over and a notice to show there. */
export interface Move {
  screen: SignUpScreen | 'progress' | 'signed-in';
  email?: string;
  notice?: string;
  /** The new account (progress screen). */
  userId?: string;
}

/** What every screen of hub-sign-up is given. */
export interface ScreenProps {
  /** The e-mail typed on the screen before, or of the page's link. */
  email: string;
  notice: string | null;
  focusTitle: boolean;
  go: (move: Move) => void;
}
