/** A password requirement a checklist can show; each has the message id `password.rule.<requirement>`. */
export type PasswordRequirement = 'length' | 'digit' | 'lowercase' | 'uppercase' | 'special' | 'forbidden';

/** Every requirement, in the order a checklist shows them. */
export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  'length',
  'digit',
  'lowercase',
  'uppercase',
  'special',
  'forbidden',
];

/** Shortest password (seed 000 §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** Longest password (seed 000 §9). */
export const PASSWORD_MAX_LENGTH = 16;

/** The characters a password must not contain: < > + | / ? * and backslash. */
export const PASSWORD_FORBIDDEN = /[<>+|/?*\\]/;

/** A special character: anything but a letter, a digit, whitespace or a forbidden character. */
const SPECIAL = /[^\p{L}\p{N}\s<>+|/?*\\]/u;

/**
 * The requirements a password misses, in {@link PASSWORD_REQUIREMENTS} order (empty when valid):
 * 'length' (8–16 characters, counted as code points), 'digit', 'lowercase', 'uppercase', 'special'
 * (a symbol such as ! @ # $ % & - _ .) and 'forbidden' (it contains < > + | / ? * or \).
 */
export function passwordIssues(value: string): PasswordRequirement[] {
  const length = [...value].length;
  const issues: PasswordRequirement[] = [];
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) issues.push('length');
  if (!/\p{N}/u.test(value)) issues.push('digit');
  if (!/\p{Ll}/u.test(value)) issues.push('lowercase');
  if (!/\p{Lu}/u.test(value)) issues.push('uppercase');
  if (!SPECIAL.test(value)) issues.push('special');
  if (PASSWORD_FORBIDDEN.test(value)) issues.push('forbidden');
  return issues;
}

/** Whether a password meets every requirement of {@link passwordIssues}. */
export function isValidPassword(value: string): boolean {
  return passwordIssues(value).length === 0;
}
