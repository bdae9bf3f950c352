import { type CancelReason, NOT_CANCELLABLE } from '../../../api/reservationCodes.ts';
import type { CancelRequest } from '../../../api/reservations.payloads.ts';
import { type FormRules, validateForm } from '../../../core/form/validateForm.ts';
import { RestrictedTextSchema } from '../../../validators/index.ts';

/** The stages of the cancel flow (seed 000 §4): confirm, terms accepted, reason, then success or error. */
export type CancelStage = 'confirm' | 'terms' | 'reason' | 'done' | 'failed';

const NO_CANCEL = new Set<string>(NOT_CANCELLABLE);

/** Whether the buyer may still ask to cancel an order in this status. */
export const cancellable = (status: string) => !NO_CANCEL.has(status);

/** The cancellation as sent (`CancelRequestSchema`): the reason, the comment trimmed (left out when empty). */
export function cancelRequest(reason: CancelReason, comment: string): CancelRequest {
  const trimmed = comment.trim();
  return { reason, ...(trimmed ? { comment: trimmed } : {}), acceptedTerms: true };
}

/**
 * Whether a click is a double click's second (or later) one. Buttons that open something ignore it: a
 * form above that closes under the pointer after the first click (the welcome kit's retry) must not
 * turn the second into 'Cancelar pedido'. A keyboard press counts 0 and is never ignored.
 */
export const isRepeatClick = (event: { detail: number }): boolean => event.detail > 1;

/** The cancellation's reason form: the reason chosen (or none yet) and the optional comment. */
export interface CancelReasonValues {
  reason: CancelReason | '';
  comment: string;
}

/** What is wrong with a cancellation's reason form: no reason chosen; the comment's message. */
export interface CancelReasonErrors {
  reason?: 'missing';
  comment?: string;
}

const cancelReasonRules: FormRules<CancelReasonValues> = {
  reason: (values) => (values.reason ? null : 'missing'),
  comment: RestrictedTextSchema,
};

/** The cancellation's reason form: a reason is required, the optional comment has no & $ < > %. */
export function cancelReasonErrors(
  reason: CancelReason | '',
  comment: string,
  market: string,
): CancelReasonErrors {
  return validateForm({ reason, comment }, cancelReasonRules, market) as CancelReasonErrors;
}
