import { useState } from 'react';
import { eventCalls } from '../../api/events.ts';
import { mayCall } from '../../api/roles.ts';
import { getCookie } from '../../core/cookies.ts';
import { SignInPrompt } from '../../core/form/SignInPrompt.tsx';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { useRoles } from '../../domain/roles/index.ts';
import { Appointments } from '../../domain/schedule/index.ts';
import { EventDetail } from './EventDetail.tsx';
import { EventList } from './EventList.tsx';
import type { EventsProps } from './events.spec.ts';
import { eventsMessages } from './i18n.ts';

export type { EventsProps } from './events.spec.ts';

/**
 * hub-events: signed out, a sign-in prompt; else the brand's events a page at a time, or one event
 * (from the list, or `event-id`) with its enrolment and participants. The admin's part shows only when
 * the user's roles allow its calls (`users/self` roles, `mayCall`). Below the list, with the `dealers`
 * service, the user's visit schedules (domain/schedule, as in hub-test-drive) to confirm or cancel.
 */
export function Events({ eventId, pageSize = 4, loginUrl }: EventsProps) {
  const { context } = useWidget();
  const t = useT(eventsMessages);
  const signedIn = Boolean(getCookie(context.authCookie));
  const roles = useRoles();
  const [open, setOpen] = useState<string | null>(null);
  const [cameFrom, setCameFrom] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  if (!signedIn)
    return (
      <SignInPrompt
        className="events"
        title={t('title')}
        text={t('signedOut')}
        signIn={t('signIn')}
        loginUrl={loginUrl}
      />
    );
  const admin =
    roles.status === 'ready' &&
    mayCall(roles.roles, eventCalls.participantsCsv.roles) &&
    mayCall(roles.roles, eventCalls.removeParticipant.roles);
  const shown = open ?? eventId ?? null;
  return (
    <div className="hub-stack events" part="root">
      <h2 className="hub-title">{t('title')}</h2>
      {shown ? (
        <EventDetail
          key={shown}
          t={t}
          eventId={shown}
          admin={admin}
          onBack={
            open
              ? () => {
                  setCameFrom(open);
                  setOpen(null);
                }
              : undefined
          }
        />
      ) : (
        <EventList
          t={t}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onOpen={setOpen}
          cameFrom={cameFrom}
        />
      )}
      {!shown && context.services.dealers && <Appointments version={0} />}
    </div>
  );
}
