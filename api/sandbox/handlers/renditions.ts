import { HttpResponse, http } from 'msw';
import { type BodyType, bodyTypeOf, CAR_BODIES } from '../../carBodies.ts';
import { countryOf, versionByMvs } from '../data/catalog.ts';
import { colorsOf } from '../data/parts.ts';
import { serve } from '../respond.ts';

/** The image renditions of seed 000 §9 (width x height); the slider one is 638x359. */
export const RENDITION_SIZES = ['48x48', '140x100', '319x319', '1280x1280', '638x359'] as const;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * A side view of a car of its body type (api/carBodies.ts, the shapes the widgets draw too) in the
 * colour (and roof colour) of the paint, in a viewBox of 320x180.
 */
function carSvg(
  width: number,
  height: number,
  bodyType: BodyType,
  paint: { body: string; roof: string },
  label: string,
): string {
  const shape = CAR_BODIES[bodyType];
  const wheels = shape.wheels
    .map(
      (cx) =>
        `<circle cx="${cx}" cy="${shape.wheelY}" r="${shape.radius}" fill="#111827"/><circle cx="${cx}" cy="${shape.wheelY}" r="${shape.radius / 2}" fill="#9ca3af"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid meet" role="img" aria-label="${escapeXml(label)}" data-body="${bodyType}">
<rect width="320" height="180" fill="#f3f4f6"/>
<path d="${shape.body}" fill="${paint.body}" stroke="#1f2937" stroke-width="2"/>
<path d="${shape.roof}" fill="${paint.roof}"/>
<path d="${shape.windows}" fill="#cbd5e1" opacity="0.85"/>
${wheels}
<text x="160" y="166" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#374151">${escapeXml(label)}</text>
</svg>`;
}

/**
 * Generated car renditions, so the demo and Storybook show the configured car: an SVG side view of
 * the version's body type (its model's category) in the chosen colour, at `renditions/{brand}/{mvs}/{colorCode}/{W}x{H}.svg` (colour
 * `default` for the version's first colour). Not a service of the seeds: the image host is a page
 * setting (`hub:setting:car-image-url`); this stands in for it. Unknown car, colour or size: 404;
 * journal and fault injection under the name `renditions`.
 */
export const renditionHandlers = [
  http.get(
    '*/renditions/:brand/:mvs/:color/:file',
    serve('renditions', ({ params, request }) => {
      const [size, extension] = String(params.file).split('.');
      const version = versionByMvs(String(params.mvs));
      if (extension !== 'svg' || !RENDITION_SIZES.includes(size as (typeof RENDITION_SIZES)[number]))
        return HttpResponse.json({ message: 'Unknown rendition' }, { status: 404 });
      if (!version || version.brand !== params.brand)
        return HttpResponse.json({ message: 'Unknown car' }, { status: 404 });
      const market = new URL(request.url).searchParams.get('market') ?? 'pt-BR';
      const colors = colorsOf(version, countryOf(market));
      const color = params.color === 'default' ? colors[0] : colors.find((c) => c.code === params.color);
      if (!color) return HttpResponse.json({ message: 'Unknown colour' }, { status: 404 });
      const [width, height] = (size as string).split('x').map(Number) as [number, number];
      const body = `#${color.primaryColor}`;
      const roof = color.secondaryColor ? `#${color.secondaryColor}` : body;
      const label = `${version.modelName} ${version.versionName}`;
      const svg = carSvg(width, height, bodyTypeOf(version.category), { body, roof }, label);
      return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
    }),
  ),
];
