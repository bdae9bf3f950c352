import { useState } from 'react';
import { bodyTypeOf } from '../../api/carBodies.ts';
import { CarZoom } from '../../domain/car/image/CarZoom.tsx';
import { DrawnCar } from '../../domain/car/image/DrawnCar.tsx';
import {
  IMAGE_SETTING,
  RENDITIONS,
  type Rendition,
  renditionUrl,
} from '../../domain/car/image/renditionUrl.ts';
import type { ConfiguratorState } from './useConfigurator.ts';

/**
 * The configured car in its colour: the image rendition of seed 000 §9 from the page's image template
 * (`hub:setting:car-image-url`), described by its alt text. Without a template, or when the image fails
 * (logged; the shopper is told the photo is missing), the car is drawn in the chosen paint instead.
 */
export function CarImage({ state, rendition }: { state: ConfiguratorState; rendition: Rendition }) {
  const { t, car, context, versions } = state;
  const [failed, setFailed] = useState<string | null>(null);
  if (!car.mvs) return null;
  const code = car.mvs.code;
  const listed = versions.data?.find((version) => version.code === code);
  const bodyType = bodyTypeOf(listed?.category ?? (car.mvs as { category?: string }).category);
  const subject = {
    brand: context.brand,
    market: context.market,
    mvs: car.mvs,
    colorCode: car.color?.code ?? null,
  };
  const url = renditionUrl(context.settings[IMAGE_SETTING], subject, rendition);
  const largeUrl = renditionUrl(context.settings[IMAGE_SETTING], subject, 'large');
  const name = `${car.mvs.modelName} ${car.mvs.versionName}`.trim();
  const alt = car.color ? t('imageAlt', { car: name, color: car.color.name }) : name;
  const [width, height] = RENDITIONS[rendition];
  const broken = url !== null && failed === url;
  return (
    <figure
      className="cfg-image"
      data-rendition={rendition}
      data-fallback={url === null || broken || undefined}
    >
      {url && !broken ? (
        <span className="hub-image-stage">
          <img
            src={url}
            alt={alt}
            width={width}
            height={height}
            decoding="async"
            onError={() => {
              console.warn(`[hub-widgets] hub-configurator: image ${rendition} not loaded`, url);
              setFailed(url);
            }}
          />
        </span>
      ) : (
        <DrawnCar className="cfg-image-drawn" color={car.color} label={alt} bodyType={bodyType} />
      )}
      {broken && <figcaption className="hub-hint">{t('imageUnavailable')}</figcaption>}
      {rendition === 'slider' && (
        <CarZoom name={name} alt={alt} url={broken ? null : largeUrl} bodyType={bodyType} color={car.color} />
      )}
    </figure>
  );
}
