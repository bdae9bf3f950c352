import { ExpiredOrderBanner } from '../../../domain/order/ExpiredOrderBanner.tsx';
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
      <ExpiredOrderBanner configuratorUrl={props.configuratorUrl} />
    </div>
  );
}
