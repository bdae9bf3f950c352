/** Props of {@link SignInPrompt}: texts from the widget's i18n.ts. */
export interface SignInPromptProps {
  /** The widget's title (its level-2 heading). */
  title: string;
  /** Why to sign in. */
  text: string;
  /** The sign-in link's label. */
  signIn: string;
  /** The host's sign-in page; without it, no link. */
  loginUrl?: string | undefined;
  className?: string | undefined;
}

/** What a widget of the logged-in area shows signed out: its title, why to sign in, the sign-in link. */
export function SignInPrompt({ title, text, signIn, loginUrl, className }: SignInPromptProps) {
  return (
    <div className={`hub-stack ${className ?? ''}`.trim()}>
      <h2 className="hub-title">{title}</h2>
      <div className="hub-alert" data-tone="info" part="alert">
        <p>{text}</p>
        {loginUrl && (
          <p>
            <a className="hub-button" part="button" href={loginUrl}>
              {signIn}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
