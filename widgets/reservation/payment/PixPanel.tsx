import { useRef, useState } from 'react';
import type { PixCharge } from '../../../api/reservations.ts';
import { Countdown } from '../Countdown.tsx';
import type { ReservationT } from '../i18n.ts';
import { useQrCode } from '../useQrCode.ts';

interface Props {
  t: ReservationT;
  charge: PixCharge;
  cancelled: boolean;
  onExpire: () => void;
}

/** The Pix charge: QR code (qrcode is imported only here, when this step is reached), copy code, timer. */
export function PixPanel({ t, charge, cancelled, onExpire }: Props) {
  const image = useQrCode(charge.qrCode);
  const [copied, setCopied] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  if (cancelled)
    return (
      <p className="hub-alert" data-tone="error" role="alert">
        {t('pixCancelled')}
      </p>
    );
  return (
    <section className="hub-card hub-stack rsv-pix" aria-labelledby="rsv-pix-title">
      <h3 className="hub-subtitle" id="rsv-pix-title">
        {t('pixTitle')}
      </h3>
      <p>{t('pixText')}</p>
      {image && <img src={image} width={220} height={220} alt={t('pixAlt', { id: charge.reservationId })} />}
      <label className="hub-label" htmlFor="rsv-pix-code">
        {t('pixCode')}
      </label>
      <input id="rsv-pix-code" ref={codeRef} className="hub-input" readOnly value={charge.copyCode} />
      <button
        type="button"
        className="hub-button"
        data-variant="secondary"
        onClick={() => {
          // Without clipboard access the code is selected, ready to copy by hand.
          const selectCode = () => {
            setCopied(false);
            const input = codeRef.current;
            input?.focus();
            input?.select();
          };
          if (!navigator.clipboard) return selectCode();
          navigator.clipboard.writeText(charge.copyCode).then(() => setCopied(true), selectCode);
        }}
      >
        {t('pixCopy')}
      </button>
      <p role="status">{copied ? t('pixCopied') : ''}</p>
      <Countdown
        expiresAt={Date.parse(charge.expiresAt)}
        text={(time) => t('pixTimer', { time })}
        label={t('pixTimerLabel')}
        expiredText={t('pixCancelled')}
        onExpire={onExpire}
      />
      <p className="hub-text-muted">
        <span className="hub-spinner" aria-hidden="true" /> {t('pixWaiting')}
      </p>
    </section>
  );
}
