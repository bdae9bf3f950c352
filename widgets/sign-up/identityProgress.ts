import { IDENTITY_STEPS, type IdentityStatus } from '../../api/identity.ts';

/** One step of the identity validation as shown: done, the current one, or still to come. */
export interface ProgressStep {
  status: IdentityStatus;
  state: 'done' | 'current' | 'next';
}

/**
 * The identity validation steps of seed 001 §8 in order, each done, current or next for where the
 * account stands; once PERSISTED_ON_HUB every step is done.
 */
export function identityProgress(status: IdentityStatus): ProgressStep[] {
  const at = IDENTITY_STEPS.indexOf(status);
  const finished = status === 'PERSISTED_ON_HUB';
  return IDENTITY_STEPS.map((step, index) => ({
    status: step,
    state: finished || index < at ? 'done' : index === at ? 'current' : 'next',
  }));
}
