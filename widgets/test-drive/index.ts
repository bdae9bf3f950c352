export { testDrivePayload } from './payload.ts';
export { dateProblem, SLOTS, slotsOn } from './slots.ts';
export { canCancel, canConfirm, TEST_DRIVE_STATUSES, VISIT_STATUSES } from './statuses.ts';
export { TestDrive, type TestDriveProps } from './TestDrive.tsx';
export { validateTestDrive } from './validation.ts';
