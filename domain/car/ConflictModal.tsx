import { type ComponentType, lazy, Suspense } from 'react';
import type { Color } from '../../api/carSchemas.ts';
import type { PlanChoices, SelectionPlan } from './rules/types.ts';

/** Props of {@link ConflictModal}: a plan of domain/car/rules and what to do with it. */
export interface ConflictModalProps {
  /** The pending plan (`planSelection`); shown when it `needsConfirmation`. */
  plan: SelectionPlan | null;
  /** A change that cannot be made, in words (shown alone with a Close button). */
  blocked: string | null;
  /** The name of a part by id. */
  nameOf: (id: string) => string;
  /** The version's colours (the ones the plan allows are offered when the colour must change). */
  colors: readonly Color[];
  /** The current colour's name. */
  colorName: string;
  onRefine: (picks: Record<string, string>) => void;
  onConfirm: (choices: PlanChoices) => void;
  onCancel: () => void;
  onDismissBlocked: () => void;
}

const View = lazy(() =>
  import('./ConflictModalView.tsx').then((module): { default: ComponentType<ConflictModalProps> } => ({
    default: module.ConflictModalView,
  })),
);

/**
 * The item-conflicts modal (seed 000 §4, seed 001 §4 "Simulator"): what the change adds and removes,
 * the alternatives to choose from, and the colour to change to. Nothing changes until Confirm; Cancel
 * (or Escape) drops the plan. Used by hub-configurator and hub-quotation-simulator. Nothing is rendered
 * while there is nothing to ask, and the modal's code is fetched when a change first needs it.
 */
export function ConflictModal(props: ConflictModalProps) {
  if (!props.blocked && !props.plan?.needsConfirmation) return null;
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
