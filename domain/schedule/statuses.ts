/** Test-drive statuses (seed 000 §4). */
export const TEST_DRIVE_STATUSES = ['REQUESTED', 'CONFIRMED', 'DONE', 'CANCELLED', 'EXPIRED'] as const;
/** Visit schedule statuses (seed 000 §4): A confirmed, C cancelled, P pending, R rejected, B blocked. */
export const VISIT_STATUSES = ['A', 'C', 'P', 'R', 'B'] as const;

/** A status a schedule can show. */
export type ScheduleStatus = (typeof TEST_DRIVE_STATUSES)[number] | (typeof VISIT_STATUSES)[number];

/** Whether a service status is one the widget puts into words. */
export function isScheduleStatus(value: unknown): value is ScheduleStatus {
  return (
    (TEST_DRIVE_STATUSES as readonly unknown[]).includes(value) ||
    (VISIT_STATUSES as readonly unknown[]).includes(value)
  );
}

/** Whether the shopper can still confirm a schedule in this status (pending visits, requested test drives). */
export const canConfirm = (status: ScheduleStatus) => status === 'P' || status === 'REQUESTED';

/** Whether the shopper can still cancel a schedule in this status. */
export const canCancel = (status: ScheduleStatus) =>
  status === 'P' || status === 'A' || status === 'REQUESTED' || status === 'CONFIRMED';
