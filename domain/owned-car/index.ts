export { localDay } from './localDay.ts';
export { addMonths, maintenanceReminder, OIL_CHANGE, type Reminder } from './maintenanceReminder.ts';
export { modelCodeOfMvs } from './modelCodeOfMvs.ts';
