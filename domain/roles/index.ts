/** Roles for administration and dealer widgets: the gate, the roles hook, the 403 message. */
export { roleMessages } from './i18n.ts';
export { StaffGate, type StaffGateProps, useRoleWords } from './StaffGate.tsx';
export { type RolesState, useRoles } from './useRoles.ts';
