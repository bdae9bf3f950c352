import { type BodyType, CAR_BODIES } from '../../../api/carBodies.ts';
import type { Color } from '../../../api/carSchemas.ts';

/** The paint of a colour (its hexadecimal or RGB), grey before one is chosen; the roof's when two-tone. */
export function paintOf(color: Color | null | undefined): { primary: string; roof: string } {
  const primary = color?.primaryColor || (color?.rgb ? `rgb(${color.rgb})` : '#9ca3af');
  const roof = color?.secondaryColor || (color?.secondaryRgb ? `rgb(${color.secondaryRgb})` : primary);
  return { primary, roof };
}

interface Props {
  bodyType: BodyType;
  color?: Color | null;
  /** What the drawing shows (an image with this name); without it the drawing is decorative. */
  label?: string;
  className?: string;
  width?: number;
  height?: number;
}

/**
 * A side view of a car of the given body type (hatch, sedan, SUV, pickup, van) in its paint: drawn
 * when no image rendition can be shown, so a shopper still recognises the kind of car.
 */
export function DrawnCar({ bodyType, color, label, className, width, height }: Props) {
  const { primary, roof } = paintOf(color);
  const shape = CAR_BODIES[bodyType];
  return (
    <svg
      className={className}
      viewBox="0 0 320 180"
      width={width}
      height={height}
      focusable="false"
      data-body={bodyType}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {/* The skin's imagery backdrop (themes/components.css), light grey where no skin reaches. */}
      <rect className="hub-car-backdrop" width="320" height="180" fill="#f3f4f6" />
      <path d={shape.body} fill={primary} stroke="#1f2937" strokeWidth="2" />
      <path d={shape.roof} fill={roof} />
      <path d={shape.windows} fill="#cbd5e1" />
      {shape.wheels.map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy={shape.wheelY} r={shape.radius} fill="#111827" />
          <circle cx={cx} cy={shape.wheelY} r={shape.radius / 2} fill="#9ca3af" />
        </g>
      ))}
    </svg>
  );
}
