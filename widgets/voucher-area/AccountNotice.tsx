import { useEffect, useRef } from 'react';

/**
 * A notice about the owner's account instead of the vouchers: signed out, sign-in expired, or a profile
 * without its document; with the link that solves it when the page gives one. When `urgent` (a
 * sign-in that stopped working while the owner was here, whose buttons are gone with it) it is
 * announced at once and takes the focus.
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
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (urgent) ref.current?.focus();
  }, [urgent]);
  return (
    <div
      ref={ref}
      className="hub-alert hub-stack"
      data-tone="info"
      part="alert"
      role={urgent ? 'alert' : undefined}
      tabIndex={urgent ? -1 : undefined}
    >
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
