import { offerCalls } from '../../api/offers.ts';
import { useT } from '../../core/WidgetContext.tsx';
import { StaffGate } from '../../domain/roles/index.ts';
import { offersAdminMessages } from './i18n.ts';
import { OfferBoard } from './OfferBoard.tsx';
import type { OffersAdminProps } from './offers-admin.spec.ts';

export type { OffersAdminProps } from './offers-admin.spec.ts';

/**
 * hub-offers-admin: the marketplace offers' administration, open to the roles that prepare offers
 * (offer_admin, partner_admin); each user sees only the actions their roles allow.
 */
export function OffersAdmin({ loginUrl }: OffersAdminProps) {
  const t = useT(offersAdminMessages);
  return (
    <StaffGate title={t('title')} roles={offerCalls.create.roles} loginUrl={loginUrl}>
      {(held) => <OfferBoard held={held} />}
    </StaffGate>
  );
}
