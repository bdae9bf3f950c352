import type { Expiry } from '../flow.ts';
import type { ReservationT } from '../i18n.ts';

/** The order ended unpaid: 'time expired' (or the Pix time), the payment-failure banner, the way back. */
export function Expired(props: {
  t: ReservationT;
  reason: Expiry | null;
  configuratorUrl?: string | undefined;
}) {
  const { t } = props;
  return (
    <div className="hub-stack">
      <p className="rsv-timer" data-expired="">
        {props.reason === 'pix' ? t('pixCancelled') : t('expired')}
      </p>
      <p className="hub-alert" data-tone="error" role="alert">
        {t('paymentFailure')}
      </p>
      {props.configuratorUrl && (
        <a className="hub-button" href={props.configuratorUrl}>
          {t('backToConfigurator')}
        </a>
      )}
    </div>
  );
}
