import { HttpResponse } from 'msw';
import { VirtualEventUpdateSchema } from '../../events.payloads.ts';
import { eventCalls } from '../../events.ts';
import { text } from '../../schemas.ts';
import {
  EVENTS,
  initialParticipants,
  initialVisits,
  type Participant,
  type SandboxEvent,
} from '../data/events.ts';
import { shape } from '../schemas.ts';
import { recordsOf } from '../state.ts';
import { type Ctx, deleted, fail, notFound, paged, tableHandlers } from '../table.ts';

const participants = () => recordsOf<Participant>('events:participants', initialParticipants);
/** Visit schedules of the sandbox users (also the dealers service's appointments). */
export const visits = () => recordsOf('events:visits', initialVisits);
/** What virtual-event confirm, cancel and update changed, by event id (kept while the sandbox runs). */
const changes = () => recordsOf<Partial<SandboxEvent> & { id: string }>('events:changes');
/** An event as it is now: the calendar's, with the changes made to it. */
const now = (event: SandboxEvent): SandboxEvent => ({
  ...event,
  ...changes().find((c) => c.id === event.id),
});
const eventOf = (ctx: Ctx) => {
  const found =
    EVENTS.find((e) => e.id === ctx.params.id && e.brand === ctx.brand) ??
    EVENTS.find((e) => e.id === ctx.params.id);
  return found && now(found);
};
const of = (eventId: string) => participants().filter((p) => p.eventId === eventId);
const csvCell = (value: string) => (/[;"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** An event as the service answers it: how many are enrolled and whether the caller is one of them. */
const answerOf = (event: SandboxEvent, ctx: Ctx) => ({
  ...event,
  enrolled: of(event.id).length,
  participating: of(event.id).some((p) => p.userId !== null && p.userId === ctx.user?.id),
});
/** What anyone enrolled may see of the others: the name, not the e-mail (that is in the admins' CSV). */
const publicOf = ({ participantId, name, enrolledAt }: Participant) => ({ participantId, name, enrolledAt });
const isOver = (event: SandboxEvent) => event.status === 'CLOSED' || Date.parse(event.startsAt) < Date.now();

/** The next free participant id of an event (`EVT-FIAT-1-P3`), never one a removed participant had. */
function nextParticipantId(eventId: string) {
  const taken = participants()
    .filter((p) => p.eventId === eventId)
    .map((p) => Number(p.participantId.split('-P').at(-1)));
  return `${eventId}-P${Math.max(0, ...taken) + 1}`;
}

function withEvent(ctx: Ctx, act: (event: SandboxEvent) => unknown) {
  const event = eventOf(ctx);
  return event ? act(event) : notFound('Event not found');
}

function visit(status: 'A' | 'C') {
  return {
    schema: shape({ scheduleId: text(40) }),
    resolve: (ctx: Ctx) => {
      const found = visits().find((x) => x.scheduleId === ctx.body.scheduleId && x.userId === ctx.user?.id);
      if (!found) return notFound('Schedule not found');
      found.status = status;
      return found;
    },
  };
}

function virtual(action: string) {
  return {
    schema: action === 'update' ? VirtualEventUpdateSchema : shape({ eventId: text(40) }),
    resolve: (ctx: Ctx) => {
      const event = EVENTS.find((e) => e.id === ctx.body.eventId && e.kind === 'VIRTUAL');
      if (!event) return notFound('Virtual event not found');
      const change = changes().find((c) => c.id === event.id) ?? { id: event.id };
      if (!changes().includes(change)) changes().push(change);
      if (action === 'cancel') change.status = 'CANCELLED';
      if (action === 'confirm') change.status = 'OPEN';
      if (ctx.body.date) change.startsAt = `${ctx.body.date}${now(event).startsAt.slice(10)}`;
      if (ctx.body.link) change.link = ctx.body.link;
      return { eventId: event.id, action, ...now(event) };
    },
  };
}

/** Events service: brand events with enrolment and participants (CSV), virtual events, visits. */
export const eventHandlers = tableHandlers('events', eventCalls, {
  list: (ctx) => {
    const status = ctx.query.get('status');
    return paged(
      ctx,
      EVENTS.map(now)
        .filter((e) => e.brand === ctx.brand && e.country === ctx.country && (!status || e.status === status))
        .map((e) => answerOf(e, ctx)),
    );
  },
  event: (ctx) =>
    withEvent(ctx, (event) => ({
      ...answerOf(event, ctx),
      ...(ctx.query.get('includeParticipants') === 'true'
        ? { participants: of(event.id).map(publicOf) }
        : {}),
    })),
  enroll: (ctx) =>
    withEvent(ctx, (event) => {
      const user = ctx.user as NonNullable<Ctx['user']>;
      if (event.status === 'CANCELLED') return fail(422, 'Event cancelled');
      if (isOver(event)) return fail(422, 'Event closed');
      if (of(event.id).some((p) => p.userId === user.id)) return fail(409, 'Already enrolled');
      if (of(event.id).length >= event.capacity) return fail(409, 'Event full');
      const participant = {
        eventId: event.id,
        participantId: nextParticipantId(event.id),
        userId: user.id,
        name: user.name,
        email: user.emails[0]?.email ?? '',
        enrolledAt: new Date().toISOString(),
      };
      participants().push(participant);
      return publicOf(participant);
    }),
  participants: (ctx) => withEvent(ctx, (event) => of(event.id).map(publicOf)),
  participantsCsv: (ctx) =>
    withEvent(ctx, (event) => {
      const rows = of(event.id).map((p) =>
        [p.participantId, p.name, p.email, p.enrolledAt].map(csvCell).join(';'),
      );
      return new HttpResponse(['participantId;name;email;enrolledAt', ...rows].join('\n'), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="participants-${event.id}.csv"`,
        },
      });
    }),
  removeParticipant: (ctx) =>
    deleted(
      participants(),
      (p) => p.eventId === ctx.params.id && p.participantId === ctx.params.participantId,
      'Participant not found',
    ),
  cancelVirtualEvent: virtual('cancel'),
  confirmVirtualEvent: virtual('confirm'),
  updateVirtualEvent: virtual('update'),
  cancelVisit: visit('C'),
  confirmVisit: visit('A'),
});
