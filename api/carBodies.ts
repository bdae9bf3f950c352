/**
 * The body types a car is drawn as (the catalogue's model category), and their shapes: one source for
 * the widgets' drawn cars (domain/car/image DrawnCar) and the sandbox's generated renditions.
 */
export const BODY_TYPES = ['hatch', 'sedan', 'suv', 'pickup', 'van'] as const;
/** A body type. */
export type BodyType = (typeof BODY_TYPES)[number];

/** The outline of a body type in a 320 × 180 side view: body, roof, windows, wheel centres and radius. */
export interface CarBody {
  body: string;
  roof: string;
  windows: string;
  wheels: [number, number];
  wheelY: number;
  radius: number;
}

/** Side views of the five body types. */
export const CAR_BODIES: Record<BodyType, CarBody> = {
  sedan: {
    body: 'M30 120 L42 96 Q50 84 70 82 L110 80 L140 56 Q150 48 170 48 L220 48 Q236 48 248 60 L268 80 L286 84 Q300 88 300 104 L300 120 Z',
    roof: 'M140 56 Q150 48 170 48 L220 48 Q236 48 248 60 L254 66 L136 66 Z',
    windows: 'M146 64 L158 54 L196 54 L196 78 L128 78 Z M202 54 L228 54 Q238 56 246 66 L256 78 L202 78 Z',
    wheels: [86, 250],
    wheelY: 122,
    radius: 22,
  },
  hatch: {
    body: 'M40 120 L50 96 Q58 84 78 82 L112 80 L142 54 Q152 46 172 46 L236 46 Q252 48 262 66 L272 88 Q280 96 280 108 L280 120 Z',
    roof: 'M142 54 Q152 46 172 46 L236 46 Q252 48 258 58 L260 62 L138 62 Z',
    windows: 'M148 62 L160 52 L198 52 L198 78 L130 78 Z M204 52 L234 52 Q246 54 252 64 L258 78 L204 78 Z',
    wheels: [92, 238],
    wheelY: 122,
    radius: 21,
  },
  suv: {
    body: 'M30 124 L36 92 Q42 80 62 78 L104 76 L128 44 Q136 36 156 36 L252 36 Q268 36 276 52 L290 80 Q300 86 300 104 L300 124 Z',
    roof: 'M128 44 Q136 36 156 36 L252 36 Q268 36 274 48 L276 52 L124 50 Z',
    windows: 'M134 50 L148 42 L200 42 L200 74 L112 74 Z M206 42 L254 42 Q266 44 272 56 L280 74 L206 74 Z',
    wheels: [86, 250],
    wheelY: 124,
    radius: 25,
  },
  pickup: {
    body: 'M24 122 L30 94 Q36 82 56 80 L92 78 L116 48 Q122 40 140 40 L176 40 Q188 40 192 52 L196 78 L300 78 L300 122 Z',
    roof: 'M118 46 Q124 40 140 40 L176 40 Q186 40 190 46 Z',
    windows: 'M122 54 L134 46 L154 46 L154 74 L104 74 Z M160 46 L178 46 Q186 48 188 56 L190 74 L160 74 Z',
    wheels: [80, 252],
    wheelY: 124,
    radius: 24,
  },
  van: {
    body: 'M26 124 L30 70 Q34 40 70 36 L280 36 Q296 36 298 52 L300 124 Z',
    roof: 'M62 40 Q68 36 80 36 L280 36 Q294 36 297 46 L58 46 Z',
    windows:
      'M40 80 L52 52 Q56 48 66 48 L96 48 L96 80 Z M104 48 L160 48 L160 80 L104 80 Z M168 48 L224 48 L224 80 L168 80 Z',
    wheels: [80, 252],
    wheelY: 124,
    radius: 22,
  },
};

/** The body type of a catalogue category; an unknown one is drawn as a sedan. */
export function bodyTypeOf(category: string | undefined): BodyType {
  const found = BODY_TYPES.find((type) => type === category?.toLowerCase());
  return found ?? 'sedan';
}
