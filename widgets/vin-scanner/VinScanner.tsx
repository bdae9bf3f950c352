import { useEffect, useId, useRef } from 'react';
import { useT } from '../../core/WidgetContext.tsx';
import { CameraProblemAlert } from '../../domain/camera/CameraProblemAlert.tsx';
import { CameraViewport } from '../../domain/camera/CameraViewport.tsx';
import { CameraControls } from './CameraControls.tsx';
import { vinScannerMessages } from './i18n.ts';
import { useVinScanner } from './useVinScanner.ts';

/** Props of the VIN scanner component, also used inside other widgets (e.g. hub-recall-search). */
export interface VinScannerProps {
  /** Open the camera as soon as the scanner shows. */
  autostart?: boolean | undefined;
  /** Keep scanning after a VIN is read instead of stopping the camera. */
  continuous?: boolean | undefined;
  /** Called with each VIN read (17 characters, A–Z and 0–9 without I, O, Q). */
  onDetected?: ((vin: string) => void) | undefined;
  /** Inside another widget: no title and intro of its own. */
  embedded?: boolean | undefined;
}

/**
 * Reads vehicle identification numbers with the camera: start button, live preview with a guide,
 * camera picker, zoom and torch where the camera offers them, the VINs read, and clear messages when
 * there is no camera, permission is refused or the camera is busy. Must render inside a widget scope.
 */
export function VinScanner({ autostart, continuous, onDetected, embedded }: VinScannerProps) {
  const t = useT(vinScannerMessages);
  const scanner = useVinScanner({ continuous, onDetected });
  const { status, problem, results, lastVin, start } = scanner;
  const titleId = useId();
  const resultsId = useId();
  const active = status === 'starting' || status === 'live';

  // Autostart when shown (or when the attribute is added later); the latest start is used.
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    if (autostart) void startRef.current();
  }, [autostart]);

  const message =
    status === 'starting'
      ? t('statusStarting')
      : status === 'live'
        ? lastVin
          ? t('statusDetectedContinuous', { vin: lastVin })
          : t('statusScanning')
        : status === 'off' && lastVin
          ? t('statusDetected', { vin: lastVin })
          : status === 'off' && scanner.stopped
            ? t('statusStopped')
            : '';
  const action = active
    ? { label: t('stop'), run: scanner.stop, variant: 'secondary' }
    : status === 'problem'
      ? { label: t('retry'), run: () => void start(), variant: undefined }
      : {
          label: results.length > 0 ? t('startAgain') : t('start'),
          run: () => void start(),
          variant: undefined,
        };

  return (
    <section
      className="hub-stack vin-scanner"
      aria-labelledby={embedded ? undefined : titleId}
      aria-label={embedded ? t('title') : undefined}
      data-status={status}
    >
      {!embedded && (
        <>
          <h2 className="hub-title" id={titleId}>
            {t('title')}
          </h2>
          <p className="hub-text-muted">{t('intro')}</p>
        </>
      )}
      <CameraViewport videoRef={scanner.videoRef} status={status} label={t('preview')} />
      {status === 'live' && <CameraControls camera={scanner} onSelect={(id) => void start(id)} t={t} />}
      {problem && status === 'problem' && <CameraProblemAlert problem={problem} />}
      <p className="hub-hint vin-status" role="status">
        {message}
      </p>
      <div className="hub-row">
        <button
          type="button"
          className="hub-button"
          part="button"
          data-variant={action.variant}
          aria-busy={status === 'starting' || undefined}
          onClick={action.run}
        >
          {action.label}
        </button>
      </div>
      {results.length > 0 && (
        <section className="hub-stack vin-results" aria-labelledby={resultsId}>
          <h3 className="hub-subtitle" id={resultsId}>
            {t('results')}
          </h3>
          {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md) */}
          <ul className="hub-list" role="list">
            {results.map((vin) => (
              <li key={vin} className="vin-result">
                {vin}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
