/** The contact reasons offered when the page gives none: the data dictionary's `contactReason` values. */
export const CONTACT_REASONS = [
  'QUESTION',
  'SALES',
  'AFTER_SALES',
  'COMPLIMENT',
  'COMPLAINT',
  'SUGGESTION',
] as const;

/** What the contact form holds. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  /** A contact reason: a value of the data dictionary's `contactReason` (a code, or the page's own reason). */
  reason: string;
  message: string;
}

/** The empty contact form. */
export const emptyContactValues = (): ContactValues => ({
  name: '',
  email: '',
  phone: '',
  reason: '',
  message: '',
});
