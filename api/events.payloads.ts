import * as v from 'valibot';
import { text } from './schemas.ts';

/*
 * The events service's payloads: `updateVirtualEvent` is typed by them and the sandbox checks what it
 * receives with them. Widgets import their types only.
 */

/**
 * `POST virtual-event/update` (seed 001 §7, body not shown): the virtual event by its id, with a new day
 * (YYYY-MM-DD) and/or a new address (https).
 */
export const VirtualEventUpdateSchema = v.strictObject({
  eventId: text(40),
  date: v.optional(v.pipe(v.string(), v.isoDate())),
  link: v.optional(v.pipe(v.string(), v.url(), v.startsWith('https://'))),
});
/** What `updateVirtualEvent` sends. */
export type VirtualEventUpdate = v.InferInput<typeof VirtualEventUpdateSchema>;
