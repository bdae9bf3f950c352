import * as v from 'valibot';
import type { LocalizedText } from '../messageTable.ts';
import { type MessageVars, msg } from '../messageText.ts';
import { isBlank } from './isBlank.ts';

/** A string schema whose type error (undefined, null, a number…) reads as the field's "required" message. */
export function textSchema(requiredMessage: LocalizedText) {
  return v.string(msg(requiredMessage));
}

/** A check that fails on an empty or blank text with the field's "required" message. */
export function required(requiredMessage: LocalizedText) {
  return v.check((value: string) => !isBlank(value), msg(requiredMessage));
}

/**
 * A check that fails with `message` when a filled text breaks `test`. A blank text passes, so an empty
 * required field reports only its "required" message.
 */
export function rule(test: (value: string) => boolean, message: LocalizedText, vars?: MessageVars) {
  return v.check((value: string) => isBlank(value) || test(value), msg(message, vars));
}
