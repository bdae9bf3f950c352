import { integrationCalls } from '../../api/integration.ts';
import { useT } from '../../core/WidgetContext.tsx';
import { roleMessages, StaffGate, useRoleWords } from '../../domain/roles/index.ts';
import { ErrorsArea } from './ErrorsArea.tsx';
import { IntegrationLogs } from './IntegrationLogs.tsx';
import { integrationAdminMessages } from './i18n.ts';
import type { IntegrationAdminProps } from './integration-admin.spec.ts';

export type { IntegrationAdminProps } from './integration-admin.spec.ts';

/**
 * hub-integration-admin: the journey integration errors and the integration logs, open to the
 * integration error managers (`StaffGate`); anyone else is told in words whom the area is for.
 */
export function IntegrationAdmin({ loginUrl }: IntegrationAdminProps) {
  const t = useT(integrationAdminMessages);
  const roleText = useT(roleMessages);
  const words = useRoleWords();
  return (
    <StaffGate title={t('title')} roles={integrationCalls.errors.roles} loginUrl={loginUrl}>
      {(held) => (
        <div className="hub-stack ia">
          <h2 className="hub-title">{t('title')}</h2>
          <p className="hub-hint">{roleText('signedInAs', { roles: words(held, 'conjunction') })}</p>
          <ErrorsArea />
          <IntegrationLogs />
        </div>
      )}
    </StaffGate>
  );
}
