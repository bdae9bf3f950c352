import * as v from 'valibot';
import { type MessageId, type MessageVars, msg } from '../messages.ts';
import { isBlank } from './isBlank.ts';

/** A string schema whose type error (undefined, null, a number…) reads as the field's "required" message. */
export function textSchema(requiredId: MessageId) {
  return v.string(msg(requiredId));
}

/** A check that fails on an empty or blank text with the field's "required" message. */
export function required(requiredId: MessageId) {
  return v.check((value: string) => !isBlank(value), msg(requiredId));
}

/**
 * A check that fails with `id` when a filled text breaks `test`. A blank text passes, so an empty
 * required field reports only its "required" message.
 */
export function rule(test: (value: string) => boolean, id: MessageId, vars?: MessageVars) {
  return v.check((value: string) => isBlank(value) || test(value), msg(id, vars));
}
