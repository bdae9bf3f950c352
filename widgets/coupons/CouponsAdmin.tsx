import { couponCalls } from '../../api/coupons.ts';
import { useT } from '../../core/WidgetContext.tsx';
import { StaffGate } from '../../domain/roles/index.ts';
import { ClearUsesForm } from './ClearUsesForm.tsx';
import { couponsMessages } from './i18n.ts';

/**
 * The voucher administrators' area (api/README.md "Roles": clearing coupon uses is kept for
 * voucher_admin): signed out, the sign-in prompt; another role, what the area is for in words; else
 * the clearing form.
 */
export function CouponsAdmin({ loginUrl }: { loginUrl?: string | undefined }) {
  const t = useT(couponsMessages);
  return (
    <StaffGate title={t('adminTitle')} roles={couponCalls.clear.roles} loginUrl={loginUrl}>
      {() => <ClearUsesForm />}
    </StaffGate>
  );
}
