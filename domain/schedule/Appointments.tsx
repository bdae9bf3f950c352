import { useState } from 'react';
import { type Appointment, getAppointments } from '../../api/dealers.ts';
import { changeSchedule } from '../../api/events.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { formatDate } from '../../core/format.ts';
import { Modal } from '../../core/Modal.tsx';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { scheduleMessages } from './i18n.ts';
import { scheduleTarget } from './scheduleTarget.ts';
import { canCancel, canConfirm, isScheduleStatus } from './statuses.ts';

/**
 * The signed-in shopper's schedules (appointments/web, bearer) with their status in words; pending
 * ones can be confirmed, pending and confirmed ones cancelled (after a confirmation dialog).
 */
export function Appointments({ version }: { version: number }) {
  const { context: api, emit } = useWidget();
  const t = useT(scheduleMessages);
  const [changes, setChanges] = useState(0);
  const list = useResource(`appointments:${version}:${changes}`, (signal) => getAppointments(api, signal));
  const [asking, setAsking] = useState<Appointment | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const when = (a: Appointment) =>
    t('appointment', {
      date: formatDate(`${a.date}T12:00:00`, api.market),
      slot: t(a.period === 'AFTERNOON' ? 'slot.AFTERNOON' : 'slot.MORNING'),
    });
  const act = async (appointment: Appointment, action: 'confirm' | 'cancel') => {
    setAsking(null);
    setBusy(appointment.scheduleId);
    const form = action === 'confirm' ? 'appointment-confirm' : 'appointment-cancel';
    try {
      await changeSchedule(api, scheduleTarget(appointment), action);
      setOutcome({ tone: 'success', text: t(action === 'confirm' ? 'confirmed' : 'cancelled') });
      emit('hub-submit-success', { form, scheduleId: appointment.scheduleId });
      setChanges((n) => n + 1);
    } catch (error) {
      setOutcome({ tone: 'error', text: t('actionFailed') });
      emit('hub-submit-error', { form, code: (error as { kind?: string }).kind ?? 'unknown' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="hub-stack schedule-appointments" aria-labelledby="schedule-appointments">
      <h2 className="hub-subtitle" id="schedule-appointments">
        {t('appointmentsTitle')}
      </h2>
      {outcome && (
        <p
          className="hub-alert"
          data-tone={outcome.tone}
          role={outcome.tone === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </p>
      )}
      {list.status === 'loading' && (
        <Skeleton>
          <p className="hub-hint">{t('appointmentsLoading')}</p>
        </Skeleton>
      )}
      {list.status === 'error' && (
        <LoadFailed failure={list.failure} message={t('appointmentsFailed')} onRetry={list.retry} />
      )}
      {list.status === 'success' && list.data.length === 0 && (
        <p className="hub-hint">{t('appointmentsEmpty')}</p>
      )}
      {list.status === 'success' && list.data.length > 0 && (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics under list-style: none (themes/README.md)
        <ul className="hub-list schedule-appointment-list" role="list">
          {list.data.map((a) => (
            <li
              key={a.scheduleId}
              className="hub-card schedule-appointment"
              aria-busy={busy === a.scheduleId || undefined}
            >
              <p>
                <strong>{when(a)}</strong>
                {a.dealerCode && (
                  <span className="hub-text-muted">{` · ${t('appointmentDealer', { code: a.dealerCode })}`}</span>
                )}
              </p>
              <p>
                {isScheduleStatus(a.status)
                  ? t('statusLabel', { status: t(`status.${a.status}`) })
                  : a.status}
              </p>
              <div className="hub-row">
                {isScheduleStatus(a.status) && canConfirm(a.status) && (
                  <button
                    type="button"
                    className="hub-button"
                    part="button"
                    aria-label={`${t('confirm')}: ${when(a)}`}
                    onClick={() => void act(a, 'confirm')}
                  >
                    {t('confirm')}
                  </button>
                )}
                {isScheduleStatus(a.status) && canCancel(a.status) && (
                  <button
                    type="button"
                    className="hub-button"
                    data-variant="secondary"
                    part="button"
                    aria-label={`${t('cancel')}: ${when(a)}`}
                    onClick={() => setAsking(a)}
                  >
                    {t('cancel')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={asking !== null}
        role="alertdialog"
        title={t('cancelTitle')}
        onClose={() => setAsking(null)}
        actions={
          <>
            <button
              type="button"
              className="hub-button"
              data-variant="secondary"
              onClick={() => setAsking(null)}
            >
              {t('cancelNo')}
            </button>
            <button type="button" className="hub-button" onClick={() => asking && void act(asking, 'cancel')}>
              {t('cancelYes')}
            </button>
          </>
        }
      >
        <p>{asking ? t('cancelText', { when: when(asking) }) : ''}</p>
      </Modal>
    </section>
  );
}
