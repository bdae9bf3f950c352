import type { CameraProblem } from './camera.ts';
import type { SecurityPhotoMessage } from './i18n.ts';
import type { PhotoPhase } from './useSecurityPhoto.ts';

/** The main action of a phase: its button's message id is the action's name. */
export type PhotoAction = 'open' | 'capture' | 'retake' | 'resend' | 'retry' | 'continue';

/** What a phase shows besides the camera and the photo: status line, error message, main action. */
export interface PhaseView {
  /** Work under way (camera opening, face check, sending): the status line takes focus. */
  busy: boolean;
  status: SecurityPhotoMessage | null;
  /** Title and detail of an error, announced as an alert. */
  alert: [SecurityPhotoMessage, SecurityPhotoMessage | null] | null;
  action: PhotoAction | null;
}

const VIEWS: Record<Exclude<PhotoPhase, 'camera-problem'>, Omit<PhaseView, 'busy'>> = {
  unavailable: { status: null, alert: ['mobileOnly', 'mobileOnlyDetail'], action: null },
  intro: { status: null, alert: null, action: 'open' },
  starting: { status: 'starting', alert: null, action: null },
  live: { status: 'live', alert: null, action: 'capture' },
  checking: { status: 'checking', alert: null, action: null },
  'no-face': { status: null, alert: ['faceNotFound', 'faceNotFoundDetail'], action: 'retake' },
  'check-failed': { status: null, alert: ['genericError', 'checkFailedDetail'], action: 'retry' },
  sending: { status: 'sending', alert: null, action: null },
  failed: { status: null, alert: ['genericError', 'sendFailedDetail'], action: 'resend' },
  refused: { status: null, alert: ['validationFailed', null], action: 'retake' },
  approved: { status: null, alert: null, action: 'continue' },
  expired: { status: null, alert: ['timeExceeded', 'timeExceededDetail'], action: 'retry' },
};

/** The messages and action of a phase of the security photo step. */
export function phaseView(phase: PhotoPhase, problem: CameraProblem | null): PhaseView {
  const busy = phase === 'starting' || phase === 'checking' || phase === 'sending';
  if (phase === 'camera-problem') {
    const kind = problem ?? 'failed';
    return { busy, status: null, alert: [`problem.${kind}`, `problem.${kind}.detail`], action: 'retry' };
  }
  return { busy, ...VIEWS[phase] };
}
