import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { siteLink } from '../../core/weak-login.ts';
import { ConfirmForm } from './ConfirmForm.tsx';
import { CreatePasswordForm } from './CreatePasswordForm.tsx';
import { ForgotForm } from './ForgotForm.tsx';
import { IdentityProgress } from './IdentityProgress.tsx';
import { signUpMessages } from './i18n.ts';
import type { Move } from './navigation.ts';
import { ScreenLink } from './ScreenForm.tsx';
import { SignInForm } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';
import type { SignUpProps } from './sign-up.spec.ts';
import { isSsoBrand } from './ssoBrand.ts';

export type { SignUpProps } from './sign-up.spec.ts';

/**
 * hub-sign-up: sign-up with the identity validation that follows, sign-in, forgotten password with the
 * e-mailed code, create password. On a brand outside the SSO brands it says sign-up happens elsewhere.
 */
export function SignUp(props: SignUpProps) {
  const t = useT(signUpMessages);
  const { context } = useWidget();
  const [move, setMove] = useState<Move>({ screen: props.screen, email: props.email ?? '' });
  const [moved, setMoved] = useState(false);
  const go = (next: Move) => {
    setMoved(true);
    setMove(next);
  };
  const weakLogin = context.settings['weak-login-brand'];
  const nextUrl = siteLink(props.nextUrl, weakLogin);

  if (!isSsoBrand(context.brand)) {
    const elsewhere = siteLink(props.elsewhereUrl, weakLogin);
    return (
      <div className="hub-stack sign-up" part="root">
        <h2 className="hub-title">{t('signUpTitle')}</h2>
        <div className="hub-alert" data-tone="info" part="alert">
          <p>{t('elsewhere')}</p>
          {elsewhere && (
            <p>
              <a className="hub-button" part="button" href={elsewhere}>
                {t('elsewhereLink')}
              </a>
            </p>
          )}
        </div>
      </div>
    );
  }

  const screen = {
    email: move.email ?? '',
    notice: move.notice ?? null,
    focusTitle: moved,
    go,
  };
  const onward = nextUrl ? (
    <p>
      <a className="hub-button" part="button" href={nextUrl}>
        {t('continue')}
      </a>
    </p>
  ) : null;
  return (
    <div className="hub-stack sign-up" part="root">
      {move.screen === 'sign-up' && <SignUpForm key="sign-up" {...screen} />}
      {move.screen === 'sign-in' && <SignInForm key="sign-in" {...screen} />}
      {move.screen === 'forgot' && <ForgotForm key="forgot" {...screen} />}
      {move.screen === 'reset' && <ForgotForm key="reset" {...screen} reset />}
      {move.screen === 'confirm' && <ConfirmForm key="confirm" {...screen} code={props.resetToken ?? ''} />}
      {move.screen === 'create-password' && <CreatePasswordForm key="create-password" {...screen} />}
      {move.screen === 'progress' && (
        <IdentityProgress
          t={t}
          email={screen.email}
          userId={move.userId}
          interval={props.statusInterval}
          ready={
            onward ?? (
              <p>
                <ScreenLink
                  label={t('signIn')}
                  onClick={() => go({ screen: 'sign-in', email: screen.email })}
                />
              </p>
            )
          }
        />
      )}
      {move.screen === 'signed-in' && <SignedIn text={t('signedIn')} onward={onward} />}
    </div>
  );
}

/** After sign-in: said in words (focused), and the way on when the page gives one. */
function SignedIn({ text, onward }: { text: string; onward: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      className="hub-alert sign-up-focus"
      data-tone="success"
      role="status"
      tabIndex={-1}
      part="alert"
    >
      <p>{text}</p>
      {onward}
    </div>
  );
}
