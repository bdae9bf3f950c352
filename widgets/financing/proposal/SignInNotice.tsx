import type { FinancingT } from '../i18n.ts';

interface Props {
  t: FinancingT;
  /** The host's sign-in page with the way back; without it, the notice alone. */
  href: string | null;
  /** Keeps the simulation, plan and form for the way back, as the link is followed. */
  onLeave: () => void;
}

/** Signed out at the start of a proposal that needs a sign-in: say so now, with the sign-in link. */
export function SignInNotice({ t, href, onLeave }: Props) {
  return (
    <div className="hub-alert" data-tone="info" part="alert">
      <p>{t('signInFirst')}</p>
      {href && (
        <p>
          <a className="hub-button" part="button" href={href} onClick={onLeave}>
            {t('signInLink')}
          </a>
        </p>
      )}
    </div>
  );
}
