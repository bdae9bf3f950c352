import { useState } from 'react';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { bodyTypeOf } from './carBodies.ts';
import { DrawnCar } from './DrawnCar.tsx';
import { type CarImageSubject, IMAGE_SETTING, RENDITIONS, renditionUrl } from './renditionUrl.ts';

/**
 * The 48 × 48 thumbnail rendition of a version (seed 000 §9) from the page's image template, or its
 * body type drawn when there is no template or the image fails. Decorative: the version's name is
 * beside it.
 */
export function CarThumbnail({ mvs, category }: { mvs: CarImageSubject; category?: string }) {
  const { context } = useWidget();
  const [failed, setFailed] = useState<string | null>(null);
  const url = renditionUrl(
    context.settings[IMAGE_SETTING],
    { brand: context.brand, market: context.market, mvs, colorCode: null },
    'thumbnail',
  );
  const [width, height] = RENDITIONS.thumbnail;
  if (url && failed !== url)
    return (
      <img
        className="hub-car-thumbnail"
        src={url}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        onError={() => {
          console.warn('[hub-widgets] image thumbnail not loaded', url);
          setFailed(url);
        }}
      />
    );
  return (
    <DrawnCar className="hub-car-thumbnail" bodyType={bodyTypeOf(category)} width={width} height={height} />
  );
}
