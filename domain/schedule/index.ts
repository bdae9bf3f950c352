/** A shopper's schedules (test drives and visits): the list with confirm and cancel, statuses in words. */
export { Appointments } from './Appointments.tsx';
export { scheduleMessages } from './i18n.ts';
export { scheduleTarget } from './scheduleTarget.ts';
export { canCancel, canConfirm, isScheduleStatus, TEST_DRIVE_STATUSES, VISIT_STATUSES } from './statuses.ts';
