import type { RefObject } from 'react';
import type { CameraStatus } from './useCamera.ts';

interface Props {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  /** What the preview is, for assistive technology. */
  label: string;
  /** Extra class of the guide (e.g. a square one for QR codes). */
  guideClassName?: string | undefined;
}

/**
 * The live camera picture of a scanner (scanner.css), shown while the camera opens or is live, with the
 * guide framing the band the decoder reads and a scan line that moves only without reduced motion.
 */
export function CameraViewport({ videoRef, status, label, guideClassName }: Props) {
  const active = status === 'starting' || status === 'live';
  return (
    <div className="vin-viewport" hidden={!active} data-live={status === 'live' ? '' : undefined}>
      <video ref={videoRef} className="vin-video" aria-label={label} muted playsInline />
      <div className={guideClassName ? `vin-guide ${guideClassName}` : 'vin-guide'} aria-hidden="true">
        <span className="vin-scan-line" />
      </div>
    </div>
  );
}
