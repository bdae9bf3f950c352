export {
  canCancel,
  canConfirm,
  TEST_DRIVE_STATUSES,
  VISIT_STATUSES,
} from '../../domain/schedule/statuses.ts';
export { testDrivePayload } from './payload.ts';
export { dateProblem, SLOTS, slotsOn } from './slots.ts';
export { TestDrive, type TestDriveProps } from './TestDrive.tsx';
export { validateTestDrive } from './validation.ts';
