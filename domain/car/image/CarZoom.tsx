import { useState } from 'react';
import type { BodyType } from '../../../api/carBodies.ts';
import type { Color } from '../../../api/carSchemas.ts';
import { Modal } from '../../../core/Modal.tsx';
import { useT } from '../../../core/WidgetContext.tsx';
import { DrawnCar } from './DrawnCar.tsx';
import { carImageMessages } from './i18n.ts';
import { RENDITIONS } from './renditionUrl.ts';

interface Props {
  /** The car's name for the dialog's title. */
  name: string;
  /** The image's description (alt text). */
  alt: string;
  /** The 1280 × 1280 rendition's URL; null draws the body type instead. */
  url: string | null;
  bodyType: BodyType;
  color: Color | null;
}

/**
 * A button that opens the car's 1280 × 1280 rendition (seed 000 §9 "large") in a modal dialog: focus
 * moves into it and is trapped, Escape or "Fechar" closes it, focus returns to the button.
 */
export function CarZoom({ name, alt, url, bodyType, color }: Props) {
  const t = useT(carImageMessages);
  const [open, setOpen] = useState(false);
  const [width, height] = RENDITIONS.large;
  return (
    <>
      <button
        type="button"
        className="hub-button hub-car-zoom"
        data-variant="secondary"
        part="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('zoom')}
      </button>
      <Modal
        open={open}
        title={t('zoomTitle', { car: name })}
        onClose={() => setOpen(false)}
        actions={
          <button type="button" className="hub-button" part="button" onClick={() => setOpen(false)}>
            {t('close')}
          </button>
        }
      >
        {url ? (
          <span className="hub-image-stage">
            <img
              className="hub-car-large"
              src={url}
              alt={alt}
              width={width}
              height={height}
              decoding="async"
            />
          </span>
        ) : (
          <DrawnCar className="hub-car-large" bodyType={bodyType} color={color} label={alt} />
        )}
      </Modal>
    </>
  );
}
