import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-events: everything the element, custom-elements.json and the host types are derived from. */
export const eventsSpec = defineWidgetSpec({
  tag: 'hub-events',
  className: 'HubEvents',
  description:
    "The brand's events in the market's country for the signed-in user, a page at a time: each says in words whether it is open (places left), full, over or cancelled, or that the user is enrolled; the detail lists the participants and enrols the user (sent once). Event administrators (role event_admin) also download the participant details as a CSV file and remove a participant after confirming, and confirm, cancel (after confirming) or update (a later day, a new https address) a virtual event. With the `dealers` service, the user's visit schedules below the list, each status (A, C, P, R, B) in words, confirmed or cancelled (visitscheduling, or virtual-event for a virtual visit). Signed out: a sign-in prompt.",
  props: {
    eventId: { type: 'string', description: 'Open this event (`EVT-FIAT-1`) instead of the list.' },
    pageSize: {
      type: 'number',
      integer: true,
      default: 4,
      min: 1,
      max: 50,
      description: 'Events per page of the list.',
    },
    loginUrl: { type: 'string', description: 'Sign-in page the signed-out prompt links to.' },
  },
  events: {
    'hub-submit-success':
      'The user enrolled in an event (`form`: event-enroll, `id`: the participant id, `eventId`), an admin removed a participant (`form`: event-participant-remove, `id`, `eventId`) or changed a virtual event (`form`: virtual-event-confirm, virtual-event-cancel, virtual-event-update, `eventId`).',
    'hub-submit-error':
      "An enrolment, a removal or a virtual event's change failed (`form`, `code`: the failure kind, `full` when the event filled up, `forbidden` for a role that may not).",
  },
  services: { required: ['events'], optional: ['users', 'dealers'] },
  settings: [],
  parts: ['root', 'button', 'alert', 'form', 'field', 'label', 'input', 'error'],
});

/** Props of hub-events, inferred from {@link eventsSpec}. */
export type EventsProps = SpecProps<typeof eventsSpec>;
