import { HubError } from '../../../core/errors.ts';
import type { ChoiceGroup } from './types.ts';

/** Why {@link RuleError} was thrown. */
export type RuleErrorCode = 'stale-plan' | 'blocked' | 'missing-choice' | 'invalid-choice' | 'invalid-color';

/**
 * A selection plan could not be applied: the state changed since it was made, it is blocked, a choice
 * is missing or a pick or colour does not fit. The state is never changed when this is thrown. A member
 * of the {@link HubError} family; its message starts with the configurator's tag.
 */
export class RuleError extends HubError {
  override name = 'RuleError';
  declare readonly code: RuleErrorCode;
  /** The groups still waiting for a pick, for `missing-choice`. */
  readonly choices: ChoiceGroup[];

  constructor(code: RuleErrorCode, message: string, choices: ChoiceGroup[] = []) {
    super(message, { code, widget: 'hub-configurator' });
    this.choices = choices;
  }
}
