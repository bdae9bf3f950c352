import { useEffect, useId, useMemo, useRef } from 'react';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { securityPhotoMessages } from './i18n.ts';
import { type PhotoAction, phaseView } from './phaseView.ts';
import { clock, WARNING_SECONDS } from './timeLimit.ts';
import { type PhotoPhase, useSecurityPhoto } from './useSecurityPhoto.ts';

/** Props of the security photo step of hub-reservation. */
export interface SecurityPhotoProps {
  /** The reservation the photo belongs to (sent with it to face/detect). */
  reservationId: string;
  /** Called when the shopper continues after the photo was accepted for analysis. */
  onDone: () => void;
}

/** Phases that show the photo just taken. */
const WITH_PHOTO: PhotoPhase[] = ['checking', 'no-face', 'check-failed', 'sending', 'failed', 'refused'];

/**
 * The anti-fraud security photo step (mobile devices only): what it is for, the front camera's
 * preview with a countdown, the photo checked for a face in the browser and then sent to the face
 * service; every outcome has its message and a way on. Renders inside a widget scope (hub-reservation).
 */
export function SecurityPhoto({ reservationId, onDone }: SecurityPhotoProps) {
  const t = useT(securityPhotoMessages);
  const { context } = useWidget();
  const flow = useSecurityPhoto(reservationId);
  const { phase, problem, still, remaining, limit } = flow;
  const titleId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const seconds = useMemo(
    () =>
      new Intl.NumberFormat(context.locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(
        limit,
      ),
    [context.locale, limit],
  );

  const { busy, status, alert, action } = phaseView(phase, problem);
  const run: Record<PhotoAction, () => void> = {
    open: flow.openCamera,
    capture: flow.capture,
    retake: flow.openCamera,
    resend: flow.retry,
    retry: flow.retry,
    continue: onDone,
  };

  // Each new phase moves focus to its main action, or to its message while busy (not on the first render).
  const firstPhase = useRef<PhotoPhase | null>(phase);
  useEffect(() => {
    if (phase === firstPhase.current) return;
    firstPhase.current = null;
    const target = busy ? statusRef.current : (actionRef.current ?? alertRef.current);
    target?.focus();
  }, [phase, busy]);

  return (
    <section
      className="hub-stack security-photo"
      aria-labelledby={titleId}
      data-phase={phase}
      aria-busy={busy || undefined}
    >
      <h2 className="hub-title" id={titleId}>
        {t('title')}
      </h2>
      {phase === 'intro' && (
        <>
          <p>{t('intro')}</p>
          {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none */}
          <ul className="security-photo-tips" role="list">
            <li>{t('tipLight')}</li>
            <li>{t('tipFace')}</li>
            <li>{t('tipFrame')}</li>
          </ul>
          <p className="hub-hint">{t('timeNotice', { time: seconds })}</p>
        </>
      )}
      <div
        className="security-photo-viewport"
        hidden={phase !== 'starting' && phase !== 'live'}
        data-live={phase === 'live' ? '' : undefined}
      >
        <video
          ref={flow.videoRef}
          className="security-photo-video"
          aria-label={t('preview')}
          muted
          playsInline
          autoPlay
        />
        <div className="security-photo-guide" aria-hidden="true" />
      </div>
      {phase === 'live' && (
        <div className="hub-stack security-photo-time">
          <p
            role="timer"
            className="security-photo-timer"
            data-warning={remaining <= WARNING_SECONDS || undefined}
          >
            {t('remaining', { time: clock(remaining) })}
          </p>
          {remaining <= WARNING_SECONDS && (
            <div className="hub-alert" data-tone="warning" role="alert" part="alert">
              <p>{t('timeWarning')}</p>
              {flow.canExtend && (
                <div className="hub-row">
                  <button
                    type="button"
                    className="hub-button"
                    data-variant="secondary"
                    part="button"
                    onClick={flow.extend}
                  >
                    {t('extend')}
                  </button>
                </div>
              )}
            </div>
          )}
        </div>
      )}
      {still && WITH_PHOTO.includes(phase) && (
        <img className="security-photo-still" src={still.dataUrl} alt={t('photo')} />
      )}
      {alert && (
        <div className="hub-alert" data-tone="error" role="alert" part="alert" tabIndex={-1} ref={alertRef}>
          <p className="hub-subtitle">{t(alert[0])}</p>
          {alert[1] && <p>{t(alert[1])}</p>}
        </div>
      )}
      {phase === 'approved' && (
        <div className="hub-alert" data-tone="success" role="status" part="alert">
          <p className="hub-subtitle">{t('analysis')}</p>
        </div>
      )}
      <p className="hub-hint security-photo-status" role="status" tabIndex={-1} ref={statusRef}>
        {status && t(status)}
      </p>
      <div className="hub-row">
        {action && (
          <button type="button" className="hub-button" part="button" onClick={run[action]} ref={actionRef}>
            {t(action)}
          </button>
        )}
        {phase === 'failed' && (
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            onClick={flow.openCamera}
          >
            {t('retake')}
          </button>
        )}
      </div>
    </section>
  );
}
