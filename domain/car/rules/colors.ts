import type { Color, Part } from '../../../api/carSchemas.ts';
import type { RulesState } from './types.ts';

type ColorState = Pick<RulesState, 'catalog' | 'parts'>;

/** Whether a selected part limits colours: a check part with a non-empty `optionalColors` list. */
export function limitsColors(part: Part): boolean {
  return part.selectionType !== 'radio' && part.optionalColors.length > 0;
}

function allows(part: Part, colorId: string): boolean {
  return part.optionalColors.some((entry) => entry.colorId === colorId);
}

/**
 * Whether a colour may be chosen: the catalogue offers it and every selected part that limits colours
 * (see {@link limitsColors}) lists it. Radio parts never limit colours.
 */
export function isColorValid(state: ColorState, colorId: string): boolean {
  if (!state.catalog.colors.some((color) => color.id === colorId)) return false;
  return state.parts.every((part) => !limitsColors(part) || allows(part, colorId));
}

/** The catalogue's colours that {@link isColorValid} accepts, in catalogue order. */
export function validColors(state: ColorState): Color[] {
  const limiting = state.parts.filter(limitsColors);
  return state.catalog.colors.filter((color) => limiting.every((part) => allows(part, color.id)));
}
