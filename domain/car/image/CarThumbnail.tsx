import { useState } from 'react';
import { bodyTypeOf } from '../../../api/carBodies.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { DrawnCar } from './DrawnCar.tsx';
import { type CarImageSubject, IMAGE_SETTING, RENDITIONS, renditionUrl } from './renditionUrl.ts';

/** Props of {@link CarThumbnail}. */
export interface CarThumbnailProps {
  mvs: CarImageSubject;
  /** The catalogue's model category: the body type drawn when there is no image. */
  category?: string | undefined;
  /** The 48 × 48 thumbnail (lists, tables) or the 140 × 100 card (version and offer cards). */
  rendition?: 'thumbnail' | 'card';
}

/**
 * A version's picture as a seed 000 §9 rendition from the page's image template (the 48 × 48
 * thumbnail or the 140 × 100 card), or its body type drawn when there is no template or the image
 * fails. Decorative: the version's name is beside it. A picture sits on the skin's imagery stage
 * (`.hub-image-stage`), which its own light ground blends into.
 */
export function CarThumbnail({ mvs, category, rendition = 'thumbnail' }: CarThumbnailProps) {
  const { context } = useWidget();
  const [failed, setFailed] = useState<string | null>(null);
  const url = renditionUrl(
    context.settings[IMAGE_SETTING],
    { brand: context.brand, market: context.market, mvs, colorCode: null },
    rendition,
  );
  const [width, height] = RENDITIONS[rendition];
  const className = rendition === 'card' ? 'hub-car-card' : 'hub-car-thumbnail';
  if (url && failed !== url)
    return (
      <span className={`hub-image-stage ${className}-stage`}>
        <img
          className={className}
          src={url}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          onError={() => {
            console.warn(`[hub-widgets] image ${rendition} not loaded`, url);
            setFailed(url);
          }}
        />
      </span>
    );
  return <DrawnCar className={className} bodyType={bodyTypeOf(category)} width={width} height={height} />;
}
