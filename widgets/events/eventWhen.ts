import type { HubEvent } from '../../api/events.ts';
import { formatDate } from '../../core/format.ts';
import type { Market } from '../../core/markets.ts';

/** The zone an event's hour is told in: the country's, whatever the visitor's device says. */
const ZONES = { BR: 'America/Sao_Paulo', AR: 'America/Argentina/Buenos_Aires' } as const;

/** When an event starts, in the market's words ("13 de março de 2027 10:00"), in the event's own zone. */
export function eventWhen(event: Pick<HubEvent, 'startsAt' | 'country'>, market: Market): string {
  return formatDate(event.startsAt, market, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: ZONES[event.country],
  });
}
