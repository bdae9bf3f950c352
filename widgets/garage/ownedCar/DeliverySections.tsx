import type { CarInvoice, FlawlessDelivery } from '../../../api/ownedCar.ts';
import { formatDate, formatMoney } from '../../../core/format.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import type { OwnedCarT } from './i18n.ts';
import { ServiceSection } from './ServiceSection.tsx';
import { TitledList } from './TitledList.tsx';
import type { OwnedCarServices } from './useOwnedCarServices.ts';

interface Props {
  t: OwnedCarT;
  services: OwnedCarServices;
}

/** The car's flawless delivery (date, dealer, what was checked) and its invoice, each with its own state. */
export function DeliverySections({ t, services }: Props) {
  const { context } = useWidget();
  const unavailable = services.benefits ? t('noChassis') : undefined;
  return (
    <>
      <ServiceSection<FlawlessDelivery>
        t={t}
        title={t('delivery')}
        resource={services.delivery}
        unavailable={unavailable}
      >
        {(delivery) => (
          <>
            <p>
              {delivery.deliveredAt &&
                t('deliveredAt', { date: formatDate(delivery.deliveredAt, context.market) })}{' '}
              {delivery.dealerName && t('deliveredBy', { dealer: delivery.dealerName })}
            </p>
            <TitledList title={t('checklist')} items={delivery.checklist} />
          </>
        )}
      </ServiceSection>
      <ServiceSection<CarInvoice> t={t} title={t('invoice')} resource={services.invoice}>
        {(invoice) => (
          <p>
            {[
              invoice.number && t('invoiceNumber', { number: invoice.number }),
              invoice.issuedAt && t('invoiceIssued', { date: formatDate(invoice.issuedAt, context.market) }),
              invoice.amount !== null &&
                t('invoiceAmount', { amount: formatMoney(invoice.amount, context.market) }),
              invoice.dealerName,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
      </ServiceSection>
    </>
  );
}
