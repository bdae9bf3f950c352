import type { UserProfile } from '../../../api/users.ts';
import { type FormRules, validateForm } from '../../../core/form/validateForm.ts';
import { type PersonalDataValues, personalDataOf, personalDataRules } from '../personal-data/personalData.ts';

/** The profile completion steps, in order (seed 000 §2 "Profile completion steps"). */
export const COMPLETION_STEPS = ['user-data', 'address-data', 'dealer-data', 'success-message'] as const;

/** One completion step. */
export type CompletionStep = (typeof COMPLETION_STEPS)[number];

/** The steps that ask for something (the success message only says it is done). */
export const FORM_STEPS = COMPLETION_STEPS.slice(0, 3) as Exclude<CompletionStep, 'success-message'>[];

/** The fields each asking step holds, as named in {@link PersonalDataValues} (and the dealer). */
const STEP_FIELDS = {
  'user-data': ['name', 'cpf', 'phone', 'birthdate'],
  'address-data': [
    'address.postalCode',
    'address.street',
    'address.number',
    'address.complement',
    'address.neighborhood',
    'address.city',
    'address.state',
  ],
} as const;

/** The rules of a step: those of the personal data for the fields it holds. */
export function stepRules(
  step: keyof typeof STEP_FIELDS,
  values: PersonalDataValues,
  country: 'BR' | 'AR',
  market: string,
): FormRules<PersonalDataValues> {
  const all = personalDataRules(values, country, market) as Record<string, unknown>;
  return Object.fromEntries(
    STEP_FIELDS[step].map((field) => [field, all[field]]),
  ) as FormRules<PersonalDataValues>;
}

/** Whether a step's fields pass their rules on the profile as kept. */
function stepDone(
  step: keyof typeof STEP_FIELDS,
  values: PersonalDataValues,
  country: 'BR' | 'AR',
  market: string,
) {
  return Object.keys(validateForm(values, stepRules(step, values, country, market), market)).length === 0;
}

/**
 * Where the completion resumes: the first step the kept profile does not satisfy (user data, then
 * address, then a chosen dealer); null when the profile is complete.
 */
export function completionStart(
  profile: UserProfile,
  country: 'BR' | 'AR',
  market: string,
): CompletionStep | null {
  const values = personalDataOf(profile, country);
  if (!stepDone('user-data', values, country, market)) return 'user-data';
  if (!stepDone('address-data', values, country, market)) return 'address-data';
  if (!profile.dealerCode) return 'dealer-data';
  return null;
}

/** The step after `step` (the success message stays). */
export function nextStep(step: CompletionStep): CompletionStep {
  return COMPLETION_STEPS[Math.min(COMPLETION_STEPS.indexOf(step) + 1, COMPLETION_STEPS.length - 1)]!;
}

/** How far the completion is: steps done of the asking steps (the success message: all of them). */
export function progressOf(step: CompletionStep): { done: number; total: number } {
  return { done: COMPLETION_STEPS.indexOf(step), total: FORM_STEPS.length };
}
