import type { NewOpinionPayload } from '../../api/opinions.payloads.ts';
import type { FormRules } from '../../core/form/validateForm.ts';
import { requiredText } from '../../validators/index.ts';
import { sharedMessages } from '../../validators/shared/messages.ts';

/** What the opinion form holds: the rating chosen ('' for none yet) and the text as typed. */
export interface OpinionFormValues {
  rating: '' | '1' | '2' | '3' | '4' | '5';
  text: string;
}

/** The empty opinion form. */
export const EMPTY_OPINION: OpinionFormValues = { rating: '', text: '' };

/** The longest text the service takes. */
export const OPINION_MAX_LENGTH = 1000;

/**
 * The opinion form's rules: a rating is required (`ratingRequired`, in the market's language); the
 * text is required, does not start with a space and has none of & $ < > % (validators/text); the field
 * itself stops at {@link OPINION_MAX_LENGTH} characters.
 */
export function opinionFormRules(
  ratingRequired: string,
): FormRules<OpinionFormValues, keyof OpinionFormValues> {
  return {
    rating: (values) => (values.rating ? null : ratingRequired),
    text: requiredText(sharedMessages['field.required']),
  };
}

/** The opinion as `createOpinion` sends it: the model's code, the rating as a number, the text trimmed at the end. */
export function newOpinionOf(model: string, values: OpinionFormValues): NewOpinionPayload {
  return { model, rating: Number(values.rating), text: values.text.trimEnd() };
}
