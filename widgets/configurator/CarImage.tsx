import { useState } from 'react';
import type { Color } from '../../api/carSchemas.ts';
import { IMAGE_SETTING, RENDITIONS, type Rendition, renditionUrl } from './renditionUrl.ts';
import type { ConfiguratorState } from './useConfigurator.ts';

const paint = (color: Color | null) => {
  const primary = color?.primaryColor || (color?.rgb ? `rgb(${color.rgb})` : '#9ca3af');
  const roof = color?.secondaryColor || (color?.secondaryRgb ? `rgb(${color.secondaryRgb})` : primary);
  return { primary, roof };
};

/** A side view of a car in its paint, drawn when no image rendition can be shown. */
function DrawnCar({ color, label }: { color: Color | null; label: string }) {
  const { primary, roof } = paint(color);
  return (
    <svg className="cfg-image-drawn" viewBox="0 0 320 180" role="img" aria-label={label} focusable="false">
      <rect width="320" height="180" fill="#f3f4f6" />
      <path
        d="M30 120 L42 96 Q50 84 70 82 L110 80 L140 56 Q150 48 170 48 L220 48 Q236 48 248 60 L268 80 L286 84 Q300 88 300 104 L300 120 Z"
        fill={primary}
        stroke="#1f2937"
        strokeWidth="2"
      />
      <path d="M140 56 Q150 48 170 48 L220 48 Q236 48 248 60 L254 66 L136 66 Z" fill={roof} />
      <path
        d="M146 64 L158 54 L196 54 L196 78 L128 78 Z M202 54 L228 54 Q238 56 246 66 L256 78 L202 78 Z"
        fill="#cbd5e1"
      />
      <circle cx="86" cy="122" r="22" fill="#111827" />
      <circle cx="86" cy="122" r="10" fill="#9ca3af" />
      <circle cx="250" cy="122" r="22" fill="#111827" />
      <circle cx="250" cy="122" r="10" fill="#9ca3af" />
    </svg>
  );
}

/**
 * The configured car in its colour: the image rendition of seed 000 §9 from the page's image template
 * (`hub:setting:car-image-url`), described by its alt text. Without a template, or when the image fails
 * (logged; the shopper is told the photo is missing), the car is drawn in the chosen paint instead.
 */
export function CarImage({ state, rendition }: { state: ConfiguratorState; rendition: Rendition }) {
  const { t, car, context } = state;
  const [failed, setFailed] = useState<string | null>(null);
  if (!car.mvs) return null;
  const url = renditionUrl(
    context.settings[IMAGE_SETTING],
    { brand: context.brand, market: context.market, mvs: car.mvs, colorCode: car.color?.code ?? null },
    rendition,
  );
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
      ) : (
        <DrawnCar color={car.color} label={alt} />
      )}
      {broken && <figcaption className="hub-hint">{t('imageUnavailable')}</figcaption>}
    </figure>
  );
}
