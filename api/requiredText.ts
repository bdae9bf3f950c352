import * as v from 'valibot';

/** A text the service needs: trimmed, not empty, at most `max` characters. */
// Pure, so payload schemas a widget does not use are left out of its bundle.
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(max = 200) {
  return v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
}
