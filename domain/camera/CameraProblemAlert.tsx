import { useT } from '../../core/WidgetContext.tsx';
import type { CameraProblem } from './camera.ts';
import { cameraMessages } from './i18n.ts';

/** Why the camera could not be used, and what to do about it, announced at once (role=alert). */
export function CameraProblemAlert({ problem }: { problem: CameraProblem }) {
  const t = useT(cameraMessages);
  return (
    <div className="hub-alert" data-tone="error" role="alert" part="alert">
      <p className="hub-subtitle">{t(`problem.${problem}`)}</p>
      <p>{t(`problem.${problem}.detail`)}</p>
    </div>
  );
}
