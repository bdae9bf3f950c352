import type { Mvs } from '../../../api/carSchemas.ts';

/** The image renditions of seed 000 §9: width and height in pixels. */
export const RENDITIONS = {
  thumbnail: [48, 48],
  card: [140, 100],
  square: [319, 319],
  large: [1280, 1280],
  slider: [638, 359],
} as const;

/** A rendition name. */
export type Rendition = keyof typeof RENDITIONS;

/** Page setting holding the URL template of car images (`hub:setting:car-image-url`). */
export const IMAGE_SETTING = 'car-image-url';

/** What an image template is filled from: the version's codes and year. */
export type CarImageSubject = Pick<Mvs, 'code' | 'modelCode' | 'versionCode' | 'seriesCode' | 'year'>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The URL of a car image rendition, from the page's template (`hub:setting:car-image-url`), e.g.
 * `https://img.example.com/{brand}/{mvs}/{color}/{width}x{height}.png`. Placeholders: brand, market,
 * mvs, model, version, series, year, color (the colour code, `default` before one is chosen), width,
 * height; each value is URL-encoded. Null when the page sets no template or it names an unknown
 * placeholder: the widget then draws the car itself.
 */
export function renditionUrl(
  template: string | undefined,
  car: { brand: string; market: string; mvs: CarImageSubject; colorCode: string | null },
  rendition: Rendition,
): string | null {
  if (!template) return null;
  const [width, height] = RENDITIONS[rendition];
  const values: Record<string, string | number> = {
    brand: car.brand,
    market: car.market,
    mvs: car.mvs.code,
    model: car.mvs.modelCode,
    version: car.mvs.versionCode,
    series: car.mvs.seriesCode,
    year: car.mvs.year,
    color: car.colorCode || 'default',
    width,
    height,
  };
  let unknown = false;
  const url = template.replace(PLACEHOLDER, (_, name: string) => {
    if (!(name in values)) unknown = true;
    return encodeURIComponent(String(values[name] ?? ''));
  });
  return unknown ? null : url;
}
