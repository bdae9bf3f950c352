import type { ReservationRecord } from '../../../api/reservations.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { useOrderPolling } from '../../../domain/order/useOrderPolling.ts';
import type { ReservationT } from '../i18n.ts';
import { hasBeen } from '../steps.ts';
import { useQrCode } from '../useQrCode.ts';
import { photoResumeLink } from './resumeLink.ts';

interface Props {
  t: ReservationT;
  reservation: ReservationRecord;
  pollInterval: number;
  /** The order as read again while waiting. */
  onStatus: (record: ReservationRecord) => void;
  /** The photo was taken on the phone: the order goes on. */
  onDone: () => void;
}

/**
 * The anti-fraud photo on a desktop (seed 000: mobile devices only): says so and hands the order over to
 * the phone — a QR code and a link of this page resuming the order at the photo. The order waits: it is
 * read every `pollInterval` ms until the photo is in (ANTI_FRAUD in its timeline), then goes on.
 */
export function DesktopPhoto({ t, reservation, pollInterval, onStatus, onDone }: Props) {
  const { context } = useWidget();
  const link = photoResumeLink(location.href, reservation.id);
  const image = useQrCode(link);
  useOrderPolling(context, reservation.id, true, pollInterval, (record) => {
    onStatus(record);
    if (hasBeen(record, 'ANTI_FRAUD')) onDone();
  });
  return (
    <section className="hub-stack" aria-labelledby="rsv-photo-title">
      <h2 className="hub-title" id="rsv-photo-title">
        {t('photoTitle')}
      </h2>
      <p className="hub-alert" data-tone="info">
        {t('photoMobileOnly')}
      </p>
      <p>{t('photoHandOver')}</p>
      {image && <img src={image} width={220} height={220} alt={t('photoQrAlt', { id: reservation.id })} />}
      <a href={link}>{t('photoLink')}</a>
      <p className="hub-text-muted" role="status">
        <span className="hub-spinner" aria-hidden="true" /> {t('photoWaiting')}
      </p>
    </section>
  );
}
