import { useT } from '../../core/WidgetContext.tsx';
import { StaffGate } from '../../domain/roles/index.ts';
import { manualsMessages } from './i18n.ts';
import { ManualsAdmin } from './ManualsAdmin.tsx';
import type { ManualsProps } from './manuals.spec.ts';
import { OwnerManuals } from './OwnerManuals.tsx';

export type { ManualsProps } from './manuals.spec.ts';

/** The roles the administrators' area is for (api/manuals.ts: create, update, remove, admin search). */
const ADMIN_ROLES = ['manual_admin'] as const;

/**
 * Owner's manuals: by default the owners' search; with `mode="admin"` the manual administrators'
 * area behind domain/roles' gate (signed out → sign-in prompt; another role → whom it is for, in words).
 */
export function Manuals({ mode, model, loginUrl }: ManualsProps) {
  const t = useT(manualsMessages);
  return (
    <div className="hub-stack manuals">
      {mode === 'admin' ? (
        <StaffGate title={t('adminTitle')} roles={ADMIN_ROLES} loginUrl={loginUrl}>
          {() => <ManualsAdmin model={model} />}
        </StaffGate>
      ) : (
        <OwnerManuals model={model} loginUrl={loginUrl} />
      )}
    </div>
  );
}
