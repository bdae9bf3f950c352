import type { RulesState } from './types.ts';

/** A string that changes whenever the selected parts (or their order) or the colour change. */
export function stateSignature(state: Pick<RulesState, 'parts' | 'color'>): string {
  return JSON.stringify([state.parts.map((part) => part.id), state.color?.id ?? null]);
}
