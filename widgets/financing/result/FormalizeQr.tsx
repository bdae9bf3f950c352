import { useEffect, useState } from 'react';
import type { FinancingT } from '../i18n.ts';

/** The QR code to continue a proposal's formalization on a phone; qrcode is imported only here, when shown. */
export function FormalizeQr({ t, url, number }: { t: FinancingT; url: string; number: string }) {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 1, width: 200 }))
      .then(
        (data) => live && setImage(data),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <section className="hub-card fin-qr" aria-labelledby="fin-qr-title">
      <h3 className="hub-subtitle" id="fin-qr-title">
        {t('qrTitle')}
      </h3>
      <p>{t('qrText')}</p>
      {image && <img src={image} width={200} height={200} alt={t('qrAlt', { number })} />}
      {failed && (
        <p className="hub-alert" data-tone="warning">
          {t('qrFailed', { url })}
        </p>
      )}
    </section>
  );
}
