import { useEffect, useRef } from 'react';
import type { ReadFilter } from '../../domain/camera/barcodeRead.ts';
import { CameraProblemAlert } from '../../domain/camera/CameraProblemAlert.tsx';
import { CameraViewport } from '../../domain/camera/CameraViewport.tsx';
import { lazyDecoder } from '../../domain/camera/lazyDecoder.ts';
import { useBarcodeScanner } from '../../domain/camera/useBarcodeScanner.ts';
import type { PromotionT } from './i18n.ts';
import { qrCodeOfRead } from './qrCode.ts';

/** The zxing QR decoder chunk, fetched when the camera opens (then cached). */
const loadDecoder = lazyDecoder(() => import('./qrDecoder.ts'));
/** Accepts the reads that hold a promotion code (QR codes carry their own error correction: one read). */
const acceptQr = (): ReadFilter => (read) => (read ? qrCodeOfRead(read.text) : null);

interface Props {
  t: PromotionT;
  /** The promotion code read (the camera is off by then). */
  onRead: (code: string) => void;
  onClose: () => void;
}

/**
 * The camera step of the QR validation: the shared camera barcode scanner (domain/camera) reading QR
 * codes, opened at once (the participant asked for it), closed on the first promotion code read.
 */
export default function QrScanner({ t, onRead, onClose }: Props) {
  const scanner = useBarcodeScanner({ loadDecoder, accept: acceptQr, onDetected: onRead });
  const { status, problem, start } = scanner;
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    void startRef.current();
  }, []);
  return (
    <section className="hub-stack vin-scanner" aria-label={t('scanTitle')} data-status={status}>
      <CameraViewport
        videoRef={scanner.videoRef}
        status={status}
        label={t('scanTitle')}
        guideClassName="promotion-qr-guide"
      />
      {problem && status === 'problem' && <CameraProblemAlert problem={problem} />}
      <p className="hub-hint" role="status">
        {status === 'live' ? t('scanStatus') : status === 'starting' ? t('scanLoading') : ''}
      </p>
      <div className="hub-row">
        {status === 'problem' && (
          <button type="button" className="hub-button" part="button" onClick={() => void start()}>
            {t('retry')}
          </button>
        )}
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          part="button"
          onClick={() => {
            scanner.stop();
            onClose();
          }}
        >
          {t('scanClose')}
        </button>
      </div>
    </section>
  );
}
