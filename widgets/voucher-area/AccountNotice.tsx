/**
 * A notice about the owner's account instead of the vouchers: signed out, sign-in expired, or a profile
 * without its document; with the link that solves it when the page gives one. Announced at once when
 * `urgent` (a sign-in that stopped working while the owner was here).
 */
export function AccountNotice({
  title,
  detail,
  href,
  action,
  urgent = false,
}: {
  title: string;
  detail?: string | undefined;
  href?: string | undefined;
  action: string;
  urgent?: boolean;
}) {
  return (
    <div className="hub-alert hub-stack" data-tone="info" part="alert" role={urgent ? 'alert' : undefined}>
      <p className="hub-subtitle">{title}</p>
      {detail && <p>{detail}</p>}
      {href && (
        <p>
          <a className="hub-button" part="button" href={href}>
            {action}
          </a>
        </p>
      )}
    </div>
  );
}
