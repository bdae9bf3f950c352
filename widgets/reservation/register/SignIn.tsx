import type { ReservationT } from '../i18n.ts';

/** Registration needs a signed-in user: where to sign in. */
export function SignIn({ t, loginUrl }: { t: ReservationT; loginUrl?: string | undefined }) {
  return (
    <section className="hub-stack" aria-labelledby="rsv-signin-title">
      <h2 className="hub-title" id="rsv-signin-title">
        {t('signInTitle')}
      </h2>
      <p>{t('signInText')}</p>
      {loginUrl && (
        <a className="hub-button" href={loginUrl}>
          {t('signIn')}
        </a>
      )}
    </section>
  );
}
