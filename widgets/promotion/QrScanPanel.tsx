import type { PromotionT } from './i18n.ts';

interface Props {
  t: PromotionT;
  onRead: (code: string) => void;
  onClose: () => void;
}

/** The camera step of the QR validation (placeholder until the shared camera scanner is in domain/camera). */
export function QrScanPanel({ t, onClose }: Props) {
  return (
    <div className="hub-stack">
      <button type="button" className="hub-button" data-variant="secondary" part="button" onClick={onClose}>
        {t('scanClose')}
      </button>
    </div>
  );
}
