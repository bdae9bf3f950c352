import { HttpResponse, http } from 'msw';
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

/** A side view of a car in the colour (and roof colour) of the paint, drawn in a viewBox of 320x180. */
function carSvg(width: number, height: number, body: string, roof: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid meet" role="img" aria-label="${escapeXml(label)}">
<rect width="320" height="180" fill="#f3f4f6"/>
<path d="M30 120 L42 96 Q50 84 70 82 L110 80 L140 56 Q150 48 170 48 L220 48 Q236 48 248 60 L268 80 L286 84 Q300 88 300 104 L300 120 Z" fill="${body}" stroke="#1f2937" stroke-width="2"/>
<path d="M140 56 Q150 48 170 48 L220 48 Q236 48 248 60 L254 66 L136 66 Z" fill="${roof}"/>
<path d="M146 64 L158 54 L196 54 L196 78 L128 78 Z M202 54 L228 54 Q238 56 246 66 L256 78 L202 78 Z" fill="#cbd5e1" opacity="0.85"/>
<circle cx="86" cy="122" r="22" fill="#111827"/><circle cx="86" cy="122" r="10" fill="#9ca3af"/>
<circle cx="250" cy="122" r="22" fill="#111827"/><circle cx="250" cy="122" r="10" fill="#9ca3af"/>
<text x="160" y="166" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#374151">${escapeXml(label)}</text>
</svg>`;
}

/**
 * Generated car renditions, so the demo and Storybook show the configured car: an SVG side view of
 * the version in the chosen colour, at `renditions/{brand}/{mvs}/{colorCode}/{W}x{H}.svg` (colour
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
      const svg = carSvg(width, height, body, roof, `${version.modelName} ${version.versionName}`);
      return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
    }),
  ),
];
