export { IntegrationAdmin } from './IntegrationAdmin.tsx';
export type { IntegrationAdminProps } from './integration-admin.spec.ts';
