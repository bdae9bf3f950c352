import { Field } from '../../core/form/fields/Field.tsx';
import type { Translate } from '../../core/i18n.ts';
import type { CameraControl } from '../../domain/camera/useCamera.ts';
import type { vinScannerMessages } from './i18n.ts';

interface CameraControlsProps {
  camera: CameraControl;
  /** Switches to another camera (reopens the stream on that device). */
  onSelect: (deviceId: string) => void;
  t: Translate<(typeof vinScannerMessages)['pt-BR']>;
}

/**
 * Camera picker (when there is more than one camera), zoom and torch (only when the track offers
 * them). Renders nothing when there is nothing to choose.
 */
export function CameraControls({ camera, onSelect, t }: CameraControlsProps) {
  const { cameras, deviceId, features, zoom, torch } = camera;
  const range = features.zoom;
  if (cameras.length < 2 && !range && !features.torch) return null;
  return (
    <div className="vin-controls">
      {cameras.length > 1 && (
        <Field label={t('camera')}>
          {(control) => (
            <select
              {...control}
              className="hub-input"
              part="input"
              name="camera"
              value={deviceId}
              onChange={(event) => onSelect(event.target.value)}
            >
              {cameras.map((item, index) => (
                <option key={item.deviceId} value={item.deviceId}>
                  {item.label || t('cameraFallback', { n: index + 1 })}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {range && (
        <Field label={t('zoom')}>
          {(control) => {
            const value = zoom ?? range.min;
            const text = t('zoomValue', { value: value.toFixed(1) });
            return (
              <div className="vin-zoom">
                <input
                  {...control}
                  type="range"
                  name="zoom"
                  part="input"
                  min={range.min}
                  max={range.max}
                  step={range.step}
                  value={value}
                  aria-valuetext={text}
                  onChange={(event) => camera.setZoom(Number(event.target.value))}
                />
                <output htmlFor={control.id} aria-hidden="true">
                  {text}
                </output>
              </div>
            );
          }}
        </Field>
      )}
      {features.torch && (
        <button
          type="button"
          className="hub-button vin-torch"
          data-variant="secondary"
          part="button"
          aria-pressed={torch}
          onClick={() => camera.setTorch(!torch)}
        >
          {t('torch')}
        </button>
      )}
    </div>
  );
}
