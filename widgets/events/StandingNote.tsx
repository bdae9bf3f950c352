import type { HubEvent } from '../../api/events.ts';
import { eventStanding, placesLeft } from './eventStanding.ts';
import type { EventsT } from './i18n.ts';

/** An event's standing in words (open with its places, enrolled, full, over, cancelled). */
export function standingText(t: EventsT, event: HubEvent): string {
  const standing = eventStanding(event);
  if (standing !== 'open') return t(`standing.${standing}`);
  const places = placesLeft(event);
  return places === 1 ? t('standing.openOne') : t('standing.open', { places });
}

/** The standing as a line of the card or the detail, exposed as `data-standing` for CSS. */
export function StandingNote({ t, event }: { t: EventsT; event: HubEvent }) {
  return (
    <p className="events-standing" data-standing={eventStanding(event)}>
      {standingText(t, event)}
    </p>
  );
}
