import { useState } from 'react';
import type { ReservationRecord } from '../../api/reservations.ts';
import { AddDisclosure } from '../../core/form/AddDisclosure.tsx';
import { hasUploadedDocs } from '../../domain/order/balance/awaitsBalance.ts';
import { Balance } from '../../domain/order/balance/Balance.tsx';
import { Billing } from '../../domain/order/billing/Billing.tsx';
import {
  type AddressValues,
  type CustomerValues,
  EMPTY_ADDRESS,
} from '../../domain/order/billing/billingData.ts';
import type { MyOrdersT } from './i18n.ts';

interface Props {
  t: MyOrdersT;
  order: ReservationRecord;
  /** The buyer from the profile: the billing's personal data start with it. */
  buyer: CustomerValues;
  /** The financing page a balance paid by financing links to. */
  financingUrl: string | undefined;
  /** The order as the remaining payment answered it. */
  onChosen: (record: ReservationRecord) => void;
}

/**
 * The remaining payment of a paid order whose balance is still to choose, from its card: the billing
 * data (personal, then the address) and the balance choice shared with hub-reservation
 * (domain/order/billing, domain/order/balance). What was typed is kept while the panel is open.
 */
export function RemainingPayment({ t, order, buyer, financingUrl, onChosen }: Props) {
  const [person, setPerson] = useState<CustomerValues>(buyer);
  const [address, setAddress] = useState<AddressValues>(EMPTY_ADDRESS);
  const [stage, setStage] = useState<'billing' | 'balance'>('billing');
  return (
    <div className="hub-stack">
      <p className="hub-alert" data-tone="info" part="alert">
        {t('balanceDue')}
      </p>
      <AddDisclosure label={t('payBalance')}>
        {(close) => (
          <div className="hub-stack order-balance">
            {stage === 'billing' ? (
              <Billing
                person={person}
                address={address}
                onPerson={setPerson}
                onAddress={setAddress}
                onDone={() => setStage('balance')}
                level={3}
                focusTitle
              />
            ) : (
              <Balance
                reservation={order}
                price={null}
                docsUploaded={hasUploadedDocs(order)}
                billing={{ ...person, ...address }}
                financingUrl={financingUrl}
                onDone={(record) => onChosen(record)}
                level={3}
                focusTitle
              />
            )}
            <button type="button" className="hub-button" data-variant="secondary" onClick={() => close(true)}>
              {t('notNow')}
            </button>
          </div>
        )}
      </AddDisclosure>
    </div>
  );
}
