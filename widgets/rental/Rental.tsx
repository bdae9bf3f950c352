import { getCookie } from '../../core/cookies.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { rentalMessages } from './i18n.ts';
import { IntentForm } from './intent/IntentForm.tsx';
import { Proposals } from './proposals/Proposals.tsx';
import type { RentalProps } from './rental.spec.ts';
import { isRentalBrand } from './rentalBrands.ts';
import { UserArea } from './user/UserArea.tsx';

export type { RentalProps } from './rental.spec.ts';

/** An information panel: a title line and its detail. */
function Notice({ title, detail }: { title: string; detail: string }) {
  return (
    <div className="hub-alert" data-tone="info" part="alert">
      <p className="hub-subtitle">{title}</p>
      <p>{detail}</p>
    </div>
  );
}

/**
 * hub-rental: on a rental brand, the screen `view` names — the intent form, the proposals, the rental
 * user area — for a signed-in user (every rental call is the user's); elsewhere, that rental is not
 * offered.
 */
export function Rental(props: RentalProps) {
  const { context } = useWidget();
  const t = useT(rentalMessages);
  if (!isRentalBrand(context.brand)) return <Notice title={t('notOffered')} detail={t('notOfferedDetail')} />;
  if (!getCookie(context.authCookie)) return <Notice title={t('signedOut')} detail={t('signedOutDetail')} />;
  switch (props.view) {
    case 'proposals':
      return <Proposals proposalCode={props.proposalCode} />;
    case 'user':
      return <UserArea proposalCode={props.proposalCode} />;
    default:
      return <IntentForm />;
  }
}
