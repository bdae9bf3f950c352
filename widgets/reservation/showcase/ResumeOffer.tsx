import type { ReservationT } from '../i18n.ts';

/** An unfinished purchase of the signed-in buyer, offered above the showcase. */
export function ResumeOffer({ t, onResume }: { t: ReservationT; onResume: () => void }) {
  return (
    <div className="hub-alert hub-stack" data-tone="info">
      <p>{t('resumeTitle')}</p>
      <button type="button" className="hub-button" onClick={onResume}>
        {t('resume')}
      </button>
    </div>
  );
}
