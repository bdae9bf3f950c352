import type { Color } from '../../api/carSchemas.ts';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
/** A service tone as CSS: hex with its '#', or null when it is not a colour (never raw service text). */
const tone = (value: string) => (HEX.test(value.trim()) ? `#${value.trim().replace(/^#/, '')}` : null);
const percent = (value: number) => `${Math.round(value)}%`;

/**
 * The swatch background of a colour: the tones of `hexadecimals.rgbList` when the service gives them
 * (a two- or three-tone body in equal diagonal bands), else the primary colour, or a two-tone gradient
 * with the secondary one.
 */
export function swatchBackground(color: Color): string {
  const tones = (color.hexadecimals?.rgbList ?? []).map(tone).filter((t): t is string => t !== null);
  if (tones.length === 1) return tones[0]!;
  if (tones.length > 1) {
    const step = 100 / tones.length;
    const stops = tones.map((t, i) =>
      i === 0
        ? `${t} 0 ${percent(step)}`
        : `${t} ${percent(step * i)} ${percent(i === tones.length - 1 ? 100 : step * (i + 1))}`,
    );
    return `linear-gradient(135deg, ${stops.join(', ')})`;
  }
  const primary = color.primaryColor || (color.rgb ? `rgb(${color.rgb})` : '#ccc');
  const secondary = color.secondaryColor || (color.secondaryRgb ? `rgb(${color.secondaryRgb})` : '');
  return secondary ? `linear-gradient(135deg, ${primary} 0 55%, ${secondary} 55% 100%)` : primary;
}
