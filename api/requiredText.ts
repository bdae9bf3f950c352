import * as v from 'valibot';

/** A text the service needs: trimmed, not empty, at most `max` characters. */
export const requiredText = (max = 200) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
