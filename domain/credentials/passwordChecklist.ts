import { PASSWORD_REQUIREMENTS, type PasswordRequirement, passwordIssues } from '../../validators/index.ts';

/** One line of the password checklist: a requirement, or the confirmation matching. */
export interface ChecklistItem {
  id: PasswordRequirement | 'confirmation';
  met: boolean;
}

/**
 * The password checklist as the buyer types (seed 000 §7, seed 001 §8): every requirement of
 * `passwordIssues` in order — 8 to 16 characters, a digit, a lowercase, an uppercase and a special
 * character, none of < > + | / ? * \ — and, when a confirmation is asked, that it equals the password
 * (an empty confirmation is not met). Before the password has text no line is met, not even "none of
 * < > + | / ? * \": nothing typed has met anything yet.
 */
export function passwordChecklist(password: string, confirmation?: string): ChecklistItem[] {
  const issues = passwordIssues(password);
  const typed = password !== '';
  const items: ChecklistItem[] = PASSWORD_REQUIREMENTS.map((id) => ({
    id,
    met: typed && !issues.includes(id),
  }));
  if (confirmation !== undefined)
    items.push({ id: 'confirmation', met: confirmation !== '' && confirmation === password });
  return items;
}
